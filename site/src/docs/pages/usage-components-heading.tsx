import '../../library/utilities.css'
import { Heading } from '../../library/heading/Heading'
import { headingSchema, type HeadingProps } from '../../library/heading/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

const ex = examples(
  import.meta.glob('../examples/heading/*.tsx', { eager: true }),
  import.meta.glob('../examples/heading/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** PlaygroundHeading starts over when defaultOpen changes, so the control shows its effect. */
function PlaygroundHeading(props: HeadingProps) {
  return <Heading key={String(props.defaultOpen ?? false)} {...props} />
}

const playgroundInitial: HeadingProps = {
  text: 'Order history',
  level: 3,
  type: 'toggle',
  actionText: 'Export',
  icon: 'download',
  children: 'The last twelve orders of this customer.',
}

/** The heading's page: levels and sizes, the action heading, the toggle heading (uncontrolled, controlled, own texts), props and playground. */
export default function HeadingPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A heading names the section below it. Its <code>level</code> makes the element, <code>h1</code> to <code>h6</code>, and so the outline that screen reader
        users jump through; its <code>size</code> lets it look like another level when the layout asks for it. Two kinds of heading do more: an{' '}
        <strong>action heading</strong> ends with a button or a link that acts on the section, and a <strong>toggle heading</strong> ends with a button that shows and
        hides the section’s content.
      </p>

      <h2 id="levels">Levels</h2>
      <p>
        Use one <code>h1</code> per page, the page’s title, and go down one level at a time. A heading is an <code>h2</code> unless told.
      </p>
      <Example example={ex.levels} title="Levels 1 to 6" description="Each level has its own size and weight; 6 is a small uppercase label." />
      <Example example={ex.size} title="Size apart from level" description="An h2 inside a narrow side panel that looks like a level 4 heading, and an h4 that looks like a level 2 one. The outline stays right." />

      <h2 id="action-heading">Action heading</h2>
      <p>
        <code>type=&quot;action&quot;</code> puts a button at the end of the heading, with <code>actionText</code> and an optional <code>icon</code>; it calls{' '}
        <code>onAction</code>. With <code>actionHref</code> the action is a link instead, for an action that goes somewhere. Keep the text short and specific: “Add
        address”, not “Click here”.
      </p>
      <Example example={ex.action} title="With a button" description="The button says what it does; a click shows a toast here." />
      <Example example={ex['action-link']} title="With a link" />

      <h2 id="toggle-heading">Toggle heading</h2>
      <p>
        <code>type=&quot;toggle&quot;</code> ends the heading with a button that says <strong>View</strong> while the content is hidden and <strong>Close</strong>{' '}
        while it shows, in the reader’s language (try the example language in the navbar). The content is the heading’s <code>children</code>, in a region named by
        the heading. It starts closed; <code>defaultOpen</code> starts it open.
      </p>
      <Example example={ex.toggle} title="Closed at first" />
      <Example example={ex['toggle-open']} title="Open at first" />
      <Example example={ex['toggle-texts']} title="Own texts" description="viewText and closeText replace the locale’s View and Close, for a button that says more. Translate them yourself." />
      <Example example={ex['toggle-controlled']} title="Controlled" description="open and onOpenChange put the state in your hands, here to open both sections at once." />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The heading is a real <code>h1</code>–<code>h6</code>; pick the level for the outline and the size for the look.</li>
        <li>
          The toggle is a <code>button</code> with <code>aria-expanded</code> and <code>aria-controls</code>; its name is its text followed by the heading (“View
          Payment terms”), so several toggles on one screen stay distinct. Enter and Space operate it.
        </li>
        <li>The toggled content is a region named by the heading, hidden from everyone while closed.</li>
        <li>The action is a button, or a link when it navigates; an icon next to its text is decorative.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Heading"
        schema={headingSchema}
        cases={[
          { props: { text: '' } },
          { props: { text: 'Orders', level: 7 } },
          { props: { text: 'Orders', type: 'action' } },
          { props: { text: 'Orders', type: 'action', actionText: 'Add', icon: 'smile' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={headingSchema} name="Heading" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={headingSchema}
        name="Heading"
        component={PlaygroundHeading}
        initial={playgroundInitial}
        omit={['open']}
        childrenCode="The last twelve orders of this customer."
      />
    </article>
  )
}
