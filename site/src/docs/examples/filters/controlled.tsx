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
  const [filters, setFilters] = useState<Filter[]>([{ key: 'search', operation: 'CONTAINS', value: 'Lyon' }])
  return (
    <>
      <Filters columns={columns} value={filters} onValueChange={setFilters} />
      <output className={demo.output}>value = {literal(filters)}</output>
    </>
  )
}

/** literal writes a value as code: strings in single quotes, one item a line when it is wider than 56 characters. */
function literal(value: unknown, indent = 0): string {
  const flat = inline(value)
  if (value === null || typeof value !== 'object' || flat.length + indent * 2 <= 56) return flat
  const pad = '  '.repeat(indent + 1)
  const end = '  '.repeat(indent)
  if (Array.isArray(value)) return `[\n${value.map((v) => pad + literal(v, indent + 1)).join(',\n')},\n${end}]`
  return `{\n${entries(value).map(([k, v]) => `${pad}${k}: ${literal(v, indent + 1)}`).join(',\n')},\n${end}}`
}

function inline(value: unknown): string {
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (value !== null && typeof value === 'object') return `{ ${entries(value).map(([k, v]) => `${k}: ${inline(v)}`).join(', ')} }`
  return String(value)
}

const entries = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined)
