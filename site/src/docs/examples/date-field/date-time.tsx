import { DateTimeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function DateTime() {
  return (
    <div className={demo.grid}>
      <DateTimeField label="Pick-up" defaultValue="2026-01-15 09:30:00" />
    </div>
  )
}
