import { useState } from 'react'
import { Button } from '../../library/button/Button'
import { Drawer } from '../../library/drawer/Drawer'
import { DRAWER_WIDTHS } from '../../library/drawer/logic'
import { drawerSchema, type DrawerProps } from '../../library/drawer/schema'
import orderDetailsSource from '../examples/shared/order-details.tsx?raw'
import { OrderDetails } from '../examples/shared/order-details'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { SharedModule } from '../kit/SharedModule'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/drawer/*.tsx', { eager: true }),
  import.meta.glob('../examples/drawer/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** PlaygroundDrawer opens the playground's drawer from a button, with the props of the controls. */
function PlaygroundDrawer(props: DrawerProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the drawer" onClick={() => setOpen(true)} />
      <Drawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={
          <Button label="Close the drawer" isBlock onClick={() => setOpen(false)} />
        }
      >
        <OrderDetails />
      </Drawer>
    </>
  )
}

const playgroundInitial: DrawerProps = { title: 'Order PO-2041' }

/** The drawer's page: structure, widths (default, wide, custom), the handle, closing from outside, focus, props and playground. */
export default function DrawerPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A drawer is a panel that slides in from the right edge of the window, over the page, for work that belongs beside it: the details of a row, a filter form,
        settings. The page stays visible behind it, dimmed, so people keep their place. Like a modal it holds the focus while it is open.
      </p>

      <h2 id="structure">Structure</h2>
      <ul>
        <li>
          <strong>The drawer</strong>: a header with the title (which names it), a body that scrolls, and an optional footer with the actions.
        </li>
        <li>
          <strong>The handle</strong> on its left edge switches between the default and the expanded width.
        </li>
        <li>
          <strong>The mask</strong>: the page behind, dimmed with black at 46% opacity. A click on it closes the drawer, unless that is disallowed.
        </li>
      </ul>

      <h2 id="widths">Widths</h2>
      <p>
        A drawer is {DRAWER_WIDTHS.normal.default} wide and {DRAWER_WIDTHS.normal.expanded} when expanded. A wide drawer (<code>isWide</code>) is{' '}
        {DRAWER_WIDTHS.wide.default} wide and takes 75% of the window when expanded. Custom widths need both <code>defaultWidth</code> and <code>expandWidth</code>;
        one without the other is ignored and logged. On a small window a drawer never grows wider than the window.
      </p>
      <SharedModule path="../shared/order-details" source={orderDetailsSource}>
        The drawers of these examples show one order; its details:
      </SharedModule>
      <Example example={ex.default} title="Default drawer" description="Open it and use the handle on its left edge to expand it." />
      <Example example={ex.wide} title="Wide drawer" />
      <Example example={ex['custom-width']} title="Custom widths" description="400 px, and 600 px when expanded." />

      <h2 id="controlling-the-width">Controlling the width</h2>
      <p>
        The drawer keeps its width itself, starting from <code>defaultExpanded</code>. Pass <code>expanded</code> and <code>onExpandedChange</code> to keep it
        yourself, for example to widen the drawer from a button inside it.
      </p>
      <Example example={ex['controlled-width']} title="Width from the outside" />

      <h2 id="close-from-outside">Close from outside</h2>
      <p>
        A click on the mask closes the drawer. With <code>disallowCloseOutside</code> it does not, so a half-filled form is not lost by a stray click; Escape and
        the drawer’s own buttons still close it. <code>showCloseButton</code> adds a close button to the header.
      </p>
      <Example example={ex['disallow-close-outside']} title="disallowCloseOutside" />

      <h2 id="keyboard-and-focus">Keyboard and focus</h2>
      <ul>
        <li>
          The drawer is a <code>dialog</code> with <code>aria-modal=&quot;true&quot;</code>, named by its title or header. The page behind is inert.
        </li>
        <li>When it opens, the focus moves to its first control; Tab and Shift+Tab cycle inside it. On close the focus returns to the element that opened it.</li>
        <li>Escape closes it. The handle is a button named “Widen panel” or “Shrink panel”, in the example language.</li>
        <li>
          Its width is in the DOM: <code>data-state=&quot;default&quot;</code> or <code>&quot;expanded&quot;</code> on the dialog.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Drawer"
        schema={drawerSchema}
        cases={[
          { props: { title: 'Filters', defaultWidth: '400px' } },
          { props: { title: 'Filters', defaultWidth: 'wide', expandWidth: '600px' } },
          { props: {} },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={drawerSchema} name="Drawer" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={drawerSchema}
        name="Drawer"
        component={PlaygroundDrawer}
        initial={playgroundInitial}
        omit={['open', 'defaultOpen', 'expanded']}
        code={(_props, generated) => `const [open, setOpen] = useState(false)

<Button variant="primary" label="Open the drawer" onClick={() => setOpen(true)} />
${generated.replace('<Drawer', '<Drawer open={open} onOpenChange={setOpen}')}`}
        childrenCode="<OrderDetails />"
      />
    </article>
  )
}
