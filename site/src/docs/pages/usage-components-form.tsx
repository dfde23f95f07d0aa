import { useEffect, useState } from 'react'
import { Button } from '../../library/button/Button'
import type { ValidationResult } from '../../library/field/logic'
import { Form, FormSubmit, ListController, ObjectController } from '../../library/form/Form'
import { FORM_SUBMIT_OUTSIDE, LIST_CONTROLLER_VALUE, OBJECT_CONTROLLER_VALUE, type FormValues, type PreventSubmissionOn, type SubmitResult } from '../../library/form/logic'
import { formSchema, formSubmitSchema, listControllerSchema, objectControllerSchema } from '../../library/form/schema'
import { NumberField } from '../../library/number-field/NumberField'
import { RadioGroup } from '../../library/radio-group/RadioGroup'
import { SingleSelect } from '../../library/select/SingleSelect'
import { TextArea } from '../../library/text-area/TextArea'
import { TextField } from '../../library/text-field/TextField'
import { Toggle } from '../../library/toggle/Toggle'
import { Example } from '../kit/Example'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

// Form and result side by side where there is room, one under the other on narrow screens.
const split = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 'var(--unit-6)', alignItems: 'start' } as const
const row = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: 'var(--unit-4)', alignItems: 'start' } as const
const pre = {
  margin: 0,
  padding: 'var(--unit-3)',
  maxWidth: '100%',
  overflow: 'auto',
  font: 'var(--type-code)',
  fontSize: 'var(--font-size-small)',
  background: 'var(--ui-01)',
  borderRadius: 'var(--radius)',
} as const
const item = { display: 'flex', flexDirection: 'column', gap: 'var(--unit-3)', padding: 'var(--unit-3)', border: '1px solid var(--ui-03)', borderRadius: 'var(--radius)' } as const

/* validators of the examples */
const emailAddress = (v: string): ValidationResult => (v.includes('@') ? { type: 'empty' } : { type: 'error', text: 'Enter an address like name@example.com' })
const countryCode = (v: string): ValidationResult => (v.startsWith('+') ? { type: 'success', text: 'Reachable from abroad' } : { type: 'warning', text: 'No country code: +49 is assumed' })
const approvedDiscount = (v: number | null): ValidationResult => (v !== null && v > 10 ? { type: 'warning', text: 'More than 10 % needs a manager’s approval' } : { type: 'empty' })
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
const countries = [
  { label: 'Austria', value: 'at' },
  { label: 'France', value: 'fr' },
  { label: 'Germany', value: 'de' },
  { label: 'Spain', value: 'es' },
]

/** Result shows what the form's onSubmit received, as JSON. */
function Result({ result }: { result: SubmitResult | null }) {
  return (
    <div data-form-result="">
      <p style={{ margin: '0 0 var(--unit-2)' }}>
        <strong>onSubmit</strong> received:
      </p>
      <pre style={pre}>{result ? JSON.stringify(result, null, 2) : 'nothing yet'}</pre>
    </div>
  )
}

/** OrderExample is a realistic form with the library's fields, and what a submission gives. */
function OrderExample() {
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div style={split}>
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
      <Result result={result} />
    </div>
  )
}

/** PreventExample is one small form under a preventSubmissionOn setting: a filled reference and a discount that warns. */
function PreventExample({ prevent }: { prevent: PreventSubmissionOn }) {
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div style={split}>
      <Form label={`Discount (${prevent})`} preventSubmissionOn={prevent} defaultValue={{ reference: 'PO-1024', discount: 15 }} onSubmit={setResult}>
        <TextField label="Order reference" formKey="reference" isRequired />
        <NumberField label="Discount" formKey="discount" minimum={0} maximum={100} suffix="%" validators={[approvedDiscount]} />
        <FormSubmit />
      </Form>
      <Result result={result} />
    </div>
  )
}

const preventCode = (prevent: PreventSubmissionOn) => `<Form preventSubmissionOn="${prevent}" defaultValue={{ reference: 'PO-1024', discount: 15 }} onSubmit={setResult}>
  <TextField label="Order reference" formKey="reference" isRequired />
  <NumberField
    label="Discount"
    formKey="discount"
    minimum={0}
    maximum={100}
    suffix="%"
    validators={[(v) => (v > 10 ? { type: 'warning', text: 'More than 10 % needs a manager’s approval' } : { type: 'empty' })]}
  />
  <FormSubmit />
</Form>`

/** PopupExample is a form that an error blocks: Enter in a field shows the popup. */
function PopupExample() {
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div style={split}>
      <Form label="Contact" defaultValue={{ name: '', email: 'jo.example.com', phone: '030 1234567' }} onSubmit={setResult}>
        <TextField label="Full name" formKey="name" isRequired />
        <TextField label="Email" formKey="email" validators={[emailAddress]} />
        <TextField label="Phone" formKey="phone" type="tel" validators={[countryCode]} />
        <FormSubmit label="Send" />
      </Form>
      <Result result={result} />
    </div>
  )
}

/** LoadingExample saves for a moment after a submission: the form is loading meanwhile. */
function LoadingExample() {
  const [saving, setSaving] = useState<FormValues | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  useEffect(() => {
    if (!saving) return
    const timer = setTimeout(() => {
      setSaved(`Saved “${String(saving.title)}”.`)
      setSaving(null)
    }, 1500)
    return () => clearTimeout(timer)
  }, [saving])
  return (
    <div style={split}>
      <Form label="Project" isLoading={saving !== null} defaultValue={{ title: 'Spring catalogue' }} onSubmit={({ values }) => setSaving(values)}>
        <TextField label="Project title" formKey="title" isRequired />
        <FormSubmit label="Save" />
      </Form>
      <p role="status">{saving ? 'Saving…' : (saved ?? 'Not saved yet.')}</p>
    </div>
  )
}

/** AddressExample edits a nested object with an ObjectController, the values shown as they change. */
function AddressExample() {
  const [values, setValues] = useState<FormValues>({ company: 'Northwind Metals', address: { street: 'Harbour Road 5', postalCode: '20457', city: 'Hamburg', country: 'de' } })
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div style={split}>
      <Form label="Address" value={values} onValueChange={setValues} onSubmit={setResult}>
        <TextField label="Company" formKey="company" isRequired />
        <ObjectController formKey="address">
          <TextField label="Street" formKey="street" isRequired />
          <div style={row}>
            <TextField label="Postal code" formKey="postalCode" isRequired />
            <TextField label="City" formKey="city" isRequired />
          </div>
          <SingleSelect label="Country" formKey="country" options={countries} isRequired />
        </ObjectController>
        <FormSubmit label="Save address" />
      </Form>
      <div>
        <p style={{ margin: '0 0 var(--unit-2)' }}>
          <strong>value</strong> now:
        </p>
        <pre style={pre}>{JSON.stringify(values, null, 2)}</pre>
        {result && <p>Submitted; {result.validationSummary.errors.length} errors.</p>}
      </div>
    </div>
  )
}

/** ContactsExample edits a list of objects with a ListController: add and remove items. */
function ContactsExample() {
  const [values, setValues] = useState<FormValues>({ contacts: [{ name: 'Robin Example', email: 'robin@example.com', isPrimary: true }] })
  const [result, setResult] = useState<SubmitResult | null>(null)
  return (
    <div style={split}>
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
            <div style={item} role="group" aria-label={`Contact ${index + 1}`}>
              <TextField label="Name" formKey="name" isRequired />
              <TextField label="Email" formKey="email" type="email" validators={[emailAddress]} />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--unit-3)', alignItems: 'end', justifyContent: 'space-between' }}>
                <Toggle label="Primary contact" formKey="isPrimary" />
                <Button variant="text" icon="delete" label="Remove" onClick={remove} />
              </div>
            </div>
          )}
        </ListController>
        <FormSubmit label="Save contacts" />
      </Form>
      <div>
        <p style={{ margin: '0 0 var(--unit-2)' }}>
          <strong>value</strong> now:
        </p>
        <pre style={pre}>{JSON.stringify(values, null, 2)}</pre>
        {result && <p>Submitted {(result.values.contacts as unknown[]).length} contacts.</p>}
      </div>
    </div>
  )
}

/** The form's page: binding fields, submitting, preventSubmissionOn, the popup, loading, object and list controllers, props. */
export default function FormPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A <code>Form</code> holds the values of the fields inside it as one object and submits them together. Each field names its place in that object with{' '}
        <code>formKey</code>; the form knows every field’s validation, decides whether a submission may go ahead, and hands <code>onSubmit</code> the values and a
        summary of every message. Use it for any group of fields that is saved at once.
      </p>
      <ul>
        <li>
          Every field inside a form needs a <code>formKey</code>, and no field outside a form may have one: both are developer errors in the console.
        </li>
        <li>
          <code>FormSubmit</code> is the form’s button: “Submit” unless you label it, disabled while a submission would be blocked, busy while the form loads.
        </li>
        <li>
          Enter in a text field submits the form too, even while the button is disabled: a blocked submission then opens a popup that says what is in the way.
        </li>
      </ul>

      <h2 id="a-complete-form">A complete form</h2>
      <Example
        id="form-order"
        title="An order"
        description="Text, email, number, select, radio, toggle and text area fields in one form. Fill it in and place the order to see what onSubmit receives."
        code={`const [result, setResult] = useState<SubmitResult | null>(null)

<Form
  defaultValue={{ customer: '', email: '', quantity: 1, shipping: 'parcel', handOver: 'door', giftWrap: false, notes: '' }}
  onSubmit={setResult}
>
  <TextField label="Customer" formKey="customer" isRequired autoComplete="organization" />
  <TextField label="Email for the invoice" formKey="email" type="email" isRequired validators={[emailAddress]} />
  <NumberField label="Quantity" formKey="quantity" isRequired minimum={1} maximum={500} decimalPlaces={0} suffix="pcs" validators={[largeOrder]} />
  <SingleSelect label="Shipping" formKey="shipping" options={shipping} isUnsorted isRequired />
  <RadioGroup label="Hand over" formKey="handOver" options={handOver} />
  <Toggle label="Gift wrap" formKey="giftWrap" />
  <TextArea label="Notes for the driver" formKey="notes" isOptional rows={3} />
  <FormSubmit label="Place order" />
</Form>
<pre>{JSON.stringify(result, null, 2)}</pre>`}
      >
        <OrderExample />
      </Example>
      <p>
        <code>onSubmit</code> receives <code>{'{ values, validationSummary }'}</code>. The summary has three lists, <code>errors</code>, <code>warnings</code> and{' '}
        <code>successes</code>, with one <code>{'{ key, label, text }'}</code> per field message; the key is the field’s path in the values, such as{' '}
        <code>contacts.1.email</code>. Fields without a message are left out.
      </p>

      <h2 id="what-blocks-a-submission">What blocks a submission</h2>
      <p>
        <code>preventSubmissionOn</code> says which messages keep the form from submitting. Each example below has the same two fields: a filled reference and a
        discount of 15 % that warns. Clear the reference to add an error.
      </p>
      <table className={styles.table}>
        <caption>preventSubmissionOn</caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Blocks on</th>
            <th scope="col">Use it when</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>error</code> (default)
            </td>
            <td>any error</td>
            <td>warnings are advice that people may ignore.</td>
          </tr>
          <tr>
            <td>
              <code>warning</code>
            </td>
            <td>any error or warning</td>
            <td>a warning must be dealt with before saving, e.g. a price that needs approval.</td>
          </tr>
          <tr>
            <td>
              <code>NEVER</code>
            </td>
            <td>nothing</td>
            <td>you save drafts, or the server decides; the summary still lists every message.</td>
          </tr>
        </tbody>
      </table>
      <Example id="form-prevent-error" title="error: the warning does not block" description="Submit goes ahead; the warning is in the summary." code={preventCode('error')}>
        <PreventExample prevent="error" />
      </Example>
      <Example
        id="form-prevent-warning"
        title="warning: the warning blocks"
        description="The button is disabled. Press Enter in a field to see the popup; lower the discount to 10 to submit."
        code={preventCode('warning')}
      >
        <PreventExample prevent="warning" />
      </Example>
      <Example id="form-prevent-never" title="NEVER: nothing blocks" description="Clear the reference and submit: the error is in the summary, and the values go out anyway." code={preventCode('NEVER')}>
        <PreventExample prevent="NEVER" />
      </Example>

      <h2 id="the-popup-of-a-blocked-submission">The popup of a blocked submission</h2>
      <p>
        When a submission is blocked, a popup titled “Form Submission Not Allowed” lists the errors, then the warnings, each as “label: text”, and from then on
        every field shows its message, touched or not. Closing the popup returns the focus to where it was, so people can start fixing right away.
      </p>
      <Example
        id="form-popup"
        title="Blocked by errors"
        description="The name is required and the email lacks an @. Click into a field and press Enter."
        code={`<Form defaultValue={{ name: '', email: 'jo.example.com', phone: '030 1234567' }} onSubmit={setResult}>
  <TextField label="Full name" formKey="name" isRequired />
  <TextField label="Email" formKey="email" validators={[emailAddress]} />
  <TextField label="Phone" formKey="phone" type="tel" validators={[countryCode]} />
  <FormSubmit label="Send" />
</Form>`}
      >
        <PopupExample />
      </Example>

      <h2 id="loading">Loading</h2>
      <Example
        id="form-loading"
        title="While saving"
        description="isLoading makes the submit button busy, and nothing submits until it is false again. Here saving takes one and a half seconds."
        code={`const [saving, setSaving] = useState(false)

<Form isLoading={saving} onSubmit={({ values }) => { setSaving(true); save(values).finally(() => setSaving(false)) }}>
  <TextField label="Project title" formKey="title" isRequired />
  <FormSubmit label="Save" />
</Form>`}
      >
        <LoadingExample />
      </Example>

      <h2 id="nested-values">Nested values</h2>
      <h3 id="an-object-objectcontroller">An object: ObjectController</h3>
      <p>
        <code>ObjectController</code> gives the fields inside it the keys of an object in the values: <code>formKey="city"</code> inside{' '}
        <code>{'<ObjectController formKey="address">'}</code> edits <code>values.address.city</code>. Its value must be an object that is neither null nor a list.
        This form is controlled: <code>value</code> and <code>onValueChange</code> carry the whole values object.
      </p>
      <Example
        id="form-object-controller"
        title="An address"
        code={`const [values, setValues] = useState({
  company: 'Northwind Metals',
  address: { street: 'Harbour Road 5', postalCode: '20457', city: 'Hamburg', country: 'de' },
})

<Form value={values} onValueChange={setValues} onSubmit={save}>
  <TextField label="Company" formKey="company" isRequired />
  <ObjectController formKey="address">
    <TextField label="Street" formKey="street" isRequired />
    <TextField label="Postal code" formKey="postalCode" isRequired />
    <TextField label="City" formKey="city" isRequired />
    <SingleSelect label="Country" formKey="country" options={countries} isRequired />
  </ObjectController>
  <FormSubmit label="Save address" />
</Form>`}
      >
        <AddressExample />
      </Example>
      <h3 id="a-list-listcontroller">A list: ListController</h3>
      <p>
        <code>ListController</code> renders its children once per item of a list in the values, each item a scope of its own. The children get{' '}
        <code>{'{ index, value, remove }'}</code>; the optional <code>footer</code> gets <code>{'{ count, add }'}</code> to append an item. A field’s key in the
        summary carries the index: <code>contacts.0.email</code>.
      </p>
      <Example
        id="form-list-controller"
        title="Contacts"
        description="Add up to four contacts; remove any of them."
        code={`<Form value={values} onValueChange={setValues} onSubmit={save}>
  <ListController
    formKey="contacts"
    footer={({ count, add }) => (
      <Button icon="person_add" label="Add a contact" isDisabled={count >= 4} onClick={() => add({ name: '', email: '', isPrimary: false })} />
    )}
  >
    {({ index, remove }) => (
      <div role="group" aria-label={\`Contact \${index + 1}\`}>
        <TextField label="Name" formKey="name" isRequired />
        <TextField label="Email" formKey="email" type="email" validators={[emailAddress]} />
        <Toggle label="Primary contact" formKey="isPrimary" />
        <Button variant="text" icon="delete" label="Remove" onClick={remove} />
      </div>
    )}
  </ListController>
  <FormSubmit label="Save contacts" />
</Form>`}
      >
        <ContactsExample />
      </Example>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The form is a <code>form</code> element; give it a <code>label</code> when a page has several, so it is a named landmark.
        </li>
        <li>The submit button is a real submit button; while disabled it says so to screen readers, and Enter in a text field still explains why.</li>
        <li>The popup is a modal dialog named by its title; its lists are headed “Errors” and “Warnings” in the reader’s language.</li>
        <li>After a blocked submission, every field shows its message and describes its control with it (aria-describedby), errors with aria-invalid.</li>
      </ul>

      <h2 id="developer-errors">Developer errors</h2>
      <p>These are logged in the console, each naming the component:</p>
      <table className={styles.table}>
        <caption>Developer errors of the form</caption>
        <thead>
          <tr>
            <th scope="col">Mistake</th>
            <th scope="col">Console error</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>A FormSubmit outside a Form</td>
            <td>
              <code className={styles.message}>{FORM_SUBMIT_OUTSIDE}</code>
            </td>
          </tr>
          <tr>
            <td>An ObjectController on null, a list or a plain value</td>
            <td>
              <code className={styles.message}>{OBJECT_CONTROLLER_VALUE} (formKey "address" holds null)</code>
            </td>
          </tr>
          <tr>
            <td>A ListController on anything but a list</td>
            <td>
              <code className={styles.message}>{LIST_CONTROLLER_VALUE} (formKey "contacts" holds an object)</code>
            </td>
          </tr>
          <tr>
            <td>A field whose validation has an unknown type, on submit</td>
            <td>
              <code className={styles.message}>Form: unexpected validation state on submit: field "vat" reported type "info" (preventSubmissionOn "error")</code>
            </td>
          </tr>
          <tr>
            <td>A preventSubmissionOn the form cannot decide on, on submit</td>
            <td>
              <code className={styles.message}>
                Form: validation error on submit: cannot decide on type "error" with preventSubmissionOn "always"; treated as "error"
              </code>
            </td>
          </tr>
          <tr>
            <td>A field inside a form without formKey</td>
            <td>
              <code className={styles.message}>TextField: a field inside a Form needs a formKey</code>
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Form"
        schema={formSchema}
        cases={[
          { code: 'preventSubmissionOn="never"', props: { preventSubmissionOn: 'never' } },
          { code: 'defaultValue={[]}', props: { defaultValue: [] } },
          { code: 'onSubmit="save"', props: { onSubmit: 'save' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={formSchema} name="Form" />
      <PropsTable schema={formSubmitSchema} name="FormSubmit" />
      <PropsTable schema={objectControllerSchema} name="ObjectController" />
      <PropsTable schema={listControllerSchema} name="ListController" />
    </article>
  )
}
