import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Modal } from '@tessera-ds/library/modal'
import { useToast } from '@tessera-ds/library/toaster'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'focus-body', steps: [{ click: { role: 'button', name: 'Read how orders are checked' } }, { waitFor: { role: 'dialog', name: 'How orders are checked' } }, { press: 'Tab' }, { press: 'Tab' }, { press: 'Tab' }] },
]

const paragraphs = [
  'Every order passes three checks before it goes to production: the files are complete, the material is in stock and the price is confirmed.',
  'When a check fails, the order waits in “Needs attention” and the person responsible gets a message with what is missing.',
  'Files are checked for their format and size first. A model that cannot be printed as it is can be repaired automatically or sent back.',
  'Material stock is reserved the moment an order is confirmed, so two orders never count on the same material.',
  'Prices are confirmed by the sales team for orders above the automatic limit; below it the quoted price stands.',
  'Once all three checks pass, the order is scheduled on the next free machine that can print its material.',
]

export default function Long() {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const gotIt = () => {
    setOpen(false)
    toast({ type: 'success', text: 'Got it: done' })
  }
  return (
    <>
      <Button variant="primary" label="Read how orders are checked" onClick={() => setOpen(true)} />
      <Modal
        title="How orders are checked"
        size="sm"
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button label="Cancel" onClick={() => setOpen(false)} />
            <Button variant="primary" label="Got it" onClick={gotIt} />
          </>
        }
      >
        {[...paragraphs, ...paragraphs].map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </Modal>
    </>
  )
}
