import { useState } from 'react'
import { POPOVER_PLACEMENTS, POPOVER_SIZES, POPOVER_WIDTHS_REM, type PopoverPlacement, type PopoverSize } from '../../library/popover/logic'
import { Popover } from '../../library/popover/Popover'
import { popoverSchema, type PopoverProps } from '../../library/popover/schema'
import { useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const SIZE_TEXT: Record<PopoverSize, string> = {
  sm: `${POPOVER_WIDTHS_REM.sm}rem: a short hint or a few actions.`,
  md: `${POPOVER_WIDTHS_REM.md}rem: a paragraph or a small form.`,
  lg: `${POPOVER_WIDTHS_REM.lg}rem: details with several rows.`,
  xl: `${POPOVER_WIDTHS_REM.xl}rem: the widest; beyond it, use a drawer or a modal.`,
  auto: 'Fits its content, up to 24rem.',
}

function ProfileCard() {
  return (
    <div>
      <strong>Robin Example</strong>
      <p style={{ margin: 'var(--unit-1) 0 0' }}>Production planner, Berlin office. Usually answers within a day.</p>
    </div>
  )
}

function ConfirmContent({ close }: { close: () => void }) {
  const toast = useToast()
  return (
    <div>
      <p style={{ marginTop: 0 }}>Archive the order? You can restore it from the archive later.</p>
      <div className={styles.actions} style={{ margin: 0 }}>
        <button type="button" className={styles.button} onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            close()
            toast({ type: 'success', text: 'Order archived' })
          }}
        >
          Archive
        </button>
      </div>
    </div>
  )
}

const MENU_ACTIONS = [
  { label: 'Assign to me', disabled: false },
  { label: 'Duplicate', disabled: false },
  { label: 'Delete (no permission)', disabled: true },
]

function ActionsMenu({ close }: { close: () => void }) {
  const toast = useToast()
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--unit-1)' }}>
      {MENU_ACTIONS.map((a) => (
        <li key={a.label}>
          <button
            type="button"
            className={styles.button}
            style={{ width: '100%', ...(a.disabled ? { background: 'var(--interactive-disabled)', color: 'var(--text-03)', cursor: 'not-allowed' } : {}) }}
            disabled={a.disabled}
            onClick={() => {
              close()
              toast({ type: 'info', text: `${a.label}: clicked` })
            }}
          >
            {a.label}
          </button>
        </li>
      ))}
    </ul>
  )
}

function ControlledPopover() {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.actions}>
      <Popover open={open} onOpenChange={setOpen} content="Opened from the outside: the owner keeps the state." label="Controlled popover">
        <button type="button" className={styles.button}>
          Popover
        </button>
      </Popover>
      <button type="button" className={styles.button} onClick={() => setOpen(!open)}>
        {open ? 'Close it from here' : 'Open it from here'}
      </button>
      <span aria-live="polite">open: {String(open)}</span>
    </div>
  )
}

function DisabledPopover() {
  const [disabled, setDisabled] = useState(true)
  return (
    <div className={styles.actions}>
      <label>
        <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} /> isDisabled
      </label>
      <Popover trigger="hover" isDisabled={disabled} content="Now the popover opens." label="Disabled popover">
        <button type="button" className={styles.button}>
          Hover me
        </button>
      </Popover>
    </div>
  )
}

const playgroundInitial: PopoverProps = {
  content: 'A popover from the playground. Press Escape or click outside to close it.',
  label: 'Playground popover',
  children: (
    <button type="button" className={styles.button}>
      Open the popover
    </button>
  ),
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
      <Example
        id="click"
        title="Click"
        description="The default: a click on the trigger opens and closes the popover. Escape or a click outside closes it."
        code={`<Popover content={<ProfileCard />} label="Profile">
  <button type="button">Robin Example</button>
</Popover>`}
      >
        <Popover content={<ProfileCard />} label="Profile">
          <button type="button" className={styles.button}>
            Robin Example
          </button>
        </Popover>
      </Example>
      <Example
        id="hover"
        title="Hover"
        description="Opens while the pointer is over the trigger, or while the trigger has the keyboard focus. The pointer can travel into the popover."
        code={`<Popover trigger="hover" content="Orders are archived after 90 days.">
  <button type="button">Why archived?</button>
</Popover>`}
      >
        <Popover trigger="hover" content="Orders are archived after 90 days without a change." label="Why archived">
          <button type="button" className={styles.button}>
            Why archived?
          </button>
        </Popover>
      </Example>

      <h2 id="sizes">Sizes</h2>
      <p>Four fixed widths, and auto. On a narrow screen a popover never grows wider than the window.</p>
      <Example
        id="sizes"
        title="Sizes"
        code={POPOVER_SIZES.map((s) => `<Popover size="${s}" content={text}>\n  <button type="button">${s}</button>\n</Popover>`).join('\n')}
      >
        <div className={styles.actions}>
          {POPOVER_SIZES.map((s) => (
            <Popover key={s} size={s} content={`${s === 'auto' ? 'auto' : `size ${s}`}: ${SIZE_TEXT[s]}`} label={`Size ${s}`}>
              <button type="button" className={styles.button}>
                {s}
              </button>
            </Popover>
          ))}
        </div>
      </Example>

      <h2 id="placement">Placement</h2>
      <p>
        <code>placement</code> names the side of the trigger (top, right, bottom, left) and, with <code>-start</code> or <code>-end</code>, the edge the popover lines
        up with; without it the popover is centred. The default is <code>bottom</code>. All {POPOVER_PLACEMENTS.length} placements can be tried in the playground.
      </p>
      <Example
        id="placement"
        title="Placement"
        code={(['top', 'right', 'bottom-start', 'left'] satisfies PopoverPlacement[]).map((p) => `<Popover placement="${p}" content="${p}">…</Popover>`).join('\n')}
      >
        <div className={styles.actions} style={{ justifyContent: 'center', padding: 'var(--unit-8) 0' }}>
          {(['top', 'right', 'bottom-start', 'left'] satisfies PopoverPlacement[]).map((p) => (
            <Popover key={p} placement={p} size="sm" content={`Placed ${p}`} label={`Placement ${p}`}>
              <button type="button" className={styles.button}>
                {p}
              </button>
            </Popover>
          ))}
        </div>
      </Example>

      <h2 id="content-with-actions">Content with actions</h2>
      <p>
        When <code>content</code> is a function it gets <code>close</code>, for buttons inside the popover. Closing returns the focus to the trigger.
      </p>
      <Example
        id="actions"
        title="Confirm an action"
        code={`<Popover
  size="md"
  label="Archive order"
  content={({ close }) => (
    <>
      <p>Archive the order?</p>
      <button type="button" onClick={close}>Cancel</button>
      <button type="button" onClick={() => { close(); archive() }}>Archive</button>
    </>
  )}
>
  <button type="button">Archive…</button>
</Popover>`}
      >
        <Popover size="md" label="Archive order" content={({ close }) => <ConfirmContent close={close} />}>
          <button type="button" className={styles.button}>
            Archive…
          </button>
        </Popover>
      </Example>

      <Example
        id="action-list"
        title="A list of actions"
        description="A popover with a few actions for one item; an action the person may not take is disabled, and choosing one closes the popover."
        code={`<Popover
  size="sm"
  placement="bottom-start"
  label="Order actions"
  content={({ close }) => (
    <ul>
      <li><button type="button" onClick={() => { close(); assign() }}>Assign to me</button></li>
      <li><button type="button" onClick={() => { close(); duplicate() }}>Duplicate</button></li>
      <li><button type="button" disabled>Delete (no permission)</button></li>
    </ul>
  )}
>
  <button type="button">Actions</button>
</Popover>`}
      >
        <Popover size="sm" placement="bottom-start" label="Order actions" content={({ close }) => <ActionsMenu close={close} />}>
          <button type="button" className={styles.button}>
            Actions
          </button>
        </Popover>
      </Example>

      <h2 id="controlled">Controlled</h2>
      <p>
        Pass <code>open</code> and <code>onOpenChange</code> to keep the state yourself, for example to open the popover from elsewhere. Without them the popover
        keeps its own state, starting from <code>defaultOpen</code>.
      </p>
      <Example
        id="controlled"
        title="Open and close from outside"
        code={`const [open, setOpen] = useState(false)

<Popover open={open} onOpenChange={setOpen} content="…">
  <button type="button">Popover</button>
</Popover>
<button type="button" onClick={() => setOpen(!open)}>Open it from here</button>`}
      >
        <ControlledPopover />
      </Example>

      <h2 id="disabled">Disabled</h2>
      <Example
        id="disabled"
        title="Disabled"
        description="A disabled popover does not open; the trigger stays usable as itself."
        code={`<Popover trigger="hover" isDisabled={disabled} content="…">
  <button type="button">Hover me</button>
</Popover>`}
      >
        <DisabledPopover />
      </Example>

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
          { code: '<Popover><button>…</button></Popover>', props: { children: { type: 'button', props: {} } } },
          { code: 'size="huge"', props: { content: 'x', children: { type: 'button', props: {} }, size: 'huge' } },
          { code: 'trigger="manual"', props: { content: 'x', children: { type: 'button', props: {} }, trigger: 'manual' } },
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
        childrenCode={'<button type="button">Open the popover</button>'}
        frame={(live) => <div style={{ display: 'flex', justifyContent: 'center', padding: 'var(--unit-12) 0' }}>{live}</div>}
      />
    </article>
  )
}
