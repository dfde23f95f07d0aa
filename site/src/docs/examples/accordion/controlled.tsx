import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Accordion } from '@tessera-ds/library/accordion'
import demo from './demo.module.css'

export default function Controlled() {
  const [open, setOpen] = useState(true)
  return (
    <div className={demo.stack}>
      <div className="ts-cluster ts-gap-4">
        <Button label="Toggle the accordion" onClick={() => setOpen(!open)} />
        <span className={demo.note} aria-live="polite">
          The accordion is {open ? 'open' : 'closed'}.
        </span>
      </div>
      <Accordion title="Delivery address" icon="location" open={open} onOpenChange={setOpen}>
        Unit 4, Harbour Road, 20457 Hamburg
      </Accordion>
    </div>
  )
}
