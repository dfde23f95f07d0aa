import type { ValidationResult } from '@tessera-ds/library/field'
import { NumberField } from '@tessera-ds/library/number-field'
import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

const orderNumber = (value: string): ValidationResult =>
  /^O-\d{4}$/.test(value) ? { type: 'success', text: 'A valid order number' } : { type: 'error', text: 'Order numbers look like O-1024' }

const bigOrder = (value: number | null): ValidationResult =>
  value !== null && value > 50 ? { type: 'warning', text: 'More than 50 needs a second approval' } : { type: 'empty' }

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'invalid', steps: [{ focus: { role: 'textbox', name: 'Order number' } }, { type: 'PO 12' }, { press: 'Tab' }] },
]

export default function Validators() {
  return (
    <div className={demo.grid}>
      <TextField label="Order number" validators={[orderNumber]} />
      <NumberField label="Quantity" minimum={1} maximum={99} validators={[bigOrder]} />
    </div>
  )
}
