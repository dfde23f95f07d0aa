import { useState } from 'react'
import { Drawer } from '@tessera-ds/library/drawer'
import demo from './demo.module.css'

export default function DisallowCloseOutside() {
  const [open, setOpen] = useState(false)
  const close = (
    <button type="button" className={demo.button} style={{ flex: 1, justifyContent: 'center' }} onClick={() => setOpen(false)}>
      Close the drawer
    </button>
  )
  return (
    <>
      <button type="button" className={demo.button} onClick={() => setOpen(true)}>
        Open the drawer with a form
      </button>
      <Drawer title="New filter" disallowCloseOutside showCloseButton open={open} onOpenChange={setOpen} footer={close}>
        <p>A click outside does not close this drawer. Use Escape, the close button or the button below.</p>
        <label style={{ display: 'grid', gap: 'var(--unit-1)' }}>
          Filter name
          <input type="text" defaultValue="Due this week" />
        </label>
      </Drawer>
    </>
  )
}
