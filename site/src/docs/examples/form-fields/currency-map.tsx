import { CurrencyField } from '@tessera-ds/library/currency-field'
import demo from './demo.module.css'

export default function OwnCurrencies() {
  return (
    <div className={demo.grid}>
      <CurrencyField label="Price" currency="BHD" currencies={{ BHD: { symbol: 'BD', decimalPlaces: 3 } }} defaultValue="4.25" />
      <CurrencyField label="Price" currency="USD" currencies={{ USD: { symbol: 'US$', decimalPlaces: 2 } }} defaultValue="99" />
    </div>
  )
}
