import type { ValidationResult } from '@tessera-ds/library/field'
import { RadioGroup } from '@tessera-ds/library/radio-group'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'required', steps: [{ focus: { role: 'radio', name: 'Credit card' } }, { press: 'Tab' }] },
]

const payments = [
  { value: 'card', label: 'Credit card' },
  { value: 'invoice', label: 'Invoice (30 days)' },
  { value: 'transfer', label: 'Bank transfer in advance' },
]

const slowPayment = (value: string | null): ValidationResult =>
  value === 'transfer' ? { type: 'warning', text: 'Ships after the payment arrives' } : { type: 'empty' }

export default function States() {
  return (
    <div className={demo.stack}>
      <RadioGroup label="Payment" options={payments} isRequired />
      <RadioGroup label="Payment" options={payments} defaultValue="transfer" validators={[slowPayment]} />
      <RadioGroup label="Payment" options={payments} defaultValue="card" isDisabled />
      <RadioGroup label="Payment" options={payments} defaultValue="invoice" isLoading helpText="Loading the payment methods of this customer" />
      <RadioGroup label="Payment" options={payments} defaultValue="card" size="small" />
    </div>
  )
}
