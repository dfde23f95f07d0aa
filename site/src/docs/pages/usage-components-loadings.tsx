import '../../library/utilities.css'
import '../../library/loadings/loadings.css'
import { skeletonSchema, spinnerSchema } from '../../library/loadings/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'

const CLASSES: Array<{ name: string; does: string }> = [
  { name: 'ts-spinner', does: 'A 24 px ring turning in the primary colour.' },
  { name: 'ts-spinner-sm / ts-spinner-lg', does: '16 px (buttons, lines of text) / 40 px (a whole panel).' },
  { name: 'ts-spinner-muted', does: 'A grey ring, where the brand colour would compete.' },
  { name: 'ts-spinner-on-primary', does: 'A white arc, on a primary button or another dark surface.' },
  { name: 'ts-spinner-inline', does: 'The size of the text around it, with a gap after it.' },
  { name: 'ts-skeleton ts-skeleton-rect', does: 'A bar for a line or a value, full width unless sized; -sm and -lg change its height.' },
  { name: 'ts-skeleton ts-skeleton-circle', does: 'A round shape for an avatar, 40 px; -sm 24 px, -lg 64 px.' },
  { name: 'ts-skeleton ts-skeleton-square', does: 'A square for an icon or a thumbnail, same sizes as the circle.' },
  { name: 'ts-skeleton ts-skeleton-block', does: 'A large area for an image or a card body, 8rem high.' },
  { name: 'ts-skeleton-text > ts-skeleton-line', does: 'Lines of a paragraph; the last of several is shorter.' },
]

const ex = examples(
  import.meta.glob('../examples/loadings/*.tsx', { eager: true }),
  import.meta.glob('../examples/loadings/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** The loadings page: the CSS classes of spinners and skeletons, their components, and how to tell assistive technology that something loads. */
export default function LoadingsPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Loadings are plain CSS: a spinner for a wait of unknown length, and skeletons, grey shapes standing in for content that is on its way. Import{' '}
        <code>loadings.css</code> once and put its classes on any element; the <code>Spinner</code> and <code>Skeleton</code> components below only add the right
        classes and the accessibility attributes.
      </p>
      <pre tabIndex={0}>
        <code>{`import '@tessera-ds/library/loadings/loadings.css'`}</code>
      </pre>
      <p>
        Prefer a skeleton where the shape of what comes is known (a card, a list, a value): the page does not jump when it arrives. Use a spinner for an action
        the user started, in the button that started it, or for a panel whose content has no predictable shape.
      </p>

      <h2 id="spinner">Spinner</h2>
      <Example example={ex['spinner-sizes']} title="Sizes" description="Small, medium and large." />
      <Example example={ex['spinner-tones']} title="Tones" description="Primary on light surfaces, muted where the brand colour would compete, on-primary on a primary surface." />
      <Example example={ex['spinner-inline']} title="Inline, in a button" description="The spinner takes the size of the text. The button says what happens and is busy; the spinner is decorative." />
      <Example example={ex['spinner-component']} title="The Spinner component" description="A status that screen readers announce once: “Loading” in the reader’s language, or its own label." />

      <h2 id="skeletons">Skeletons</h2>
      <Example example={ex['skeleton-shapes']} title="Shapes and sizes" description="Circles and squares in three sizes, and bars of three heights." />
      <Example example={ex['skeleton-text']} title="Text and block" description="Four lines of a paragraph, then a block for an image." />
      <Example example={ex['skeleton-card']} title="A loading card" description="Composed with the Skeleton component. The card is busy and a status says “Loading” once, for all the shapes." />

      <h2 id="class-reference">Class reference</h2>
      <table className={styles.table}>
        <caption>Classes of loadings.css</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">What it draws</th>
          </tr>
        </thead>
        <tbody>
          {CLASSES.map((c) => (
            <tr key={c.name}>
              <td>
                <code>{c.name}</code>
              </td>
              <td>{c.does}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          Shapes say nothing: mark every spinner and skeleton drawn with the classes <code>aria-hidden=&quot;true&quot;</code>. Put <code>aria-busy=&quot;true&quot;</code>{' '}
          on the region that loads and remove it when the content is in.
        </li>
        <li>
          Say that something loads once, in a <code>role=&quot;status&quot;</code> element (what <code>Spinner</code> renders, with “Loading” in the reader’s
          language). A spinner in a button that already says “Uploading” stays decorative.
        </li>
        <li>
          Motion: with <em>reduce motion</em> set in the system, spinners stop turning and fade slowly instead, and skeletons stop pulsing. Every still frame is
          complete: a ring with its arc, grey shapes at full strength.
        </li>
        <li>Skeletons are grey on white: decoration, with no contrast requirement. Never put text on them.</li>
      </ul>

      <h2 id="props-of-the-components">Props of the components</h2>
      <PropsTable schema={spinnerSchema} name="Spinner" />
      <PropsTable schema={skeletonSchema} name="Skeleton" />
    </article>
  )
}
