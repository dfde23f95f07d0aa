import { SingleSelect } from '@tessera-ds/library/select'
import demo from './demo.module.css'

const packages = [
  { label: 'Box of 10', value: 'box-10' },
  { label: 'box of 2', value: 'box-2' },
  { label: 'Box of 1', value: 'box-1' },
  { label: 'Pallet', value: 'pallet' },
  { label: 'Box of 100', value: 'box-100' },
]

const priorities = [
  { label: 'Urgent', value: 1 },
  { label: 'High', value: 2 },
  { label: 'Normal', value: 3 },
  { label: 'Low', value: 4 },
]

export default function Sorting() {
  return (
    <div className={demo.grid}>
      <SingleSelect label="Package" options={packages} />
      <SingleSelect label="Priority" isUnsorted options={priorities} />
    </div>
  )
}
