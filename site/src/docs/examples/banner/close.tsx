import { useState } from 'react'
import { Banner } from '@tessera-ds/library/banner'
import demo from './demo.module.css'

export default function Restorable() {
  const [open, setOpen] = useState(true)
  return (
    <div className={demo.stack}>
      <Banner text="Close this banner with the button on the right; the button below brings it back." closable open={open} onOpenChange={setOpen} />
      {!open && (
        <div>
          <button type="button" className={demo.button} onClick={() => setOpen(true)}>
            Show the banner again
          </button>
        </div>
      )}
    </div>
  )
}
