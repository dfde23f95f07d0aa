import type { CSSProperties } from 'react'
import '../../library/utilities.css'
import '../../library/loadings/loadings.css'
import { Skeleton, Spinner } from '../../library/loadings/Loading'
import { skeletonSchema, spinnerSchema } from '../../library/loadings/schema'
import { Example } from '../kit/Example'
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

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--unit-6)' }
const primarySurface: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--unit-2)',
  padding: 'var(--unit-2) var(--unit-4)',
  borderRadius: 'var(--radius)',
  background: 'var(--interactive-01)',
  color: 'var(--white)',
  fontWeight: 600,
  fontSize: 'var(--font-size-small)',
}
const card: CSSProperties = { display: 'flex', gap: 'var(--unit-4)', alignItems: 'flex-start', maxWidth: '28rem', padding: 'var(--unit-4)', border: '1px solid var(--ui-02)', borderRadius: 'var(--radius-large)' }

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
      <Example
        id="spinner-sizes"
        title="Sizes"
        description="Small, medium and large."
        language="html"
        code={`<span class="ts-spinner ts-spinner-sm" aria-hidden="true"></span>
<span class="ts-spinner" aria-hidden="true"></span>
<span class="ts-spinner ts-spinner-lg" aria-hidden="true"></span>`}
      >
        <div style={row}>
          <span className="ts-spinner ts-spinner-sm" aria-hidden="true" />
          <span className="ts-spinner" aria-hidden="true" />
          <span className="ts-spinner ts-spinner-lg" aria-hidden="true" />
        </div>
      </Example>
      <Example
        id="spinner-tones"
        title="Tones"
        description="Primary on light surfaces, muted where the brand colour would compete, on-primary on a primary surface."
        language="html"
        code={`<span class="ts-spinner" aria-hidden="true"></span>
<span class="ts-spinner ts-spinner-muted" aria-hidden="true"></span>
<span class="ts-spinner ts-spinner-on-primary" aria-hidden="true"></span>`}
      >
        <div style={row}>
          <span className="ts-spinner" aria-hidden="true" />
          <span className="ts-spinner ts-spinner-muted" aria-hidden="true" />
          <span style={primarySurface}>
            <span className="ts-spinner ts-spinner-on-primary" aria-hidden="true" />
          </span>
        </div>
      </Example>
      <Example
        id="spinner-inline"
        title="Inline, in a button"
        description="The spinner takes the size of the text. The button says what happens and is busy; the spinner is decorative."
        language="html"
        code={`<button class="primary" aria-busy="true">
  <span class="ts-spinner ts-spinner-inline ts-spinner-on-primary" aria-hidden="true"></span>
  Uploading
</button>
<p>
  <span class="ts-spinner ts-spinner-inline ts-spinner-muted" aria-hidden="true"></span>
  Checking the address…
</p>`}
      >
        <div className="ts-stack ts-gap-4">
          <div>
            <button type="button" style={{ ...primarySurface, border: 0, font: 'inherit', fontWeight: 600 }} aria-busy="true">
              <span className="ts-spinner ts-spinner-inline ts-spinner-on-primary" aria-hidden="true" style={{ marginInlineEnd: 0 }} />
              Uploading
            </button>
          </div>
          <p className="ts-m-0">
            <span className="ts-spinner ts-spinner-inline ts-spinner-muted" aria-hidden="true" />
            Checking the address…
          </p>
        </div>
      </Example>
      <Example
        id="spinner-component"
        title="The Spinner component"
        description="A status that screen readers announce once: “Loading” in the reader’s language, or its own label."
        code={`<Spinner />
<Spinner size="large" label="Loading orders" />
<Spinner size="small" tone="muted" decorative inline />`}
      >
        <div style={row}>
          <Spinner />
          <Spinner size="large" label="Loading orders" />
          <span>
            <Spinner size="small" tone="muted" decorative inline />
            Saving…
          </span>
        </div>
      </Example>

      <h2 id="skeletons">Skeletons</h2>
      <Example
        id="skeleton-shapes"
        title="Shapes and sizes"
        description="Circles and squares in three sizes, and bars of three heights."
        language="html"
        code={`<span class="ts-skeleton ts-skeleton-circle ts-skeleton-sm"></span>
<span class="ts-skeleton ts-skeleton-circle"></span>
<span class="ts-skeleton ts-skeleton-circle ts-skeleton-lg"></span>
<span class="ts-skeleton ts-skeleton-square ts-skeleton-sm"></span>
<span class="ts-skeleton ts-skeleton-square"></span>
<span class="ts-skeleton ts-skeleton-square ts-skeleton-lg"></span>
<span class="ts-skeleton ts-skeleton-rect ts-skeleton-sm" style="width: 40%"></span>
<span class="ts-skeleton ts-skeleton-rect" style="width: 60%"></span>
<span class="ts-skeleton ts-skeleton-rect ts-skeleton-lg" style="width: 80%"></span>`}
      >
        <div className="ts-stack ts-gap-4" aria-hidden="true">
          <div style={row}>
            <span className="ts-skeleton ts-skeleton-circle ts-skeleton-sm" />
            <span className="ts-skeleton ts-skeleton-circle" />
            <span className="ts-skeleton ts-skeleton-circle ts-skeleton-lg" />
            <span className="ts-skeleton ts-skeleton-square ts-skeleton-sm" />
            <span className="ts-skeleton ts-skeleton-square" />
            <span className="ts-skeleton ts-skeleton-square ts-skeleton-lg" />
          </div>
          <span className="ts-skeleton ts-skeleton-rect ts-skeleton-sm" style={{ width: '40%' }} />
          <span className="ts-skeleton ts-skeleton-rect" style={{ width: '60%' }} />
          <span className="ts-skeleton ts-skeleton-rect ts-skeleton-lg" style={{ width: '80%' }} />
        </div>
      </Example>
      <Example
        id="skeleton-text"
        title="Text and block"
        description="Four lines of a paragraph, then a block for an image."
        language="html"
        code={`<div class="ts-skeleton-text">
  <span class="ts-skeleton-line"></span>
  <span class="ts-skeleton-line"></span>
  <span class="ts-skeleton-line"></span>
  <span class="ts-skeleton-line"></span>
</div>
<span class="ts-skeleton ts-skeleton-block"></span>`}
      >
        <div className="ts-stack ts-gap-4" aria-hidden="true">
          <div className="ts-skeleton-text">
            <span className="ts-skeleton-line" />
            <span className="ts-skeleton-line" />
            <span className="ts-skeleton-line" />
            <span className="ts-skeleton-line" />
          </div>
          <span className="ts-skeleton ts-skeleton-block" />
        </div>
      </Example>
      <Example
        id="skeleton-card"
        title="A loading card"
        description="Composed with the Skeleton component. The card is busy and a status says “Loading” once, for all the shapes."
        code={`<section aria-busy="true" aria-label="Customer">
  <Skeleton shape="circle" size="large" />
  <div>
    <Skeleton size="large" width="50%" />
    <Skeleton shape="text" lines={3} />
  </div>
  <Spinner size="small" tone="muted" />
</section>`}
      >
        <section style={card} aria-busy="true" aria-label="Customer">
          <Skeleton shape="circle" size="large" />
          <div className="ts-stack" style={{ flex: 1, gap: 'var(--unit-3)' }}>
            <Skeleton size="large" width="50%" />
            <Skeleton shape="text" lines={3} />
          </div>
          <Spinner size="small" tone="muted" />
        </section>
      </Example>

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
