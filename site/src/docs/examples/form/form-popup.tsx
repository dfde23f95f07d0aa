import { useState } from 'react'
import type { ValidationResult } from '@tessera-ds/library/field'
import { Form, FormSubmit, type SubmitResult } from '@tessera-ds/library/form'
import { TextField } from '@tessera-ds/library/text-field'
import type { ExampleState } from '../../kit/states'
import demo from './demo.module.css'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  {
    id: 'blocked',
    steps: [{ focus: { role: 'textbox', name: 'Full name' } }, { press: 'Enter' }, { waitFor: { role: 'dialog', name: { label: 'form.title' } } }],
  },
]

const emailAddress = (v: string): ValidationResult => (v.includes('@') ? { type: 'empty' } : { type: 'error', text: 'Enter an address like name@example.com' })
const countryCode = (v: string): ValidationResult =>
  v.startsWith('+') ? { type: 'success', text: 'Reachable from abroad' } : { type: 'warning', text: 'No country code: +49 is assumed' }

export default function BlockedByErrors() {
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div className={demo.split}>
      <Form label="Contact" defaultValue={{ name: '', email: 'jo.example.com', phone: '030 1234567' }} onSubmit={setResult}>
        <TextField label="Full name" formKey="name" isRequired />
        <TextField label="Email" formKey="email" validators={[emailAddress]} />
        <TextField label="Phone" formKey="phone" type="tel" validators={[countryCode]} />
        <FormSubmit label="Send" />
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
