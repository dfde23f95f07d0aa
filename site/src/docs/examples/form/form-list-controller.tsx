import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import type { ValidationResult } from '@tessera-ds/library/field'
import { Form, FormSubmit, ListController, type FormValues, type SubmitResult } from '@tessera-ds/library/form'
import { TextField } from '@tessera-ds/library/text-field'
import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

const emailAddress = (v: string): ValidationResult => (v.includes('@') ? { type: 'empty' } : { type: 'error', text: 'Enter an address like name@example.com' })

export default function Contacts() {
  const [values, setValues] = useState<FormValues>({ contacts: [{ name: 'Robin Example', email: 'robin@example.com', isPrimary: true }] })
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div className={demo.split}>
      <Form label="Contacts" value={values} onValueChange={setValues} onSubmit={setResult}>
        <ListController
          formKey="contacts"
          footer={({ count, add }) => (
            <div>
              <Button icon="person_add" label="Add a contact" isDisabled={count >= 4} onClick={() => add({ name: '', email: '', isPrimary: false })} />
            </div>
          )}
        >
          {({ index, remove }) => (
            <div className={demo.item} role="group" aria-label={`Contact ${index + 1}`}>
              <TextField label="Name" formKey="name" isRequired />
              <TextField label="Email" formKey="email" type="email" validators={[emailAddress]} />
              <div className={demo.itemActions}>
                <Toggle label="Primary contact" formKey="isPrimary" />
                <Button variant="text" icon="delete" label="Remove" onClick={remove} />
              </div>
            </div>
          )}
        </ListController>
        <FormSubmit label="Save contacts" />
      </Form>
      <div>
        <p className={demo.caption}>
          <strong>value</strong> now:
        </p>
        <pre className={demo.json}>{JSON.stringify(values, null, 2)}</pre>
        {result && <p>Submitted {(result.values.contacts as unknown[]).length} contacts.</p>}
      </div>
    </div>
  )
}
