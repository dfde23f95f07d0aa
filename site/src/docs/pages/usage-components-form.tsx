import { FORM_SUBMIT_OUTSIDE, LIST_CONTROLLER_VALUE, OBJECT_CONTROLLER_VALUE } from '../../library/form/logic'
import { formSchema, formSubmitSchema, listControllerSchema, objectControllerSchema } from '../../library/form/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/form/*.tsx', { eager: true }),
  import.meta.glob('../examples/form/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

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
      <Example example={ex['form-order']} title="An order" description="Text, email, number, select, radio, toggle and text area fields in one form. Fill it in and place the order to see what onSubmit receives." />
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
      <Example example={ex['form-prevent-error']} title="error: the warning does not block" description="Submit goes ahead; the warning is in the summary." />
      <Example example={ex['form-prevent-warning']} title="warning: the warning blocks" description="The button is disabled. Press Enter in a field to see the popup; lower the discount to 10 to submit." />
      <Example example={ex['form-prevent-never']} title="NEVER: nothing blocks" description="Clear the reference and submit: the error is in the summary, and the values go out anyway." />

      <h2 id="the-popup-of-a-blocked-submission">The popup of a blocked submission</h2>
      <p>
        When a submission is blocked, a popup titled “Form Submission Not Allowed” lists the errors, then the warnings, each as “label: text”, and from then on
        every field shows its message, touched or not. Closing the popup returns the focus to where it was, so people can start fixing right away.
      </p>
      <Example example={ex['form-popup']} title="Blocked by errors" description="The name is required and the email lacks an @. Click into a field and press Enter." />

      <h2 id="loading">Loading</h2>
      <Example example={ex['form-loading']} title="While saving" description="isLoading makes the submit button busy, and nothing submits until it is false again. Here saving takes one and a half seconds." />

      <h2 id="nested-values">Nested values</h2>
      <h3 id="an-object-objectcontroller">An object: ObjectController</h3>
      <p>
        <code>ObjectController</code> gives the fields inside it the keys of an object in the values: <code>formKey="city"</code> inside{' '}
        <code>{'<ObjectController formKey="address">'}</code> edits <code>values.address.city</code>. Its value must be an object that is neither null nor a list.
        This form is controlled: <code>value</code> and <code>onValueChange</code> carry the whole values object.
      </p>
      <Example example={ex['form-object-controller']} title="An address" />
      <h3 id="a-list-listcontroller">A list: ListController</h3>
      <p>
        <code>ListController</code> renders its children once per item of a list in the values, each item a scope of its own. The children get{' '}
        <code>{'{ index, value, remove }'}</code>; the optional <code>footer</code> gets <code>{'{ count, add }'}</code> to append an item. A field’s key in the
        summary carries the index: <code>contacts.0.email</code>.
      </p>
      <Example example={ex['form-list-controller']} title="Contacts" description="Add up to four contacts; remove any of them." />

      <Reference />
    </article>
  )
}

/** Reference is the end of the page: accessibility, the developer errors, validation and props. */
function Reference() {
  return (
    <>
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
          { props: { preventSubmissionOn: 'never' } },
          { props: { defaultValue: [] } },
          { props: { onSubmit: 'save' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={formSchema} name="Form" />
      <PropsTable schema={formSubmitSchema} name="FormSubmit" />
      <PropsTable schema={objectControllerSchema} name="ObjectController" />
      <PropsTable schema={listControllerSchema} name="ListController" />
    </>
  )
}
