import { useState } from 'react'
import type { ValidationResult } from '@tessera-ds/library/field'
import { Form, FormSubmit, type SubmitResult } from '@tessera-ds/library/form'
import { NumberField } from '@tessera-ds/library/number-field'
import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

const approvedDiscount = (v: number | null): ValidationResult =>
  v !== null && v > 10 ? { type: 'warning', text: 'More than 10 % needs a manager’s approval' } : { type: 'empty' }

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  {
    id: 'summary',
    steps: [{ focus: { role: 'textbox', name: 'Order reference' } }, { press: 'Enter' }, { waitFor: { role: 'dialog', name: { label: 'form.title' } } }],
  },
]

export default function PreventOnWarning() {
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div className={demo.split}>
      <Form label="Discount (warning)" preventSubmissionOn="warning" defaultValue={{ reference: 'PO-1024', discount: 15 }} onSubmit={setResult}>
        <TextField label="Order reference" formKey="reference" isRequired />
        <NumberField label="Discount" formKey="discount" minimum={0} maximum={100} suffix="%" validators={[approvedDiscount]} />
        <FormSubmit />
      </Form>
      <div data-form-result="">
        <p className={demo.caption}>
          <strong>onSubmit</strong> received:
        </p>
        <pre className={demo.json}>{result ? JSON.stringify(result, null, 2) : 'nothing yet'}</pre>
      </div>
    </div>
  )
}
