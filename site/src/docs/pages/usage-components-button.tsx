import { Button } from '../../library/button/Button'
import { BUTTON_VARIANTS, type ButtonVariant } from '../../library/button/logic'
import { buttonGroupSchema, buttonSchema, splitButtonSchema, type ButtonProps, type SplitButtonAction, type SplitButtonProps } from '../../library/button/schema'
import { SplitButton } from '../../library/button/SplitButton'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const VARIANT_NAMES: Record<ButtonVariant, string> = { primary: 'Primary', secondary: 'Secondary', danger: 'Danger', default: 'Default', text: 'Text' }

const VARIANT_USE: Record<ButtonVariant, string> = {
  primary: 'The one main action of a screen or a dialog, such as “Place order”. Use at most one per view.',
  secondary: 'Actions next to the primary one that still matter, such as “Save draft”.',
  danger: 'Actions that destroy or cannot be undone, such as “Delete project”. Ask for confirmation before they run.',
  default: 'Everyday actions of equal weight, such as the tools of a toolbar. The only type besides text that can be a toggle.',
  text: 'The least emphasis: actions inside text, cards and tables, and “Cancel” beside a primary action.',
}

const SPLIT_ACTIONS: SplitButtonAction[] = [
  { label: 'Save as template', icon: 'calendar' },
  { label: 'Save and call the customer', icon: 'phone_landline' },
  { label: 'Save to another site', icon: 'location', isDisabled: true },
]

const ex = examples(
  import.meta.glob('../examples/button/*.tsx', { eager: true }),
  import.meta.glob('../examples/button/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const buttonInitial: ButtonProps = { label: 'Save changes', variant: 'primary' }
const splitInitial: SplitButtonProps = { label: 'Split button', actions: SPLIT_ACTIONS }

/** The button page: Button (types, sizes, icons, toggle, block and multiline, loading, disabled, submit), ButtonGroup and SplitButton, rules, props and playgrounds. */
export default function ButtonPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A button starts an action: it saves, sends, opens, deletes. Three components share this page: <code>Button</code> itself, <code>ButtonGroup</code>, which
        joins related buttons into one block, and <code>SplitButton</code>, a main action with a menu of related ones.
      </p>
      <h2 id="labels">Labels</h2>
      <p>
        A label says what happens, with a verb: “Replace file” and “Keep both” tell people what they choose, where “Yes” and “No” make them read the question again.
        Keep labels short, in sentence case, and keep the same word for the same action across the product.
      </p>

      <h2 id="types">Types</h2>
      <p>Five types set a button’s weight. Each click here shows a toast.</p>
      <ul>
        {BUTTON_VARIANTS.map((v) => (
          <li key={v}>
            <strong>{VARIANT_NAMES[v]}</strong> (<code>variant=&quot;{v}&quot;</code>): {VARIANT_USE[v]}
          </li>
        ))}
      </ul>
      <Example example={ex.types} title="Types" />

      <h2 id="sizes">Sizes</h2>
      <p>
        Medium (2.25rem high) is the default. Small fits dense tables and toolbars; large is for the one action of a sparse page, such as a sign-in form.
      </p>
      <Example example={ex.sizes} title="Small, medium and large" />

      <h2 id="icons">Icons</h2>
      <p>
        <code>icon</code> puts an icon before the label, or after it with <code>iconPosition=&quot;right&quot;</code>. Without a label the button shows the icon
        alone and needs <code>helpText</code>: it becomes the button’s accessible name and the tooltip on hover and keyboard focus.
      </p>
      <ul>
        <li>An icon on the left supports the label: a plus for “Add”, a pen for “Edit”.</li>
        <li>An icon on the right says where the action leads: an arrow for “Next”, a window for a link that opens a new tab.</li>
        <li>An icon-only button saves room where the icon is well known, in toolbars and table rows. Always give it help text.</li>
      </ul>
      <Example example={ex.icons} title="Icon left, right and alone" />

      <h2 id="toggle-buttons">Toggle buttons</h2>
      <p>
        A toggle button has a status, ON or OFF, that each press flips: by click, Enter or Space. Give it <code>pressed</code> and <code>onPressedChange</code> to keep
        the status yourself, or <code>defaultPressed</code> to let the button keep it. It is announced with <code>aria-pressed</code>, so its label stays the same
        in both states. Only default and text buttons can be toggles; a toggle of another type logs an error.
      </p>
      <Example example={ex.toggle} title="ON and OFF" description="A default and a text toggle; the text beside each shows its status." />

      <h2 id="block-and-multiline">Block and multiline</h2>
      <p>
        <code>isBlock</code> stretches a button to the width of its container, for narrow panels and mobile layouts. <code>isMultiline</code> lets a long label wrap
        instead of overflowing; the button grows with its lines. Prefer a shorter label where you can.
      </p>
      <Example example={ex['block-multiline']} title="In a column 12.5rem wide" description="A multiline button grows with its label at every size." />

      <h2 id="loading">Loading</h2>
      <p>
        While its action runs, <code>isLoading</code> shows a spinner in place of the icon, sets <code>aria-busy</code> and ignores clicks, so nothing runs twice.
        The button keeps its label and its place in the tab order.
      </p>
      <Example example={ex.loading} title="Loading" />

      <h2 id="disabled">Disabled</h2>
      <p>A disabled button cannot be pressed or focused. Say nearby why an action is not available, or leave the button enabled and explain on click.</p>
      <Example example={ex.disabled} title="Disabled" />

      <h2 id="submit">Submit</h2>
      <p>
        A button is <code>type=&quot;button&quot;</code> unless told, so it never submits a form by accident. Opt in with <code>type=&quot;submit&quot;</code> (or{' '}
        <code>&quot;reset&quot;</code>).
      </p>
      <Example example={ex.submit} title="In a form" />

      <h2 id="button-group">Button group</h2>
      <p>
        <code>ButtonGroup</code> joins buttons that belong together into one block with shared edges. It is a <code>group</code>; give it a <code>label</code> when
        the buttons need a name in common, such as a toolbar’s.
      </p>
      <Example example={ex['button-group']} title="Joined buttons" />

      <h2 id="split-button">Split button</h2>
      <p>
        <code>SplitButton</code> is a main action with related ones behind an arrow: the left part runs the main action, the arrow opens a menu of the others. Each
        action has a label, an optional icon and <code>onClick</code>, and may be disabled; the list may not be empty. Its type is default or primary.
      </p>
      <p>
        The arrow is a menu button: Enter, Space or ArrowDown open the menu on the first action, ArrowUp on the last. In the menu the arrow keys move (skipping
        disabled actions), Home and End go to the first and last, Enter runs an action, and Escape closes the menu and returns to the arrow. A click outside closes
        it too.
      </p>
      <Example example={ex['split-button']} title="With and without icons" />
      <h3 id="best-practices">Best practices</h3>
      <ul>
        <li>Put the most frequent action on the main button; the menu holds its variants.</li>
        <li>Keep the menu short, three to five actions, all related to the main one.</li>
        <li>Label each action fully: “Save as template”, not “As template”.</li>
        <li>Show an unavailable action disabled rather than hiding it, so the menu does not change shape.</li>
        <li>Do not hide a destructive action in the menu of a harmless main action.</li>
        <li>Use one split button per group of actions; for unrelated actions use separate buttons.</li>
      </ul>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>
          Every button is a native <code>button</code>: Enter and Space press it, and it is in the tab order unless disabled.
        </li>
        <li>An icon-only button is named by its help text; a labelled button is named by its label and takes no help text.</li>
        <li>
          A toggle carries <code>aria-pressed</code>; ON also shows a bar under the label, so it does not rely on colour alone.
        </li>
        <li>
          A loading button has <code>aria-busy</code> and <code>aria-disabled</code> and keeps its focus.
        </li>
        <li>
          The split button’s arrow has <code>aria-haspopup=&quot;menu&quot;</code> and <code>aria-expanded</code>; its menu is a <code>menu</code> of{' '}
          <code>menuitem</code>s, with the keys above.
        </li>
      </ul>

      <ButtonReference />
    </article>
  )
}

/** ButtonReference is the console errors, props and playgrounds of the three button components. */
function ButtonReference() {
  return (
    <>
      <h2 id="validation">Validation</h2>
      <p>
        The props are checked against the schema just after each render. Every broken rule logs a console error that names the component, the prop and the rule,
        and the component still renders what it can. Two of the rules: a labelled button cannot have help text, and a toggle status is only for
        default and text buttons.
      </p>
      <Validation
        intro={false}
        name="Button"
        schema={buttonSchema}
        cases={[
          { props: { label: 'Save', helpText: 'Saves the order' } },
          { props: { label: 'Bold', variant: 'primary', pressed: false } },
          { props: { label: 'Bold', variant: 'danger', defaultPressed: true } },
          { props: { icon: 'edit' } },
          { props: { label: 'Save', size: 'huge' } },
        ]}
      />
      <Validation
        intro={false}
        name="SplitButton"
        schema={splitButtonSchema}
        cases={[
          { props: { label: 'Save', actions: [] } },
          { props: { label: 'Save', variant: 'danger', actions: SPLIT_ACTIONS }, expressions: { actions: 'actions' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={buttonSchema} name="Button" />
      <PropsTable schema={buttonGroupSchema} name="ButtonGroup" />
      <PropsTable schema={splitButtonSchema} name="SplitButton" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={buttonSchema}
        name="Button"
        component={Button}
        initial={buttonInitial}
        omit={['pressed', 'defaultPressed']}
        description="Try the rules too: help text on a labelled button logs an error in the console."
      />
      <Playground
        id="split-button-playground"
        schema={splitButtonSchema}
        name="SplitButton"
        component={SplitButton}
        initial={splitInitial}
        omit={['open', 'defaultOpen']}
        expressions={{ actions: 'actions' }}
      />
    </>
  )
}
