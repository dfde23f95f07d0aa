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
      <output className={demo.output}>appliedFilters = {JSON.stringify(applied, null, 2)}</output>
    </>
  )
}
