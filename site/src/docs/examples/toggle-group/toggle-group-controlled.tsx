import { useState } from 'react'
import { ToggleGroup, type ToggleGroupValue } from '@tessera-ds/library/toggle-group'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [{ id: 'saving', steps: [{ click: { role: 'button', name: 'Fri' } }] }]

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
  const [saving, setSaving] = useState(false)
  const change = (next: ToggleGroupValue) => {
    setValue(next)
    // stands in for the request that saves the days: the group is busy until it answers
    setSaving(true)
    setTimeout(() => setSaving(false), 3000)
  }
  return (
    <div className="ts-stack ts-gap-4">
      <ToggleGroup label="Delivery days" options={days} isMultiple value={value} onValueChange={change} isLoading={saving} />
      <output>value: {JSON.stringify(value)}</output>
    </div>
  )
}
