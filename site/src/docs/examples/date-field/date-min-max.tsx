import { DateField, DateRangeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function EarliestAndLatest() {
  return (
    <div className={demo.wide}>
      <DateField label="Appointment" defaultValue="2026-01-15" minimumDate="2026-01-12" maximumDate="2026-01-30" helpText="From 12 to 30 January" />
      <DateRangeField label="Holiday" minimumDate="2026-01-15" />
    </div>
  )
}
