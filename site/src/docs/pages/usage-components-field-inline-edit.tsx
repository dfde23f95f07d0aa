import { FieldInlineEdit } from '../../library/field-inline-edit/FieldInlineEdit'
import { fieldInlineEditSchema, type FieldInlineEditProps } from '../../library/field-inline-edit/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/field-inline-edit/*.tsx', { eager: true }),
  import.meta.glob('../examples/field-inline-edit/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** PlaygroundInlineEdit starts over when the playground changes defaultValue, which an uncontrolled inline edit reads once. */
function PlaygroundInlineEdit(props: FieldInlineEditProps) {
  return <FieldInlineEdit key={String(props.defaultValue)} {...props} />
}

/** The inline edit's page: viewing and editing, keys, multiline, text styles, validation levels, read-only, props and playground. */
export default function FieldInlineEditPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        An inline edit shows a value as plain text, in place, and turns it into a field when someone clicks it or tabs to it. Use it where values are mostly
        read and now and then corrected: the name of a project in its heading, a note in a table row. Where people fill in several values at once, use a form.
      </p>
      <table className={styles.table}>
        <caption>How it behaves</caption>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Click or focus the text</td>
            <td>Editing starts, with the text in a focused field and a confirm button beside it.</td>
          </tr>
          <tr>
            <td>Enter, or the confirm button</td>
            <td>The edit is saved (onValueChange) and the text shows again, with the focus on it.</td>
          </tr>
          <tr>
            <td>Shift+Enter (multiline)</td>
            <td>Adds a line.</td>
          </tr>
          <tr>
            <td>Escape</td>
            <td>The edit is dropped; the text shows as it was.</td>
          </tr>
          <tr>
            <td>Click or focus outside</td>
            <td>The edit is saved, as with Enter.</td>
          </tr>
        </tbody>
      </table>
      <p>
        The root carries <code>data-state</code>: <code>editable</code> while the text shows, <code>editing</code> while the field shows, <code>readonly</code> when it
        cannot be edited. An empty value, <code>null</code> or blank text, shows the placeholder “Click to edit” in the reader’s language; saving a blank edit
        saves <code>null</code>.
      </p>

      <h2 id="single-line">Single line</h2>
      <Example
        example={ex['inline-basic']}
        title="A project name"
        description="Click the name, change it, and press Enter, press Escape, or click elsewhere."
      />
      <Example example={ex['inline-controlled']} title="Controlled" description="onValueChange is called once per saved edit, not while typing." />

      <h2 id="text-styles-and-multiline">Text styles and multiline</h2>
      <p>
        <code>textStyle</code> sets the type of the text and of its field: <code>heading</code> for a title, <code>body</code> (the default) for running text.{' '}
        <code>isMultiline</code> edits in a text area, where Enter saves and Shift+Enter adds a line; it keeps the body style, so <code>textStyle</code> cannot be
        combined with it.
      </p>
      <Example example={ex['inline-styles']} title="Heading and multiline" />

      <h2 id="empty-and-read-only">Empty and read-only</h2>
      <Example
        example={ex['inline-empty-readonly']}
        title="Placeholder and read-only"
        description="Empty values show the placeholder; a read-only inline edit shows the text only."
      />

      <h2 id="validation">Validation</h2>
      <p>
        Validators judge the text being edited, like a field’s; <code>isRequired</code> makes an empty text the error “This field is required”. Their message
        shows under the field once the text changes or a save is tried. <code>blockOn</code> says which level keeps the edit from being saved: while blocked,
        Enter, the confirm button and a click outside leave the field open with its message; Escape still drops the edit.
      </p>
      <Example
        example={ex['inline-block-on']}
        title="blockOn: error, warning, never"
        description="Each has the same validators: more than 24 characters is an error, all capitals a warning. Try “PRESS 4” and a long name in each."
      />
      <Example example={ex['inline-required']} title="Required" />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The text is a button whose name is the label and the text (“Project name: Spring catalogue”); Enter or Space on it starts editing.</li>
        <li>The field is named by the label; its message describes it (aria-describedby), an error with aria-invalid.</li>
        <li>The confirm button is named “Confirm” in the reader’s language. After Enter or Escape the focus goes back to the text.</li>
        <li>Read-only text keeps the label for screen readers and is not a tab stop.</li>
      </ul>

      <h2 id="props-validation">Props validation</h2>
      <Validation
        name="FieldInlineEdit"
        schema={fieldInlineEditSchema}
        cases={[
          { props: { label: 'Notes', isMultiline: true, textStyle: 'heading' } },
          { props: { label: 'Notes', blockOn: 'always' } },
          { props: { defaultValue: 'x' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={fieldInlineEditSchema} name="FieldInlineEdit" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={fieldInlineEditSchema}
        name="FieldInlineEdit"
        component={PlaygroundInlineEdit}
        initial={{ label: 'Project name', defaultValue: 'Spring catalogue' }}
        omit={['value', 'validators']}
        description="Try the rule across props: isMultiline with a textStyle logs an error in the console."
      />
    </article>
  )
}
