import { useCallback, useRef, useState } from 'react'
import { useLoaderData } from 'react-router'
import { fetchRequestOf, INITIAL_STATE, ordersQuery, StandardTable, type AppliedFilter, type FetchRequest, type TableFilter } from '@tessera-ds/library/standard-table'
import { type CellValue, type TableColumn, type TableRow } from '@tessera-ds/library/table'
import { Tag, type TagColorStyle } from '@tessera-ds/library/tag'
import demo from './demo.module.css'

const statusColors: Record<string, TagColorStyle> = { open: 'blue-light', packed: 'violet-light', shipped: 'mint-light', delivered: 'green-light', returned: 'orange-light' }

function statusTag(value: CellValue) {
  if (typeof value !== 'string') return null
  return <Tag text={value.charAt(0).toUpperCase() + value.slice(1)} colorStyle={statusColors[value] ?? 'gray-light'} />
}

const columns: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'city', label: 'City', isSortable: true },
  { id: 'status', label: 'Status', isSortable: true, render: statusTag },
  { id: 'channels', label: 'Channels' },
  { id: 'quantity', label: 'Quantity', isSortable: true, isNumeric: true, decimalPlaces: 0, sortBehavior: 'desc-asc' },
  { id: 'weight', label: 'Weight (kg)', isSortable: true, isNumeric: true, decimalPlaces: 3 },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'isPriority', label: 'Priority', isSortable: true },
  { id: 'orderedAt', label: 'Ordered', isSortable: true, sortBehavior: 'desc-asc' },
  { id: 'shippedAt', label: 'Shipped', isSortable: true, sortBehavior: 'desc-asc' },
]

const filters: TableFilter[] = [
  {
    id: 'status',
    label: 'Status',
    type: 'SINGLE_SELECT',
    options: [
      { label: 'Open', value: 'open' },
      { label: 'Packed', value: 'packed' },
      { label: 'Shipped', value: 'shipped' },
      { label: 'Delivered', value: 'delivered' },
      { label: 'Returned', value: 'returned' },
    ],
  },
  {
    id: 'channels',
    label: 'Channels',
    type: 'MULTI_SELECT',
    options: [
      { label: 'Web', value: 'web' },
      { label: 'Phone', value: 'phone' },
      { label: 'Store', value: 'store' },
      { label: 'Partner', value: 'partner' },
    ],
  },
  { id: 'quantity', label: 'Quantity', type: 'NUMBER_RANGE', decimalPlaces: 0 },
  { id: 'weight', label: 'Weight', type: 'NUMBER_RANGE', decimalPlaces: 3, unit: 'kg' },
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2, unit: 'EUR' },
  { id: 'isPriority', label: 'Priority', type: 'BOOLEAN' },
  { id: 'orderedAt', label: 'Ordered', type: 'DATE_RANGE' },
  { id: 'shippedAt', label: 'Shipped', type: 'DATE_RANGE' },
]

/** The demo API's orders endpoint, on the site's own server, and what it answers. */
const API = `${import.meta.env.BASE_URL}api/orders`

interface ApiOrder {
  id: number
  customer: string
  city: string | null
  status: string
  channels: string[]
  quantity: number
  weight: number
  amount: string
  isPriority: boolean | null
  orderedAt: string
  shippedAt: string | null
}

interface Page {
  rows: TableRow[]
  rowCount: number
}

const toRow = (o: ApiOrder): TableRow => ({ id: o.id, cells: { ...o, channels: o.channels.join(', '), amount: Number(o.amount) } })

async function fetchOrders(query: string): Promise<Page> {
  const r = await fetch(`${API}?${query}`, { headers: { Accept: 'application/json' } })
  if (!r.ok) throw new Error(`HTTP ${r.status}`)
  const answer = (await r.json()) as { rows: ApiOrder[]; rowCount: number }
  return { rows: answer.rows.map(toRow), rowCount: answer.rowCount }
}

const appliedFilters: AppliedFilter[] = [{ id: 'channels', operation: 'ONE_OF', value: ['web'] }]
const firstQuery = ordersQuery(fetchRequestOf({ ...INITIAL_STATE, appliedFilters }), filters)

/** loader (the route's) fetches the first page before the page shows, so the table opens filled; null lets the table ask itself. */
export async function loader(): Promise<(Page & { query: string }) | null> {
  try {
    return { query: firstQuery, ...(await fetchOrders(firstQuery)) }
  } catch {
    return null
  }
}

export default function RemoteOrders() {
  const first = useLoaderData() as (Page & { query: string }) | null
  const prefetched = useRef(first?.query)
  const [page, setPage] = useState<Page | null>(first)
  const [failed, setFailed] = useState<string | null>(null)
  const [queries, setQueries] = useState<string[]>([])
  const [pending, setPending] = useState(0)
  const latest = useRef(0)
  const onFetchRequest = useCallback((request: FetchRequest) => {
    const query = ordersQuery(request, filters)
    const n = ++latest.current
    setQueries((q) => [...q, query])
    if (query === prefetched.current) {
      prefetched.current = undefined // the loader's answer
      return
    }
    setPending((p) => p + 1)
    fetchOrders(query)
      .then((answer) => {
        if (n !== latest.current) return // a newer request is on its way
        setFailed(null)
        setPage(answer)
      })
      .catch((err: unknown) => {
        if (n === latest.current) setFailed(err instanceof Error ? err.message : String(err))
      })
      .finally(() => setPending((p) => p - 1))
  }, [])
  return (
    <div className={demo.stack}>
      <StandardTable
        id="orders-remote"
        label="Orders from the server"
        columns={columns}
        rows={page?.rows ?? []}
        isLoading={page === null && failed === null}
        filters={filters}
        defaultAppliedFilters={appliedFilters}
        defaultHiddenColumns={['city', 'weight', 'shippedAt']}
        pagination={{ type: 'remote', rowCount: page?.rowCount }}
        selectionMode="multi-page"
        onFetchRequest={onFetchRequest}
      />
      <output className={demo.status} data-pending={pending > 0 ? '' : undefined} data-requests={queries.length} data-last-query={queries.at(-1) ?? ''}>
        {failed ? `The server did not answer: ${failed}. ` : ''}
        Requests: {queries.length}; the last: <code>GET /tessera/api/orders?{queries.at(-1) ?? ''}</code>
      </output>
    </div>
  )
}
