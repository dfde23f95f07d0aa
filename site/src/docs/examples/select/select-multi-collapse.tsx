import { MultiSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'

const departments = [
  { label: 'Assembly', value: 'assembly' },
  { label: 'Finance', value: 'finance' },
  { label: 'Logistics', value: 'logistics' },
  { label: 'Purchasing', value: 'purchasing' },
  { label: 'Quality', value: 'quality' },
  { label: 'Sales', value: 'sales' },
]

export default function ManyTags() {
  return (
    <div className={demo.grid}>
      <MultiSelect label="Departments" options={departments} collapseTagsAfter={2} clearOnSelect defaultValue={['assembly', 'logistics', 'quality', 'sales']} />
    </div>
  )
}
