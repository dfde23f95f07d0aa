import { DateTimeRangeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function DateTimeRange() {
  return (
    <div className={demo.wide}>
      <DateTimeRangeField label="Maintenance window" defaultValue={{ start: '2026-01-15 22:00:00', end: '2026-01-16 06:00:00' }} />
    </div>
  )
}
