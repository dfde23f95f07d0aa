import { useState } from 'react'
import { RadioGroup } from '@tessera-ds/library/radio-group'
import demo from './demo.module.css'

const payments = [
  { value: 'card', label: 'Credit card' },
  { value: 'invoice', label: 'Invoice (30 days)' },
  { value: 'transfer', label: 'Bank transfer in advance' },
]

export default function Controlled() {
  const [value, setValue] = useState<string | null>('invoice')
  return (
    <div className={demo.stack}>
      <RadioGroup label="Payment" options={payments} value={value} onValueChange={setValue} />
      <output>value: {JSON.stringify(value)}</output>
    </div>
  )
}
