import { useState } from 'react'
import { MultiSelect, type OptionValue } from '@tessera-ds/library/select'
import demo from './demo.module.css'

const departments = [
  { label: 'Assembly', value: 'assembly' },
  { label: 'Finance', value: 'finance' },
  { label: 'Logistics', value: 'logistics' },
  { label: 'Purchasing', value: 'purchasing' },
  { label: 'Quality', value: 'quality' },
  { label: 'Sales', value: 'sales' },
]

export default function Controlled() {
  const [value, setValue] = useState<OptionValue[]>(['finance', 'sales'])
  return (
    <div className={demo.grid}>
      <MultiSelect label="Notify departments" options={departments} value={value} onValueChange={setValue} />
      <p className="ts-m-0">
        value: <code>{JSON.stringify(value)}</code>
      </p>
    </div>
  )
}
