import { useState } from 'react'
import '../../library/utilities.css'
import { Heading } from '../../library/heading/Heading'
import { headingSchema, type HeadingProps } from '../../library/heading/schema'
import { useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

const LEVELS = [1, 2, 3, 4, 5, 6] as const

function ActionExample() {
  const toast = useToast()
  return (
    <Heading text="Delivery addresses" level={3} type="action" actionText="Add address" icon="plus" onAction={() => toast({ type: 'info', text: 'The heading’s action was clicked' })} />
  )
}

function ControlledToggles() {
  const [open, setOpen] = useState({ shipping: false, billing: false })
  const all = open.shipping && open.billing
  return (
    <div className="ts-stack ts-gap-4">
      <div>
        <button type="button" className={styles.button} onClick={() => setOpen({ shipping: !all, billing: !all })}>
          {all ? 'Close both' : 'Open both'}
        </button>
      </div>
      <Heading text="Shipping" level={3} type="toggle" open={open.shipping} onOpenChange={(v) => setOpen((o) => ({ ...o, shipping: v }))}>
        <p className="ts-m-0">Standard delivery, 3 to 5 working days.</p>
      </Heading>
      <Heading text="Billing" level={3} type="toggle" open={open.billing} onOpenChange={(v) => setOpen((o) => ({ ...o, billing: v }))}>
        <p className="ts-m-0">Invoice to the company address, payable in 30 days.</p>
      </Heading>
    </div>
  )
}

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
      <Example
        id="levels"
        title="Levels 1 to 6"
        description="Each level has its own size and weight; 6 is a small uppercase label."
        code={LEVELS.map((l) => `<Heading level={${l}} text="Level ${l} heading" />`).join('\n')}
      >
        {LEVELS.map((l) => (
          <Heading key={l} level={l} text={`Level ${l} heading`} />
        ))}
      </Example>
      <Example
        id="size"
        title="Size apart from level"
        description="An h2 inside a narrow side panel that looks like a level 4 heading, and an h4 that looks like a level 2 one. The outline stays right."
        code={`<Heading level={2} size={4} text="Recent activity" />
<Heading level={4} size={2} text="12 open orders" />`}
      >
        <Heading level={2} size={4} text="Recent activity" />
        <Heading level={4} size={2} text="12 open orders" />
      </Example>

      <h2 id="action-heading">Action heading</h2>
      <p>
        <code>type=&quot;action&quot;</code> puts a button at the end of the heading, with <code>actionText</code> and an optional <code>icon</code>; it calls{' '}
        <code>onAction</code>. With <code>actionHref</code> the action is a link instead, for an action that goes somewhere. Keep the text short and specific: “Add
        address”, not “Click here”.
      </p>
      <Example
        id="action"
        title="With a button"
        description="The button says what it does; a click shows a toast here."
        code={`<Heading
  level={3}
  text="Delivery addresses"
  type="action"
  actionText="Add address"
  icon="plus"
  onAction={openAddressForm}
/>`}
      >
        <ActionExample />
      </Example>
      <Example
        id="action-link"
        title="With a link"
        code={`<Heading
  level={3}
  text="Invoices"
  type="action"
  actionText="All invoices"
  icon="open_in_new"
  actionHref="/invoices"
/>`}
      >
        <Heading level={3} text="Invoices" type="action" actionText="All invoices" icon="open_in_new" actionHref="#invoices" />
      </Example>

      <h2 id="toggle-heading">Toggle heading</h2>
      <p>
        <code>type=&quot;toggle&quot;</code> ends the heading with a button that says <strong>View</strong> while the content is hidden and <strong>Close</strong>{' '}
        while it shows, in the reader’s language (try the example language in the navbar). The content is the heading’s <code>children</code>, in a region named by
        the heading. It starts closed; <code>defaultOpen</code> starts it open.
      </p>
      <Example
        id="toggle"
        title="Closed at first"
        code={`<Heading level={3} text="Payment terms" type="toggle">
  <p>Payable within 30 days of the invoice date.</p>
</Heading>`}
      >
        <Heading level={3} text="Payment terms" type="toggle">
          <p className="ts-m-0">Payable within 30 days of the invoice date.</p>
        </Heading>
      </Example>
      <Example
        id="toggle-open"
        title="Open at first"
        code={`<Heading level={3} text="Contact" type="toggle" defaultOpen>
  <p>Jo Example, +1 555 0100</p>
</Heading>`}
      >
        <Heading level={3} text="Contact" type="toggle" defaultOpen>
          <p className="ts-m-0">Jo Example, +1 555 0100</p>
        </Heading>
      </Example>
      <Example
        id="toggle-texts"
        title="Own texts"
        description="viewText and closeText replace the locale’s View and Close, for a button that says more. Translate them yourself."
        code={`<Heading
  level={3}
  text="Change log"
  type="toggle"
  viewText="Show 4 changes"
  closeText="Hide changes"
>
  <ul>…</ul>
</Heading>`}
      >
        <Heading level={3} text="Change log" type="toggle" viewText="Show 4 changes" closeText="Hide changes">
          <ul className="ts-m-0">
            <li>Price changed to 120.00</li>
            <li>Quantity changed to 4</li>
            <li>Delivery date moved by a week</li>
            <li>Note added</li>
          </ul>
        </Heading>
      </Example>
      <Example
        id="toggle-controlled"
        title="Controlled"
        description="open and onOpenChange put the state in your hands, here to open both sections at once."
        code={`const [open, setOpen] = useState({ shipping: false, billing: false })

<Heading
  text="Shipping"
  type="toggle"
  open={open.shipping}
  onOpenChange={(v) => setOpen((o) => ({ ...o, shipping: v }))}
>
  …
</Heading>`}
      >
        <ControlledToggles />
      </Example>

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
          { code: 'text=""', props: { text: '' } },
          { code: 'level={7}', props: { text: 'Orders', level: 7 } },
          { code: 'type="action" (no actionText)', props: { text: 'Orders', type: 'action' } },
          { code: 'icon="smile"', props: { text: 'Orders', type: 'action', actionText: 'Add', icon: 'smile' } },
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
