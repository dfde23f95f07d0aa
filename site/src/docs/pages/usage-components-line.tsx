import '../../library/utilities.css'
import { Line } from '../../library/line/Line'
import { lineSchema, type LineProps } from '../../library/line/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

const ex = examples(
  import.meta.glob('../examples/line/*.tsx', { eager: true }),
  import.meta.glob('../examples/line/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: LineProps = { text: 'or', position: 'center' }

/** The line's page: the plain separator, text in the middle or at a side, a line with a button, props and playground. */
export default function LinePage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A line separates two parts of a screen that belong to the same whole: two groups of fields in a form, the sign-in form and its alternatives, today’s
        messages and older ones. Where the parts need a name, a heading is usually better; a line with a short text suits a word like “or” or a date between
        messages.
      </p>

      <h2 id="plain-line">Plain line</h2>
      <Example example={ex.plain} title="A plain separator" description="An hr: a thematic break that screen readers announce as a separator." />

      <h2 id="line-with-text">Line with text</h2>
      <p>
        <code>text</code> puts a short text in the line: centred, or with <code>position</code> at the start (<code>left</code>) or the end (<code>right</code>)
        after a short rule. The line is then a separator named by its text. Long texts wrap.
      </p>
      <Example example={ex['text-center']} title="Centred" />
      <Example example={ex['text-sides']} title="Left and right" />

      <h2 id="line-with-a-button">Line with a button</h2>
      <p>
        With <code>onClick</code> the text becomes a button in the line, for an action that belongs exactly there, such as revealing hidden entries of a list. The
        line then is a plain group around the button (a separator’s content would be hidden from screen readers). It needs a text to click.
      </p>
      <Example example={ex.interactive} title="Reveal older entries" />
      <Example example={ex['interactive-positions']} title="Button positions" description="A click shows a toast." />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          A plain line is an <code>hr</code>; a line with text is a <code>separator</code> named by its text; a line with a button is no separator, so the button
          stays reachable.
        </li>
        <li>The rules are decorative and hidden from screen readers.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Line"
        schema={lineSchema}
        cases={[
          { props: { text: 'or', position: 'top' } },
          { props: { onClick: () => {} }, expressions: { onClick: 'load' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={lineSchema} name="Line" />

      <h2 id="playground">Playground</h2>
      <Playground schema={lineSchema} name="Line" component={Line} initial={playgroundInitial} />
    </article>
  )
}
