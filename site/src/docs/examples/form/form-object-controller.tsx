import { useState } from 'react'
import { Form, FormSubmit, ObjectController, type FormValues, type SubmitResult } from '@tessera-ds/library/form'
import { SingleSelect } from '@tessera-ds/library/select'
import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

const countries = [
  { label: 'Austria', value: 'at' },
  { label: 'France', value: 'fr' },
  { label: 'Germany', value: 'de' },
  { label: 'Spain', value: 'es' },
]

export default function Address() {
  const [values, setValues] = useState<FormValues>({
    company: 'Northwind Metals',
    address: { street: 'Harbour Road 5', postalCode: '20457', city: 'Hamburg', country: 'de' },
  })
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div className={demo.split}>
      <Form label="Address" value={values} onValueChange={setValues} onSubmit={setResult}>
        <TextField label="Company" formKey="company" isRequired />
        <ObjectController formKey="address">
          <TextField label="Street" formKey="street" isRequired />
          <div className={demo.row}>
            <TextField label="Postal code" formKey="postalCode" isRequired />
            <TextField label="City" formKey="city" isRequired />
          </div>
          <SingleSelect label="Country" formKey="country" options={countries} isRequired />
        </ObjectController>
        <FormSubmit label="Save address" />
      </Form>
      <div>
        <p className={demo.caption}>
          <strong>value</strong> now:
        </p>
        <pre className={demo.json}>{JSON.stringify(values, null, 2)}</pre>
        {result && <p>Submitted; {result.validationSummary.errors.length} errors.</p>}
      </div>
    </div>
  )
}
