import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Modal } from '@tessera-ds/library/modal'
import { useToast } from '@tessera-ds/library/toaster'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Open the modal' } }, { waitFor: { role: 'dialog', name: 'Archive the order?' } }] },
]

export default function Basic() {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const archive = () => {
    setOpen(false)
    toast({ type: 'success', text: 'Archive: done' })
  }
  return (
    <>
      <Button variant="primary" label="Open the modal" onClick={() => setOpen(true)} />
      <Modal
        title="Archive the order?"
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button label="Cancel" onClick={() => setOpen(false)} />
            <Button variant="primary" label="Archive" onClick={archive} />
          </>
        }
      >
        <p>The order leaves the list of open orders. You can restore it from the archive.</p>
      </Modal>
    </>
  )
}
