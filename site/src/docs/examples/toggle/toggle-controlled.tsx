import { useState } from 'react'
import { Toggle, type ToggleValue } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

export default function Controlled() {
  const [value, setValue] = useState<ToggleValue>(null)
  return (
    <div className={demo.grid}>
      <Toggle label="Send the invoice by email" value={value} onValueChange={setValue} />
      <output>value: {String(value)}</output>
    </div>
  )
}
