import { useState } from 'react'
import { ToggleGroup, type ToggleGroupValue } from '@tessera-ds/library/toggle-group'

const days = [
  { key: 'mon', label: 'Mon' },
  { key: 'tue', label: 'Tue' },
  { key: 'wed', label: 'Wed' },
  { key: 'thu', label: 'Thu' },
  { key: 'fri', label: 'Fri' },
  { key: 'sat', label: 'Sat' },
  { key: 'sun', label: 'Sun', isDisabled: true },
]

export default function Controlled() {
  const [value, setValue] = useState<ToggleGroupValue>(['mon', 'wed'])
  return (
    <div className="ts-stack ts-gap-4">
      <ToggleGroup label="Delivery days" options={days} isMultiple value={value} onValueChange={setValue} />
      <output>value: {JSON.stringify(value)}</output>
    </div>
  )
}
