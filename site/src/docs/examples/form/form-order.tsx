import { useState } from 'react'
import type { ValidationResult } from '@tessera-ds/library/field'
import { Form, FormSubmit, type SubmitResult } from '@tessera-ds/library/form'
import { NumberField } from '@tessera-ds/library/number-field'
import { RadioGroup } from '@tessera-ds/library/radio-group'
import { SingleSelect } from '@tessera-ds/library/select'
import { TextArea } from '@tessera-ds/library/text-area'
import { TextField } from '@tessera-ds/library/text-field'
import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

const emailAddress = (v: string): ValidationResult => (v.includes('@') ? { type: 'empty' } : { type: 'error', text: 'Enter an address like name@example.com' })
const largeOrder = (v: number | null): ValidationResult => (v !== null && v >= 100 ? { type: 'warning', text: 'Large orders ship in several parcels' } : { type: 'empty' })

const shipping = [
  { label: 'Standard parcel', value: 'parcel' },
  { label: 'Express parcel', value: 'express' },
  { label: 'Freight', value: 'freight' },
]
const handOver = [
  { value: 'door', label: 'At the door' },
  { value: 'neighbour', label: 'To a neighbour' },
  { value: 'locker', label: 'Parcel locker' },
]

export default function OrderForm() {
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div className={demo.split}>
      <Form label="Order" defaultValue={{ customer: '', email: '', quantity: 1, shipping: 'parcel', handOver: 'door', giftWrap: false, notes: '' }} onSubmit={setResult}>
        <TextField label="Customer" formKey="customer" isRequired autoComplete="organization" />
        <TextField label="Email for the invoice" formKey="email" type="email" isRequired validators={[emailAddress]} />
        <NumberField label="Quantity" formKey="quantity" isRequired minimum={1} maximum={500} decimalPlaces={0} suffix="pcs" validators={[largeOrder]} />
        <SingleSelect label="Shipping" formKey="shipping" options={shipping} isUnsorted isRequired />
        <RadioGroup label="Hand over" formKey="handOver" options={handOver} />
        <Toggle label="Gift wrap" formKey="giftWrap" />
        <TextArea label="Notes for the driver" formKey="notes" isOptional rows={3} />
        <FormSubmit label="Place order" />
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
