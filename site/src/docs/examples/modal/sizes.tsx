import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Modal, MODAL_SIZES, MODAL_WIDTHS_REM, type ModalSize } from '@tessera-ds/library/modal'
import { useToast } from '@tessera-ds/library/toaster'
import demo from './demo.module.css'

function SizeModal({ size }: { size: ModalSize }) {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const confirm = () => {
    setOpen(false)
    toast({ type: 'success', text: 'Confirm: done' })
  }
  return (
    <>
      <Button variant="primary" label={`Size ${size}`} onClick={() => setOpen(true)} />
      <Modal
        size={size}
        title={`Size ${size}: ${MODAL_WIDTHS_REM[size]}rem`}
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button label="Cancel" onClick={() => setOpen(false)} />
            <Button variant="primary" label="Confirm" onClick={confirm} />
          </>
        }
      >
        <p>Every order passes three checks before it goes to production: the files are complete, the material is in stock and the price is confirmed.</p>
      </Modal>
    </>
  )
}

export default function Sizes() {
  return (
    <div className={demo.actions}>
      {MODAL_SIZES.map((size) => (
        <SizeModal key={size} size={size} />
      ))}
    </div>
  )
}
