import { NumberField } from '@tessera-ds/library/number-field'
import demo from './demo.module.css'

export default function NumberLimits() {
  return (
    <div className={demo.grid}>
      <NumberField label="Seats" minimum={1} maximum={8} defaultValue={8} />
      <NumberField label="Shifts per week" minimum={3} maximum={21} />
    </div>
  )
}
