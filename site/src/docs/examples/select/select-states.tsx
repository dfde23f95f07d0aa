import { MultiSelect, SingleSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'

const materials = [
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 'copper' },
  { label: 'Stainless steel', value: 'steel' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock until the next delivery' },
]

export default function States() {
  return (
    <div className={demo.grid}>
      <SingleSelect label="Material" options={materials} isRequired helpText="Used for the price estimate" />
      <MultiSelect label="Materials" options={materials} defaultValue={['brass']} validation={{ type: 'warning', text: 'Brass is on a long lead time' }} />
      <SingleSelect label="Material" options={materials} defaultValue="copper" isDisabled />
      <MultiSelect label="Materials" options={[]} isLoading />
    </div>
  )
}
