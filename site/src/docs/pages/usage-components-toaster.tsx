import { useRef } from 'react'
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_TYPES, TOAST_WIDTH_PX, type ToastType } from '../../library/toaster/logic'
import { toasterSchema, toastSchema, type ToasterProps } from '../../library/toaster/schema'
import { Toast, Toaster, useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const TYPE_TEXT: Record<ToastType, { header: string; text: string }> = {
  error: { header: 'Upload failed', text: 'The file could not be uploaded. Check the connection and try again.' },
  info: { header: 'New version', text: 'Version 2.4 of the price list is in use from today.' },
  success: { header: 'Order saved', text: 'PO-2041 was saved and sent for approval.' },
  warning: { header: 'Material running low', text: 'Only 2 kg of PA12 are left.' },
}

function ShowButtons() {
  const toast = useToast()
  return (
    <div className={styles.actions}>
      {TOAST_TYPES.map((type) => (
        <button key={type} type="button" className={styles.button} onClick={() => toast({ type, text: TYPE_TEXT[type].text })}>
          {type}
        </button>
      ))}
      <button type="button" className={styles.button} onClick={() => toast({ type: 'success', header: TYPE_TEXT.success.header, text: TYPE_TEXT.success.text })}>
        With a header
      </button>
    </div>
  )
}

function DurationButtons() {
  const toast = useToast()
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={() => toast({ type: 'info', text: 'This one stays until you close it.', duration: null })}>
        Stays until closed
      </button>
      <button type="button" className={styles.button} onClick={() => toast({ type: 'info', text: 'Gone in 2 seconds.', duration: 2000 })}>
        2 seconds
      </button>
      <button type="button" className={styles.button} onClick={() => toast({ type: 'info', text: 'Gone in 10 seconds.', duration: 10_000 })}>
        10 seconds
      </button>
    </div>
  )
}

function QueueButtons() {
  const toast = useToast()
  const next = useRef(1)
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        data-queue="five"
        onClick={() => {
          for (let i = 0; i < 5; i++) toast({ type: 'info', text: `Toast ${next.current++}`, duration: null })
        }}
      >
        Queue five toasts
      </button>
      <button type="button" className={styles.button} data-queue="timed" onClick={() => toast({ type: 'success', text: `Toast ${next.current++} (5 s)` })}>
        Queue one for 5 s
      </button>
      <button type="button" className={styles.button} data-queue="clear" onClick={() => toast.clear()}>
        Clear all
      </button>
    </div>
  )
}

interface LinkData {
  href: string
  label: string
}

interface UndoData {
  onUndo: () => void
}

function CustomButtons() {
  const toast = useToast()
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        onClick={() => toast({ type: 'info', text: 'The export format changed.', duration: null, data: { href: '#export-format', label: 'Read what changed' } satisfies LinkData })}
      >
        Toast with a link
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => toast({ type: 'success', text: '3 orders archived.', duration: 10_000, data: { onUndo: () => toast({ type: 'info', text: 'Archiving undone' }) } satisfies UndoData })}
      >
        Toast with an action
      </button>
    </div>
  )
}

const CUSTOM_RENDER: ToasterProps['render'] = {
  info: (toast) => {
    const data = toast.data as LinkData | undefined
    return (
      <>
        <span>{toast.text}</span>
        {data && <a href={data.href}>{data.label}</a>}
      </>
    )
  },
  success: (toast, { close }) => {
    const data = toast.data as UndoData | undefined
    return (
      <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--unit-3)' }}>
        {toast.text}
        {data && (
          <button
            type="button"
            className={styles.button}
            style={{ minHeight: 0, padding: 'var(--unit-1) var(--unit-3)' }}
            onClick={() => {
              data.onUndo()
              close()
            }}
          >
            Undo
          </button>
        )}
      </span>
    )
  },
}

/** PlaygroundToaster is an inline toaster with buttons that show toasts in it. */
function PlaygroundToaster(props: ToasterProps) {
  return (
    <Toaster {...props}>
      <QueueButtons />
    </Toaster>
  )
}

const playgroundInitial: ToasterProps = { inline: true, label: 'Playground toasts' }

/** The toaster's page: types, showing toasts, duration and progress, the queue, custom content per type, setup, the developer error, props and playground. */
export default function ToasterPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Toasts are short messages about something that just happened: a save that worked, an upload that failed, a change worth knowing about. They appear at the
        bottom right of the window, {TOAST_WIDTH_PX} px wide, and go away on their own after {TOAST_DEFAULT_DURATION_MS / 1000} seconds unless told otherwise; a bar
        shows how much time is left. Anything a person must act on or must not miss belongs in a banner or a modal instead.
      </p>

      <h2 id="types">Types</h2>
      <p>Four types set the icon and the colour: error, info (the default), success and warning. A toast has a text and, optionally, a header.</p>
      <Example
        id="types"
        title="The four types"
        description="Drawn with the Toast component on its own, as the toaster draws them (there with a close button), with the progress bar at different points."
        code={TOAST_TYPES.map((type) => `toast({ type: '${type}', header: '${TYPE_TEXT[type].header}', text: '…' })`).join('\n')}
      >
        <div style={{ display: 'grid', gap: 'var(--unit-2)', maxWidth: `${TOAST_WIDTH_PX}px` }}>
          {TOAST_TYPES.map((type, i) => (
            <Toast key={type} type={type} header={TYPE_TEXT[type].header} text={TYPE_TEXT[type].text} progress={0.2 + i * 0.2} />
          ))}
        </div>
      </Example>

      <h2 id="showing-a-toast">Showing a toast</h2>
      <p>
        <code>useToast()</code> returns the function that shows a toast. It returns the toast’s id, which <code>toast.close(id)</code> takes to remove it early;{' '}
        <code>toast.clear()</code> removes them all.
      </p>
      <Example
        id="show"
        title="Show a toast"
        description="These go to the site’s own toaster at the bottom right."
        code={`const toast = useToast()

<button type="button" onClick={() => toast({ type: 'success', text: 'PO-2041 was saved.' })}>
  Save
</button>
toast({ type: 'success', header: 'Order saved', text: 'PO-2041 was saved.' })`}
      >
        <ShowButtons />
      </Example>

      <h2 id="duration-and-progress">Duration and progress</h2>
      <p>
        <code>duration</code> is in milliseconds, a positive whole number: {TOAST_DEFAULT_DURATION_MS} unless told. The progress bar runs from 0 to 1 over it, and at
        1 the toast goes. With <code>null</code> the toast stays until it is closed and has no bar. The clock of a toast stops while the pointer is over it or the
        focus is in it, so there is time to read it, and every toast has a close button.
      </p>
      <Example
        id="duration"
        title="Durations"
        code={`toast({ text: 'This one stays until you close it.', duration: null })
toast({ text: 'Gone in 2 seconds.', duration: 2000 })
toast({ text: 'Gone in 10 seconds.', duration: 10_000 })`}
      >
        <DurationButtons />
      </Example>

      <h2 id="the-queue">The queue</h2>
      <p>
        At most {TOAST_MAX_VISIBLE} toasts show at once (<code>max</code> changes it). The others wait, first in, first out: when a toast goes, the oldest waiting one
        appears, and its clock starts then. This example has a toaster of its own that shows its toasts in place.
      </p>
      <Example
        id="queue"
        title="First in, first out"
        description="Queue five toasts that stay, then close one: the fourth appears."
        code={`<Toaster inline label="Queue example">
  <QueueButtons />
</Toaster>

// in QueueButtons
const toast = useToast()
for (let i = 1; i <= 5; i++) toast({ text: \`Toast \${i}\`, duration: null })
toast.clear()`}
      >
        <Toaster inline label="Queue example">
          <QueueButtons />
        </Toaster>
      </Example>

      <h2 id="custom-content">Custom content</h2>
      <p>
        A toast carries <code>data</code> for anything beyond text, and the toaster’s <code>render</code> draws it, one function per type. The frame, the icon, the
        close button and the progress bar stay; the function gets the toast and <code>close</code>.
      </p>
      <Example
        id="custom"
        title="A link and an action"
        code={`<Toaster
  render={{
    info: (toast) => (
      <>
        <span>{toast.text}</span>
        <a href={toast.data.href}>{toast.data.label}</a>
      </>
    ),
    success: (toast, { close }) => (
      <span>
        {toast.text}
        <button type="button" onClick={() => { toast.data.onUndo(); close() }}>Undo</button>
      </span>
    ),
  }}
>
  <App />
</Toaster>

toast({ type: 'info', text: 'The export format changed.', duration: null,
  data: { href: '/export-format', label: 'Read what changed' } })
toast({ type: 'success', text: '3 orders archived.', data: { onUndo: restore } })`}
      >
        <Toaster inline label="Custom content example" render={CUSTOM_RENDER}>
          <CustomButtons />
        </Toaster>
      </Example>

      <h2 id="setup">Setup</h2>
      <p>
        One <code>Toaster</code> goes around the application: it gives everything inside it <code>useToast()</code> and draws the toasts. Calling{' '}
        <code>useToast()</code> outside a toaster is the developer error “toast without context”: it throws, because the toast would have nowhere to go.
      </p>
      <pre>
        <code>{`import { Toaster, useToast } from 'tessera/toaster'

export function App() {
  return (
    <Toaster>
      <Routes />
    </Toaster>
  )
}

// anywhere inside
const toast = useToast()
toast({ type: 'error', text: 'The file could not be uploaded.' })`}</code>
      </pre>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The toasts are in a region named “Notifications” (in the example language), a polite live region: screen readers read new toasts when they are idle.</li>
        <li>An error toast is an alert, read at once.</li>
        <li>The close button is named in the example language. The clock stops while the pointer is over a toast or the focus is in it.</li>
        <li>
          Each toast has <code>data-type</code> and <code>data-state</code> (running or paused), and the region counts the queue in <code>data-count</code>.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <p>The Toaster’s props are checked after each render, and each toast when it is shown; a toast with an invalid duration still shows, for 5 seconds.</p>
      <Validation
        name="Toast"
        schema={toastSchema}
        intro={false}
        cases={[
          { code: "toast({ text: 'Saved', duration: 0 })", props: { text: 'Saved', duration: 0 } },
          { code: "toast({ text: 'Saved', type: 'default' })", props: { text: 'Saved', type: 'default' } },
          { code: "toast({ text: '' })", props: { text: '' } },
        ]}
      />
      <Validation name="Toaster" schema={toasterSchema} intro={false} cases={[{ code: 'max={0}', props: { max: 0 } }]} />

      <h2 id="props">Props</h2>
      <PropsTable schema={toasterSchema} name="Toaster" />
      <h3 id="toast-options">Toast options</h3>
      <PropsTable schema={toastSchema} name="toast()" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={toasterSchema}
        name="Toaster"
        component={PlaygroundToaster}
        initial={playgroundInitial}
        omit={['render']}
        childrenCode="<QueueButtons />"
      />
    </article>
  )
}
