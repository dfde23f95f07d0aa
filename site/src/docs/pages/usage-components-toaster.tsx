import { useRef } from 'react'
import { Button } from '../../library/button/Button'
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_WIDTH_PX } from '../../library/toaster/logic'
import { toasterSchema, toastSchema, type ToasterProps } from '../../library/toaster/schema'
import { Toaster, useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

function QueueButtons() {
  const toast = useToast()
  const next = useRef(1)
  return (
    <div className={styles.actions}>
      <Button
        label="Queue five toasts"
        onClick={() => {
          for (let i = 0; i < 5; i++) toast({ type: 'info', text: `Toast ${next.current++}`, duration: null })
        }}
      />
      <Button label="Queue one for 5 s" onClick={() => toast({ type: 'success', text: `Toast ${next.current++} (5 s)` })} />
      <Button variant="text" label="Clear all" onClick={() => toast.clear()} />
    </div>
  )
}

/** PlaygroundToaster is an inline toaster with buttons that show toasts in it. */
function PlaygroundToaster(props: ToasterProps) {
  return (
    <Toaster {...props}>
      <QueueButtons />
    </Toaster>
  )
}

const ex = examples(
  import.meta.glob('../examples/toaster/*.tsx', { eager: true }),
  import.meta.glob('../examples/toaster/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

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
      <Example example={ex.types} title="The four types" description="Drawn with the Toast component on its own, as the toaster draws them (there with a close button), with the progress bar at different points." />

      <h2 id="showing-a-toast">Showing a toast</h2>
      <p>
        <code>useToast()</code> returns the function that shows a toast. It returns the toast’s id, which <code>toast.close(id)</code> takes to remove it early;{' '}
        <code>toast.clear()</code> removes them all.
      </p>
      <Example example={ex.show} title="Show a toast" description="These go to the site’s own toaster at the bottom right." />

      <h2 id="duration-and-progress">Duration and progress</h2>
      <p>
        <code>duration</code> is in milliseconds, a positive whole number: {TOAST_DEFAULT_DURATION_MS} unless told. The progress bar runs from 0 to 1 over it, and at
        1 the toast goes. With <code>null</code> the toast stays until it is closed and has no bar. The clock of a toast stops while the pointer is over it or the
        focus is in it, so there is time to read it, and every toast has a close button.
      </p>
      <Example example={ex.duration} title="Durations" />

      <h2 id="the-queue">The queue</h2>
      <p>
        At most {TOAST_MAX_VISIBLE} toasts show at once (<code>max</code> changes it). The others wait, first in, first out: when a toast goes, the oldest waiting one
        appears, and its clock starts then. This example has a toaster of its own that shows its toasts in place.
      </p>
      <Example example={ex.queue} title="First in, first out" description="Queue five toasts that stay, then close one: the fourth appears." />

      <h2 id="custom-content">Custom content</h2>
      <p>
        A toast carries <code>data</code> for anything beyond text, and the toaster’s <code>render</code> draws it, one function per type. The frame, the icon, the
        close button and the progress bar stay; the function gets the toast and <code>close</code>.
      </p>
      <Example example={ex.custom} title="A link and an action" />

      <h2 id="setup">Setup</h2>
      <p>
        One <code>Toaster</code> goes around the application: it gives everything inside it <code>useToast()</code> and draws the toasts. Calling{' '}
        <code>useToast()</code> outside a toaster is the developer error “toast without context”: it throws, because the toast would have nowhere to go.
      </p>
      <pre>
        <code>{`import { Toaster, useToast } from '@tessera-ds/library/toaster'

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
          { call: 'toast', props: { text: 'Saved', duration: 0 } },
          { call: 'toast', props: { text: 'Saved', type: 'default' } },
          { call: 'toast', props: { text: '' } },
        ]}
      />
      <Validation name="Toaster" schema={toasterSchema} intro={false} cases={[{ props: { max: 0 } }]} />

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
