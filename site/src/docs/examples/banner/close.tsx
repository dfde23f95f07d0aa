import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Banner } from '@tessera-ds/library/banner'
import demo from './demo.module.css'

export default function Restorable() {
  const [open, setOpen] = useState(true)
  return (
    <div className={demo.stack}>
      <Banner text="Close this banner with the button on the right; the button below brings it back." closable open={open} onOpenChange={setOpen} />
      {!open && (
        <div>
          <Button label="Show the banner again" onClick={() => setOpen(true)} />
        </div>
      )}
    </div>
  )
}
