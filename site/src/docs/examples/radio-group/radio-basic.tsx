import { RadioGroup } from '@tessera-ds/library/radio-group'
import type { ExampleState } from '../../kit/states'

const payments = [
  { value: 'card', label: 'Credit card' },
  { value: 'invoice', label: 'Invoice (30 days)' },
  { value: 'transfer', label: 'Bank transfer in advance' },
]

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'selected', steps: [{ click: { role: 'radio', name: 'Invoice (30 days)' } }] },
  { id: 'focus', steps: [{ focus: { role: 'radio', name: 'Credit card' } }] },
]

export default function Stacked() {
  return <RadioGroup label="Payment" options={payments} defaultValue="card" />
}
