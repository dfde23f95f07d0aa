import { useState } from 'react'
import { Button } from '../../library/button/Button'
import { MODAL_MAX_HEIGHT_VH, MODAL_SIZES, MODAL_WIDTHS_REM } from '../../library/modal/logic'
import { Modal } from '../../library/modal/Modal'
import { modalSchema, type ModalProps } from '../../library/modal/schema'
import { useToast } from '../../library/toaster/Toaster'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import styles from './layouts/page.module.css'
import { Validation } from './layouts/Validation'

const PARAGRAPHS = [
  'Every order passes three checks before it goes to production: the files are complete, the material is in stock and the price is confirmed.',
  'When a check fails, the order waits in “Needs attention” and the person responsible gets a message with what is missing.',
]

function Actions({ close, confirm = 'Confirm' }: { close: () => void; confirm?: string }) {
  const toast = useToast()
  return (
    <>
      <Button label="Cancel" onClick={close} />
      <Button
        variant="primary"
        label={confirm}
        onClick={() => {
          close()
          toast({ type: 'success', text: `${confirm}: done` })
        }}
      />
    </>
  )
}

/** PlaygroundModal opens the playground's modal from a button, with the props of the controls. */
function PlaygroundModal(props: ModalProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" label="Open the modal" onClick={() => setOpen(true)} />
      <Modal {...props} open={open} onOpenChange={setOpen} footer={<Actions close={() => setOpen(false)} />}>
        {PARAGRAPHS.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Modal>
    </>
  )
}

const ex = examples(
  import.meta.glob('../examples/modal/*.tsx', { eager: true }),
  import.meta.glob('../examples/modal/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

const playgroundInitial: ModalProps = { title: 'Confirm the order' }

/** The modal's page: opening and closing, sizes, a scrolling body, header and footer slots, the close button, preventCloseOutside, focus, props and playground. */
export default function ModalPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        A modal is a dialog above the page that asks for the person’s attention before they go on: to confirm an action, to fill in a short form, or to read
        something they must not miss. While it is open the page behind it is dimmed and inert. Use it sparingly: a message that can wait belongs in a toast or a
        banner, and longer work beside the page in a drawer.
      </p>
      <p>
        A modal opens because someone asked for it, with a button: never on page load. It has three parts: a header with the title, which names the dialog; a body,
        which scrolls when the modal would be taller than {MODAL_MAX_HEIGHT_VH}% of the window; and a footer with the actions, the main action last.
      </p>

      <h2 id="basic-modal">Basic modal</h2>
      <Example example={ex.basic} title="Open and close" description="The owner keeps the open state. Cancel and Confirm close it, and so do Escape and a click on the backdrop." />

      <h2 id="sizes">Sizes</h2>
      <p>
        Four widths: {MODAL_SIZES.map((s) => `${s} ${MODAL_WIDTHS_REM[s]}rem`).join(', ')}; <code>md</code> is the default. On a narrow window the modal takes the
        width there is.
      </p>
      <Example example={ex.sizes} title="Sizes" />

      <h2 id="long-content">Long content</h2>
      <p>The modal grows with its content up to {MODAL_MAX_HEIGHT_VH}% of the window’s height; then the header and the footer stay and the body scrolls.</p>
      <Example example={ex.long} title="A scrolling body" />

      <h2 id="header-and-close-button">Header and close button</h2>
      <p>
        <code>header</code> replaces the title with any content, for example a title with an icon; the dialog is then named by the header.{' '}
        <code>showCloseButton</code> adds a close button to the header.
      </p>
      <Example example={ex.header} title="Custom header with a close button" />

      <h2 id="closing-only-with-a-button">Closing only with a button</h2>
      <p>
        With <code>preventCloseOutside</code>, Escape and a click on the backdrop do nothing: the person has to choose one of the actions. Keep it for decisions
        that must not be skipped by accident, and always give a button that closes.
      </p>
      <Example example={ex['prevent-close-outside']} title="preventCloseOutside" />

      <h2 id="keyboard-and-focus">Keyboard and focus</h2>
      <ul>
        <li>
          The modal is a <code>dialog</code> with <code>aria-modal=&quot;true&quot;</code>, named by its title or header.
        </li>
        <li>When it opens, the focus moves to its first control. Tab and Shift+Tab cycle through its controls and never leave it; the page behind is inert.</li>
        <li>Escape closes it (unless preventCloseOutside is set). On close the focus returns to the element that opened it.</li>
        <li>
          A body that scrolls is a tab stop, so it can be scrolled with the keyboard. The state is in the DOM: <code>data-state</code> and <code>data-size</code> on
          the dialog.
        </li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="Modal"
        schema={modalSchema}
        cases={[
          { props: {} },
          { props: { title: 'Edit', size: 'full' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={modalSchema} name="Modal" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={modalSchema}
        name="Modal"
        component={PlaygroundModal}
        initial={playgroundInitial}
        omit={['open', 'defaultOpen']}
        code={(_props, generated) => `const [open, setOpen] = useState(false)

<Button variant="primary" label="Open the modal" onClick={() => setOpen(true)} />
${generated.replace('<Modal', '<Modal open={open} onOpenChange={setOpen}')}`}
        childrenCode="<p>…</p>"
      />
    </article>
  )
}
