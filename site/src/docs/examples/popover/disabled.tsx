import { useState } from 'react'
import { Popover } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

export default function Disabled() {
  const [disabled, setDisabled] = useState(true)
  return (
    <div className={demo.actions}>
      <label>
        <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} /> isDisabled
      </label>
      <Popover trigger="hover" isDisabled={disabled} content="Now the popover opens." label="Disabled popover">
        <button type="button" className={demo.button}>
          Hover me
        </button>
      </Popover>
    </div>
  )
}
