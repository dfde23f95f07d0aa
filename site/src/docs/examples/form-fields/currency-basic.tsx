import { CurrencyField } from '@tessera-ds/library/currency-field'
import demo from './demo.module.css'

export default function CurrencyFields() {
  return (
    <div className={demo.grid}>
      <CurrencyField label="Unit price" currency="EUR" defaultValue="12.5" />
      <CurrencyField label="Shipping" currency="USD" />
      <CurrencyField label="Budget" currency="JPY" defaultValue="250000" />
    </div>
  )
}
