import { useState } from 'react'
import { FilterBuilder, toAppliedFilters, type AppliedFilter, type Filter, type FilterColumn } from '@tessera-ds/library/filters'
import demo from './demo.module.css'

const columns: FilterColumn[] = [
  { key: 'quantity', label: 'Quantity', type: 'NUMBER_RANGE', operations: ['EQUAL', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN_OR_EQUAL', 'IN_RANGE'], decimalPlaces: 0, minimum: 1 },
  { key: 'weight', label: 'Weight', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'IS_EMPTY'], decimalPlaces: 3, suffix: 'kg' },
  { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'GREATER_THAN', 'LESS_THAN'], currency: 'EUR' },
]
const value: Filter[] = [
  { key: 'quantity', operation: 'GREATER_THAN_OR_EQUAL', value: 10 },
  { key: 'weight', operation: 'IN_RANGE', value: { min: 2.5, max: null } },
  { key: 'amount', operation: 'IN_RANGE', value: { min: 400, max: 100 } },
]

export default function Numbers() {
  const [applied, setApplied] = useState<AppliedFilter[]>(() => toAppliedFilters(value, columns))
  return (
    <>
      <FilterBuilder columns={columns} defaultValue={value} onAppliedFiltersChange={setApplied} />
      <output className={demo.output}>appliedFilters = {literal(applied)}</output>
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
