import { useState } from 'react'
import type { z } from 'zod'
import { Filters } from '../../library/filters/Filters'
import { developerErrors, type AppliedFilter, type ColumnType, type FilterColumn } from '../../library/filters/logic'
import { literal } from '../kit/prop-docs'
import demo from '../pages/actions/demo.module.css'
import type { playgroundSchema } from './usage-components-filters.schema'

// The orders of the demo data: every type of column, and a search over customer and city.
export const STATUS = [
  { label: 'Open', value: 'open' },
  { label: 'Packed', value: 'packed' },
  { label: 'Shipped', value: 'shipped' },
  { label: 'Delivered', value: 'delivered' },
]
const CHANNELS = [
  { label: 'Web', value: 'web' },
  { label: 'Phone', value: 'phone' },
  { label: 'Store', value: 'store' },
]

/** ORDER_COLUMNS are the orders' filter columns, one of each type. */
export const ORDER_COLUMNS: FilterColumn[] = [
  { key: 'search', label: 'Customer or city', type: 'SEARCH', placeholder: 'Search customer or city' },
  { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL', 'IS_EMPTY'], options: STATUS, isUnsorted: true },
  { key: 'channels', label: 'Channels', type: 'MULTI_SELECT', operations: ['ONE_OF', 'IS_EMPTY'], options: CHANNELS, collapseTagsAfter: 2 },
  { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'GREATER_THAN', 'LESS_THAN'], currency: 'EUR', minimum: 0 },
  { key: 'isPriority', label: 'Priority', type: 'BOOLEAN', operations: ['EQUAL', 'IS_EMPTY'] },
  { key: 'shippedAt', label: 'Shipped', type: 'DATE_RANGE', operations: ['IN_RANGE', 'IS_EMPTY'], maximumDate: '2026-12-31', shortcuts: ['lastWeek', 'lastMonth'] },
]

const OUTPUT_STYLE = { display: 'block', marginTop: 'var(--unit-3)', whiteSpace: 'pre-wrap', fontFamily: 'var(--font-mono)', overflowWrap: 'anywhere' } as const

/** AppliedOutput shows the applied filters an example reports, as the code would receive them. */
function AppliedOutput({ applied }: { applied: AppliedFilter[] }) {
  return (
    <output className={demo.status} style={OUTPUT_STYLE}>
      appliedFilters = {literal(applied, 0, 56)}
    </output>
  )
}

/** TYPE_INPUT says what input each type of column gives its value. */
export const TYPE_INPUT: Record<ColumnType, string> = {
  BOOLEAN: 'a Yes / No select',
  DATE_RANGE: 'a date range field (picker, shortcuts, minimumDate and maximumDate)',
  MULTI_SELECT: 'a multi-select (clearOnSelect, collapseTagsAfter, isUnsorted)',
  NUMBER_RANGE: 'one number field, two for IN_RANGE; a currency field with currency (decimalPlaces, minimum, maximum, step, prefix, suffix)',
  SINGLE_SELECT: 'a select (isUnsorted)',
  SEARCH: 'the search field beside the Filters button, not a row',
}

type PlaygroundProps = z.input<typeof playgroundSchema>

function playgroundColumns(p: PlaygroundProps): FilterColumn[] {
  const empty = p.isEmpty ?? true
  const ops = <T extends string>(list: T[]) => (empty ? [...list, 'IS_EMPTY'] : list) as FilterColumn['operations']
  const currency = p.currency ?? 'EUR'
  const amount: FilterColumn = { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ops(['IN_RANGE', 'GREATER_THAN', 'LESS_THAN']) }
  if (currency !== 'none') amount.currency = currency
  else amount.decimalPlaces = p.decimalPlaces ?? 2
  return [
    ...(p.search ?? true ? [{ key: 'search', label: 'Customer or city', type: 'SEARCH' } as FilterColumn] : []),
    { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ops(['EQUAL']), options: STATUS, isUnsorted: true },
    { key: 'channels', label: 'Channels', type: 'MULTI_SELECT', operations: ops(['ONE_OF']), options: CHANNELS, collapseTagsAfter: p.collapseTagsAfter ?? 2 },
    amount,
    { key: 'isPriority', label: 'Priority', type: 'BOOLEAN', operations: ops(['EQUAL']) },
  ]
}

/** PlaygroundFilters is the filter bar of the playground, with the applied filters it reports under it. */
export function PlaygroundFilters(p: PlaygroundProps) {
  const [applied, setApplied] = useState<AppliedFilter[]>([])
  return (
    <>
      <Filters key={JSON.stringify(p)} columns={playgroundColumns(p)} defaultOpen={p.defaultOpen} onAppliedFiltersChange={setApplied} />
      <AppliedOutput applied={applied} />
    </>
  )
}

/** playgroundCode is the playground's code: the columns the controls build, and the filter bar. */
export function playgroundCode(values: Record<string, unknown>): string {
  const columns = playgroundColumns(values as PlaygroundProps).map((c) => (c.options ? { ...c, options: c.key === 'status' ? '…statuses' : '…channels' } : c))
  const open = values.defaultOpen ? '\n  defaultOpen' : ''
  return `const columns = ${literal(columns, 0, 100).replace(/'…(\w+)'/g, '$1')}

<Filters
  columns={columns}${open}
  onAppliedFiltersChange={(filters) => fetchOrders(filters)}
/>`
}

/** DEVELOPER_ERRORS are the errors the component logs for a few wrong columns and a filter without its column. */
export const DEVELOPER_ERRORS = developerErrors(
  'Filters',
  [
    { key: 'weight', label: 'Weight', type: 'WEIGHT', operations: ['EQUAL'] },
    { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['IN_RANGE'], options: STATUS },
    { key: 'city', label: 'City', type: 'SINGLE_SELECT', operations: [], options: STATUS },
  ],
  [{ key: 'region', operation: 'EQUAL', value: 'north' }],
)

/** TABLE_CODE is the code that fills a standard table's filter popover with a builder. */
export const TABLE_CODE = `import { renderFilterBuilder } from 'library/filters/table-adapter'

<StandardTable
  id="orders"
  label="Orders"
  columns={columns}
  rows={rows}
  filters={filters}
  renderFilters={renderFilterBuilder}
/>`
