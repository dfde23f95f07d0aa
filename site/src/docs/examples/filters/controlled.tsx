import { useState } from 'react'
import { Filters, type Filter, type FilterColumn } from '@tessera-ds/library/filters'
import demo from './demo.module.css'

const columns: FilterColumn[] = [
  { key: 'search', label: 'Customer', type: 'SEARCH' },
  {
    key: 'status',
    label: 'Status',
    type: 'SINGLE_SELECT',
    operations: ['EQUAL'],
    options: [
      { label: 'Open', value: 'open' },
      { label: 'Packed', value: 'packed' },
      { label: 'Shipped', value: 'shipped' },
      { label: 'Delivered', value: 'delivered' },
    ],
    isUnsorted: true,
  },
  { key: 'isPriority', label: 'Priority', type: 'BOOLEAN', operations: ['EQUAL'] },
]

export default function Controlled() {
  const [filters, setFilters] = useState<Filter[]>([
    { key: 'search', operation: 'CONTAINS', value: 'Lyon' },
    { key: 'status', operation: 'EQUAL', value: 'packed' },
  ])
  return (
    <>
      <Filters columns={columns} value={filters} onValueChange={setFilters} />
      <output className={demo.output}>value = {JSON.stringify(filters, null, 2)}</output>
    </>
  )
}
