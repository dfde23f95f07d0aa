import { Button } from '@tessera-ds/library/button'
import { useState } from 'react'
import { Popover } from '@tessera-ds/library/popover'
import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

export default function Disabled() {
  const [disabled, setDisabled] = useState(true)
  return (
    <div className={demo.actions}>
      <Toggle label="isDisabled" value={disabled} onValueChange={(value) => setDisabled(value === true)} />
      <Popover trigger="hover" isDisabled={disabled} content="Now the popover opens." label="Disabled popover">
        <Button label="Hover me" />
      </Popover>
    </div>
  )
}
