import { useState } from 'react'
import { FilterBuilder, toAppliedFilters, validColumns, type AppliedFilter, type Filter, type FilterColumn } from '@tessera-ds/library/filters'
import demo from './demo.module.css'

const statuses = [
  { label: 'Open', value: 'open' },
  { label: 'Packed', value: 'packed' },
  { label: 'Shipped', value: 'shipped' },
  { label: 'Delivered', value: 'delivered' },
]
const channels = [
  { label: 'Web', value: 'web' },
  { label: 'Phone', value: 'phone' },
  { label: 'Store', value: 'store' },
]

const columns: FilterColumn[] = [
  { key: 'search', label: 'Customer or city', type: 'SEARCH', placeholder: 'Search customer or city' },
  { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL', 'IS_EMPTY'], options: statuses, isUnsorted: true },
  { key: 'channels', label: 'Channels', type: 'MULTI_SELECT', operations: ['ONE_OF', 'IS_EMPTY'], options: channels, collapseTagsAfter: 2 },
  { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'GREATER_THAN', 'LESS_THAN'], currency: 'EUR', minimum: 0 },
  { key: 'isPriority', label: 'Priority', type: 'BOOLEAN', operations: ['EQUAL', 'IS_EMPTY'] },
  { key: 'shippedAt', label: 'Shipped', type: 'DATE_RANGE', operations: ['IN_RANGE', 'IS_EMPTY'], maximumDate: '2026-12-31', shortcuts: ['lastWeek', 'lastMonth'] },
]

/** A row of each type with its value; fixed dates, so the example reads the same every day. */
const value: Filter[] = [
  { key: 'status', operation: 'EQUAL', value: 'packed' },
  { key: 'channels', operation: 'ONE_OF', value: ['web', 'phone'] },
  { key: 'amount', operation: 'IN_RANGE', value: { min: 50, max: 250 } },
  { key: 'isPriority', operation: 'EQUAL', value: true },
  { key: 'shippedAt', operation: 'IN_RANGE', value: { start: '2026-03-01', end: '2026-03-31' } },
]

export default function EveryType() {
  const [applied, setApplied] = useState<AppliedFilter[]>(() => toAppliedFilters(value, validColumns(columns)))
  return (
    <>
      <FilterBuilder columns={columns} defaultValue={value} onAppliedFiltersChange={setApplied} />
      <output className={demo.output}>appliedFilters = {JSON.stringify(applied, null, 2)}</output>
    </>
  )
}
