import { useState } from 'react'
import { Modal } from '@tessera-ds/library/modal'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

export default function Basic() {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const archive = () => {
    setOpen(false)
    toast({ type: 'success', text: 'Archive: done' })
  }
  return (
    <>
      <button type="button" className={demo.button} onClick={() => setOpen(true)}>
        Open the modal
      </button>
      <Modal
        title="Archive the order?"
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <button type="button" className={demo.button} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className={demo.button} onClick={archive}>
              Archive
            </button>
          </>
        }
      >
        <p>The order leaves the list of open orders. You can restore it from the archive.</p>
      </Modal>
    </>
  )
}
