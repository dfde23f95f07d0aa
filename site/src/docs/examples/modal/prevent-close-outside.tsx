import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Modal } from '@tessera-ds/library/modal'
import { useToast } from '@tessera-ds/library/toaster'

export default function PreventCloseOutside() {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const discard = () => {
    setOpen(false)
    toast({ type: 'success', text: 'Discard changes: done' })
  }
  return (
    <>
      <Button variant="primary" label="Leave the form" onClick={() => setOpen(true)} />
      <Modal
        title="Unsaved changes"
        preventCloseOutside
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button label="Cancel" onClick={() => setOpen(false)} />
            <Button variant="danger" label="Discard changes" onClick={discard} />
          </>
        }
      >
        <p>The form has changes that are not saved yet. Discard them, or cancel and save first.</p>
      </Modal>
    </>
  )
}
