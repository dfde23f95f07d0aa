import { useState } from 'react'
import { Modal } from '@tessera-ds/library/modal'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

export default function PreventCloseOutside() {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const discard = () => {
    setOpen(false)
    toast({ type: 'success', text: 'Discard changes: done' })
  }
  return (
    <>
      <button type="button" className={demo.button} onClick={() => setOpen(true)}>
        Leave the form
      </button>
      <Modal
        title="Unsaved changes"
        preventCloseOutside
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <button type="button" className={demo.button} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className={demo.button} onClick={discard}>
              Discard changes
            </button>
          </>
        }
      >
        <p>The form has changes that are not saved yet. Discard them, or cancel and save first.</p>
      </Modal>
    </>
  )
}
