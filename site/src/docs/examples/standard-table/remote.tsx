import { useCallback, useRef, useState } from 'react'
import { useLoaderData } from 'react-router'
import { fetchRequestOf, INITIAL_STATE, ordersQuery, StandardTable, type AppliedFilter, type FetchRequest } from '@tessera-ds/library/standard-table'
import { type TableRow } from '@tessera-ds/library/table'
import { columns, filters } from '../shared/orders'
import demo from './demo.module.css'

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
  // The loader's query is the table's first request, counted from the first render.
  const [queries, setQueries] = useState<string[]>(first ? [first.query] : [])
  const [pending, setPending] = useState(0)
  const latest = useRef(0)
  const onFetchRequest = useCallback((request: FetchRequest) => {
    const query = ordersQuery(request, filters)
    const n = ++latest.current
    if (query === prefetched.current) {
      prefetched.current = undefined // the loader's answer, counted already
      return
    }
    setQueries((q) => [...q, query])
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
