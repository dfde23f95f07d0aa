import { useState } from 'react'
import { DateRangeField, type DateRange } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function ControlledRange() {
  const [value, setValue] = useState<DateRange | null>({ start: '2026-01-12', end: '2026-01-16' })
  return (
    <div className={demo.wide}>
      <DateRangeField label="Stay" value={value} onValueChange={setValue} />
      <p className="ts-m-0">
        Value: <code>{JSON.stringify(value)}</code>
      </p>
    </div>
  )
}
