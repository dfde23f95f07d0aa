import { RadioGroup } from '@tessera-ds/library/radio-group'

const payments = [
  { value: 'card', label: 'Credit card' },
  { value: 'invoice', label: 'Invoice (30 days)' },
  { value: 'transfer', label: 'Bank transfer in advance' },
]

export default function Stacked() {
  return <RadioGroup label="Payment" options={payments} defaultValue="card" />
}
