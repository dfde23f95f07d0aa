import { DateField, DateRangeField, DateTimeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function States() {
  return (
    <div className={demo.grid}>
      <DateField label="Birthday" isRequired />
      <DateField label="Wedding day" isOptional />
      <DateField label="Created" defaultValue="2026-01-02" isDisabled />
      <DateTimeField label="Last sync" isLoading />
      <DateField label="Ship date" defaultValue="2026-01-17" validation={{ type: 'warning', text: 'A Saturday: the depot is closed' }} />
      <DateRangeField label="Booking" defaultValue={{ start: '2026-01-20', end: '2026-01-22' }} validation={{ type: 'error', text: 'Already booked' }} />
    </div>
  )
}
