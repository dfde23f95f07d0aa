import { DateField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function SingleDate() {
  return (
    <div className={demo.grid}>
      <DateField label="Delivery date" defaultValue="2026-01-15" />
      <DateField label="Contract start" helpText="For example 2026-02-01" />
    </div>
  )
}
