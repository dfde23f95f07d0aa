import { DateField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { waitFor: { role: 'dialog' } }] },
  { id: 'hover-button', steps: [{ hover: { role: 'button', name: { label: 'date-field.chooseDate' } } }] },
]

export default function SingleDate() {
  return (
    <div className={demo.grid}>
      <DateField label="Delivery date" defaultValue="2026-01-15" />
      <DateField label="Contract start" helpText="For example 2026-02-01" />
    </div>
  )
}
