import { Button } from '../../library/button/Button'
import { POPOVER_PLACEMENTS } from '../../library/popover/logic'
import { Popover } from '../../library/popover/Popover'
import { popoverSchema, type PopoverProps } from '../../library/popover/schema'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const ex = examples(
  import.meta.glob('../examples/popover/*.tsx', { eager: true }),
  import.meta.glob('../examples/popover/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: PopoverProps = {
  content: 'A popover from the playground. Press Escape or click outside to close it.',
  label: 'Playground popover',
  children: <Button label="Open the popover" />,
}

/** The popover's page: click and hover triggers, sizes, placements, content with actions, controlled and disabled, the developer error, props and playground. */
export default function PopoverPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A popover shows extra content in a small panel next to the element that opened it: details about a person, a short explanation, a few actions or a small
        form. It floats above the page in a portal at the end of the document, so no scrolling container or stacking context of the page clips it, and it stays
        attached to its trigger when the page scrolls or resizes. When there is no room on the wanted side it flips to the other one.
      </p>
      <p>
        The trigger is the popover’s only child, usually a button. Content that needs more room than 24rem, or that asks for a decision before anything else, belongs
        in a drawer or a modal instead.
      </p>

      <h2 id="triggers">Triggers</h2>
      <Example example={ex.click} title="Click" description="The default: a click on the trigger opens and closes the popover. Escape or a click outside closes it." />
      <Example example={ex.hover} title="Hover" description="Opens while the pointer is over the trigger, or while the trigger has the keyboard focus. The pointer can travel into the popover." />

      <h2 id="sizes">Sizes</h2>
      <p>Four fixed widths, and auto. On a narrow screen a popover never grows wider than the window.</p>
      <Example example={ex.sizes} title="Sizes" />

      <h2 id="placement">Placement</h2>
      <p>
        <code>placement</code> names the side of the trigger (top, right, bottom, left) and, with <code>-start</code> or <code>-end</code>, the edge the popover lines
        up with; without it the popover is centred. The default is <code>bottom</code>. All {POPOVER_PLACEMENTS.length} placements can be tried in the playground.
      </p>
      <Example example={ex.placement} title="Placement" />

      <h2 id="content-with-actions">Content with actions</h2>
      <p>
        When <code>content</code> is a function it gets <code>close</code>, for buttons inside the popover. Closing returns the focus to the trigger.
      </p>
      <Example example={ex.actions} title="Confirm an action" />

      <Example example={ex['action-list']} title="A list of actions" description="A popover with a few actions for one item; an action the person may not take is disabled, and choosing one closes the popover." />

      <h2 id="controlled">Controlled</h2>
      <p>
        Pass <code>open</code> and <code>onOpenChange</code> to keep the state yourself, for example to open the popover from elsewhere. Without them the popover
        keeps its own state, starting from <code>defaultOpen</code>.
      </p>
      <Example example={ex.controlled} title="Open and close from outside" />

      <h2 id="disabled">Disabled</h2>
      <Example example={ex.disabled} title="Disabled" description="A disabled popover does not open; the trigger stays usable as itself." />

      <h2 id="keyboard-and-accessibility">Keyboard and accessibility</h2>
      <ul>
        <li>
          The trigger gets <code>aria-haspopup=&quot;dialog&quot;</code>, <code>aria-expanded</code> and, while open, <code>aria-controls</code> pointing to the
          popover.
        </li>
        <li>
          The popover is a non-modal <code>dialog</code>; give it a name with <code>label</code> when its content has none. A click trigger moves the focus into it;
          a hover trigger leaves the focus on the trigger.
        </li>
        <li>Escape, a click outside and the content’s own close button close it, and the focus goes back to the trigger.</li>
        <li>
          Its state is in the DOM: <code>data-state</code>, <code>data-size</code> and <code>data-placement</code> (after flipping) on the popover.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <p>
        A popover without <code>content</code> has nothing to show: it is the developer error “popover without content reference”. The trigger still renders and
        works as itself, and the popover never opens.
      </p>
      <Validation
        name="Popover"
        schema={popoverSchema}
        intro={false}
        cases={[
          { props: { children: <button type="button">…</button> } },
          { props: { content: 'x', children: <button type="button">…</button>, size: 'huge' } },
          { props: { content: 'x', children: <button type="button">…</button>, trigger: 'manual' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={popoverSchema} name="Popover" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={popoverSchema}
        name="Popover"
        component={Popover}
        initial={playgroundInitial}
        omit={['open', 'defaultOpen', 'onOpenChange']}
        expressions={{ content: 'content' }}
        childrenCode={'<Button label="Open the popover" />'}
        frame={(live) => <div style={{ display: 'flex', justifyContent: 'center', padding: 'var(--unit-12) 0' }}>{live}</div>}
      />
    </article>
  )
}
