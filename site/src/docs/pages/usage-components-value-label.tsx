import { z } from 'zod'
import '../../library/utilities.css'
import { VALIDATION_TYPES } from '../../library/value-label/logic'
import { valueLabelSchema } from '../../library/value-label/schema'
import { ValueLabel } from '../../library/value-label/ValueLabel'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { jsxCode } from '../kit/schema-docs'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

// The playground edits the validation as two flat controls; the code it prints is the real prop.
const playgroundSchema = valueLabelSchema.omit({ validation: true, children: true }).extend({
  value: z.string().nullable().default(null).meta({ description: 'The value (a number in code is written in the locale’s format).' }),
  validationType: z.enum(VALIDATION_TYPES).nullable().default(null).meta({ description: 'validation.type, or no validation.' }),
  validationText: z.string().default('Check this value').meta({ description: 'validation.text.' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>

function PlaygroundValueLabel({ validationType, validationText, ...props }: PlaygroundProps) {
  return <ValueLabel {...props} validation={validationType ? { type: validationType, text: validationText || 'Check this value' } : null} />
}

function playgroundCode(values: Record<string, unknown>): string {
  const { validationType, validationText, ...rest } = values
  const props = validationType ? { ...rest, validation: { type: validationType, text: validationText || 'Check this value' } } : rest
  return jsxCode('ValueLabel', props, { defaults: { value: null, helpText: null, isLoading: false, validation: null } })
}

const ex = examples(
  import.meta.glob('../examples/value-label/*.tsx', { eager: true }),
  import.meta.glob('../examples/value-label/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** The value label's page: label and value, numbers in the example locale, Not set, validation states, loading, custom content, props and playground. */
export default function ValueLabelPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A value label shows a value that people read but do not edit here: a small label above, the value below. Use it for the details of an order, a customer
        or a machine; use a form field where the value can change.
      </p>

      <h2 id="label-and-value">Label and value</h2>
      <p>
        The value is a string or a number; numbers are written with the separators of the reader’s language (switch the example language in the navbar). Stack
        value labels with 16 px between them; the last has no margin after it.
      </p>
      <Example example={ex.basic} title="Stacked" />
      <Example example={ex.grid} title="In a grid" description="Side by side, they wrap to the width available." />

      <h2 id="not-set">Not set</h2>
      <Example example={ex['not-set']} title="Empty values" description="null, no value or a blank string read “Not set”, in the reader’s language; 0 is a value." />

      <h2 id="validation-states">Validation states</h2>
      <p>
        <code>validation</code> adds a state under the value: error, warning or success, each with its own icon, colour and text, and a bar beside the value. The
        state never rests on colour alone: the icon is named (“Error”, “Warning”, “Success”) and the text says what is wrong or right.
      </p>
      <Example example={ex.validation} title="Error, warning, success" />

      <h2 id="loading">Loading</h2>
      <Example example={ex.loading} title="While the value loads" description="A skeleton stands in for the value, which is busy and says “Loading” to screen readers." />

      <h2 id="help-text-and-custom-content">Help text and custom content</h2>
      <Example example={ex.custom} title="Help text, a link, a tag" description="helpText adds a hint under the value; children replace the value with any content." />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          Each value label is a description list: the label is the term (<code>dt</code>), the value its description (<code>dd</code>), so screen readers read them
          as a pair.
        </li>
        <li>The validation text and the help text describe the value (<code>aria-describedby</code>); the state’s icon has a name.</li>
        <li>
          While loading, the value is <code>aria-busy</code> and carries a hidden “Loading”; the skeleton is hidden from screen readers.
        </li>
        <li>Colours of the states come from the support tokens and keep AA contrast.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="ValueLabel"
        schema={valueLabelSchema}
        cases={[
          { props: { value: 'x' } },
          { props: { label: 'Paid', value: true } },
          { props: { label: 'Paid', validation: { type: 'info', text: 'Hi' } } },
          { props: { label: 'Paid', validation: { type: 'error', text: '' } } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={valueLabelSchema} name="ValueLabel" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={playgroundSchema}
        name="ValueLabel"
        component={PlaygroundValueLabel}
        initial={{ label: 'Delivery date', value: 'Friday', validationType: 'warning', validationText: 'Later than the customer asked for' }}
        description="validationType and validationText set the validation prop."
        code={(values) => playgroundCode(values)}
      />
    </article>
  )
}
