import { NumberField } from '@tessera-ds/library/number-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-stepper', steps: [{ hover: { role: 'button', name: { label: 'form-fields.increase' } } }] },
  { id: 'focus', steps: [{ focus: { role: 'spinbutton', name: 'Quantity' } }] },
]

export default function NumberFields() {
  return (
    <div className={demo.grid}>
      <NumberField label="Quantity" minimum={1} maximum={99} defaultValue={12} />
      <NumberField label="Pallet height" minimum={10} maximum={200} step={10} suffix="cm" defaultValue={120} />
      <NumberField label="Tolerance" minimum={-0.5} maximum={0.5} step={0.05} decimalPlaces={2} prefix="±" suffix="mm" align="right" defaultValue={0.05} />
    </div>
  )
}
