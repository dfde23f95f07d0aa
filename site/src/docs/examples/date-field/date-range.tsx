import { DateRangeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function DateRange() {
  return (
    <div className={demo.wide}>
      <DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: '2026-01-16' }} />
    </div>
  )
}
