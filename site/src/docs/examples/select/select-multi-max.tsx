import { MultiSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'

const materials = [
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 'copper' },
  { label: 'Stainless steel', value: 'steel' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock until the next delivery' },
]

export default function AtMostTwo() {
  return (
    <div className={demo.grid}>
      <MultiSelect label="Compare up to two materials" options={materials} maximumSelectable={2} defaultValue={['aluminium']} />
    </div>
  )
}
