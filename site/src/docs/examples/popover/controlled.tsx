import { useState } from 'react'
import { Button } from '@tessera-ds/library/button'
import { Popover } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

export default function Controlled() {
  const [open, setOpen] = useState(false)
  return (
    <div className={demo.actions}>
      <Popover open={open} onOpenChange={setOpen} content="Opened from the outside: the owner keeps the state." label="Controlled popover">
        <Button label="Popover" />
      </Popover>
      <Button label={open ? 'Close it from here' : 'Open it from here'} onClick={() => setOpen(!open)} />
      <span aria-live="polite">open: {String(open)}</span>
    </div>
  )
}
