import { useState } from 'react'
import { Popover } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

export default function Controlled() {
  const [open, setOpen] = useState(false)
  return (
    <div className={demo.actions}>
      <Popover open={open} onOpenChange={setOpen} content="Opened from the outside: the owner keeps the state." label="Controlled popover">
        <button type="button" className={demo.button}>
          Popover
        </button>
      </Popover>
      <button type="button" className={demo.button} onClick={() => setOpen(!open)}>
        {open ? 'Close it from here' : 'Open it from here'}
      </button>
      <span aria-live="polite">open: {String(open)}</span>
    </div>
  )
}
