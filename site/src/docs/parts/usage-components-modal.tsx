import { useState } from 'react'
import { Button } from '../../library/button/Button'
import { Modal } from '../../library/modal/Modal'
import type { ModalProps } from '../../library/modal/schema'
import { useToast } from '../../library/toaster/Toaster'

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
export function PlaygroundModal(props: ModalProps) {
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

/** playgroundCode is the playground's code: PlaygroundModal's state and button around the generated modal. */
export const playgroundCode = (_props: unknown, generated: string) => `const [open, setOpen] = useState(false)

<Button variant="primary" label="Open the modal" onClick={() => setOpen(true)} />
${generated.replace('<Modal', '<Modal open={open} onOpenChange={setOpen}')}`
