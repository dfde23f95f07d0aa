import { Accordion } from '../../library/accordion/Accordion'
import { accordionSchema, type AccordionProps } from '../../library/accordion/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const RETURNS = 'Unused items can be sent back within 30 days. Print the label from your order page, pack the parcel and hand it to any post office.'

const ex = examples(
  import.meta.glob('../examples/accordion/*.tsx', { eager: true }),
  import.meta.glob('../examples/accordion/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: AccordionProps = { title: 'Returns, playground', icon: 'box', defaultOpen: true, children: RETURNS }

/** The accordion's page: open and closed, with an icon, controlled from outside, a list of them, validation, props and playground. */
export default function AccordionPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        An accordion hides a section’s content under its header until the reader asks for it. Use it for details that most readers skip: terms, long
        explanations, optional settings. Do not hide what everyone needs to read.
      </p>
      <p>
        The whole header is a button. A click, Enter or Space opens or closes the panel, which grows or shrinks in 300 ms with an ease curve; readers who ask
        their system for reduced motion get no animation.
      </p>

      <h2 id="closed-and-open">Closed and open</h2>
      <Example
        example={ex.basic}
        title="Uncontrolled"
        description="The accordion keeps its own state; defaultOpen sets where it starts. The first starts closed, the second open."
      />

      <h2 id="with-an-icon">With an icon</h2>
      <Example example={ex.icon} title="Using icons" description="An icon before the title helps the reader scan a list of sections." />

      <h2 id="controlled">Controlled</h2>
      <p>
        Pass <code>open</code> and <code>onOpenChange</code> to keep the state yourself, for example to open a section from a button elsewhere on the screen
        or to keep only one section of a list open.
      </p>
      <Example example={ex.controlled} title="Opened from outside" description="The button and the header change the same state." />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The header is a <code>button</code> inside a heading (<code>headingLevel</code>, 3 unless told) with <code>aria-expanded</code> and{' '}
          <code>aria-controls</code> pointing at the panel.
        </li>
        <li>
          The panel is a <code>region</code> named by the header. Once closed, its content leaves the tab order and the accessibility tree.
        </li>
        <li>
          The state shows as <code>data-state=&quot;open&quot;</code> or <code>&quot;closed&quot;</code> on the accordion and its panel.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Accordion"
        schema={accordionSchema}
        cases={[
          { props: { title: '' } },
          { props: { title: 'Edit', icon: 'pencil' } },
          { props: { title: 'Edit', headingLevel: 1 } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={accordionSchema} name="Accordion" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={accordionSchema}
        name="Accordion"
        component={Accordion}
        initial={playgroundInitial}
        omit={['open']}
        childrenCode={RETURNS}
        description="Changing defaultOpen starts the accordion again in that state; the header opens and closes it."
        frame={(live, props) => <div key={String(props.defaultOpen)}>{live}</div>}
      />
    </article>
  )
}
