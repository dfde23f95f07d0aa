import { Breadcrumb } from '../../library/breadcrumb/Breadcrumb'
import { breadcrumbSchema, type BreadcrumbProps } from '../../library/breadcrumb/schema'
import checkoutSource from '../examples/shared/checkout.ts?raw'
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
  import.meta.glob('../examples/breadcrumb/*.tsx', { eager: true }),
  import.meta.glob('../examples/breadcrumb/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: BreadcrumbProps = {
  items: [
    { title: 'Orders', isCompleted: true },
    { title: 'Order 1042', isCompleted: true },
    { title: 'Parts', isDisabled: true },
    { title: 'Bracket' },
  ],
  activeIndex: 3,
  label: 'Playground breadcrumb',
}

/** The breadcrumb's page: a page trail, checkout steps with a moving active index, both separators, disabled items, validation, props and playground. */
export default function BreadcrumbPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A breadcrumb shows where the reader is: in a trail of pages from the top of a site down to this one, or in the steps of a process such as a
        checkout. The item at <code>activeIndex</code> is where they are; the completed items before it lead back.
      </p>

      <h2 id="item-states">Item states</h2>
      <ul>
        <li>
          <strong>Active</strong>: the item at <code>activeIndex</code>, in bold, marked with <code>aria-current</code>.
        </li>
        <li>
          <strong>Completed</strong> (<code>isCompleted</code>): a link-styled button that calls the item’s <code>onClick</code>.
        </li>
        <li>
          <strong>Upcoming</strong>: not completed yet, plain text, not clickable.
        </li>
        <li>
          <strong>Disabled</strong> (<code>isDisabled</code>): greyed out and never clickable, even when completed.
        </li>
      </ul>

      <h2 id="a-trail-of-pages">A trail of pages</h2>
      <Example
        example={ex.trail}
        title="Where this page is"
        description="Every item above the current page is completed; the last one is the current page (aria-current=&quot;page&quot;)."
      />

      <h2 id="steps-of-a-process">Steps of a process</h2>
      <p>
        With <code>current=&quot;step&quot;</code> the active item is the current step, and completed steps tell screen readers that they are done. Each click
        on a completed step sets the active index; the buttons move forward.
      </p>
      <SharedModule path="../shared/checkout" source={checkoutSource}>
        The step examples walk through one checkout; its steps and the state of the walk:
      </SharedModule>
      <Example
        example={ex.steps}
        title="Checkout"
        description="Cart and Address are done, Shipping is the current step. Click a completed step to go back."
      />

      <h2 id="separators">Separators</h2>
      <p>
        Items are separated by the <code>chevron_right</code> icon unless told: <code>separator</code> takes another icon, or a text. Separators are hidden from
        screen readers; the list says how many items there are.
      </p>
      <Example example={ex['separator-text']} title="Text separator" />
      <Example example={ex['separator-icon']} title="Icon separator" description="The default chevron, and an arrow." />

      <h2 id="disabled-items">Disabled items</h2>
      <Example
        example={ex.disabled}
        title="A step that does not apply"
        description="For an order picked up in the shop, Shipping is disabled: it cannot be clicked even once it is behind the reader."
      />

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          The breadcrumb is a <code>nav</code> landmark named “Breadcrumb” in the reader’s language, or by <code>label</code>; give each one on a page its own
          name.
        </li>
        <li>
          The items are an ordered list. The active one carries <code>aria-current=&quot;page&quot;</code> or <code>&quot;step&quot;</code>, following{' '}
          <code>current</code>.
        </li>
        <li>Completed items are buttons, reached with Tab and pressed with Enter or Space; the others are text.</li>
        <li>
          Each item shows its state as <code>data-state</code>: <code>active</code>, <code>completed</code>, <code>upcoming</code> or <code>disabled</code>.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Breadcrumb"
        schema={breadcrumbSchema}
        cases={[
          { props: { items: [] } },
          { props: { items: [{ title: 'Cart' }], activeIndex: 3 } },
          { props: { items: [{ title: 'Cart' }], separator: { style: 'text', value: '' } } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={breadcrumbSchema} name="Breadcrumb" />

      <h2 id="playground">Playground</h2>
      <Playground schema={breadcrumbSchema} name="Breadcrumb" component={Breadcrumb} initial={playgroundInitial} expressions={{ items: 'items' }} />
    </article>
  )
}
