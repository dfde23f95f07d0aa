import { CurrencyField } from '@tessera-ds/library/currency-field'
import demo from './demo.module.css'

export default function CurrencyRange() {
  return (
    <div className={demo.column}>
      <CurrencyField label="Refund" currency="GBP" minimum={0} maximum={500} helpText="At most the order’s total" />
    </div>
  )
}
