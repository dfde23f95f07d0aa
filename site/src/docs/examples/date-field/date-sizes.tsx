import { DateField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'

export default function Sizes() {
  return (
    <div className={demo.grid}>
      <DateField label="Small" size="small" defaultValue="2026-01-15" />
      <DateField label="Medium" defaultValue="2026-01-15" />
      <DateField label="Large" size="large" defaultValue="2026-01-15" />
    </div>
  )
}
