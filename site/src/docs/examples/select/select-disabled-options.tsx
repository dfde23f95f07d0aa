import { SingleSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'

const carriers = [
  { label: 'Standard parcel', value: 'parcel' },
  { label: 'Express parcel', value: 'express', isDisabled: true, tooltip: 'Not available for orders over 30 kg' },
  { label: 'Freight', value: 'freight' },
  { label: 'Pick-up at the warehouse', value: 'pickup', dataTest: 'carrier-pickup' },
]

export default function DisabledOptions() {
  return (
    <div className={demo.grid}>
      <SingleSelect label="Carrier" isUnsorted options={carriers} />
    </div>
  )
}
