import { useState } from 'react'
import { Filters, type AppliedFilter, type FilterColumn } from '@tessera-ds/library/filters'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

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

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'filters.filters' } } }, { waitFor: { role: 'dialog' } }] },
]

export default function FilterBar() {
  const [applied, setApplied] = useState<AppliedFilter[]>([])
  return (
    <>
      <Filters columns={columns} onAppliedFiltersChange={setApplied} />
      <output className={demo.output}>appliedFilters = {JSON.stringify(applied, null, 2)}</output>
    </>
  )
}
