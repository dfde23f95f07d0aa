import { useCallback, useState } from 'react'
import { renderFilterBuilder } from '@tessera-ds/library/filters'
import { StandardTable, type FetchRequest } from '@tessera-ds/library/standard-table'
import { columns, filters, rows } from '../shared/orders'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

const columnsTool = { role: 'button', name: { label: 'standard-table.editColumns' } } as const
const filtersTool = { role: 'button', name: { label: 'standard-table.editFilters' } } as const

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'columns', steps: [{ click: columnsTool }, { waitFor: { role: 'group', name: { label: 'standard-table.editColumns' } } }] },
  { id: 'filters', steps: [{ click: filtersTool }] },
  { id: 'hover-tool', steps: [{ hover: columnsTool }] },
  { id: 'focus-tool', steps: [{ focus: columnsTool }] },
  { id: 'hover-show-all', steps: [{ click: columnsTool }, { waitFor: { role: 'group', name: { label: 'standard-table.editColumns' } } }, { hover: { role: 'button', name: { label: 'standard-table.showAll' } } }] },
  { id: 'focus-show-all', steps: [{ click: columnsTool }, { waitFor: { role: 'group', name: { label: 'standard-table.editColumns' } } }, { focus: { role: 'button', name: { label: 'standard-table.showAll' } } }] },
  { id: 'all-shown', steps: [{ click: columnsTool }, { waitFor: { role: 'group', name: { label: 'standard-table.editColumns' } } }, { click: { role: 'button', name: { label: 'standard-table.showAll' } } }] },
  { id: 'hover-search', steps: [{ hover: { role: 'searchbox', name: { label: 'standard-table.search' } } }] },
  { id: 'focus-search', steps: [{ focus: { role: 'searchbox', name: { label: 'standard-table.search' } } }] },
]

export default function LocalOrders() {
  const [last, setLast] = useState<FetchRequest | null>(null)
  const [count, setCount] = useState(0)
  const onFetchRequest = useCallback((request: FetchRequest) => {
    setLast(request)
    setCount((c) => c + 1)
  }, [])
  return (
    <div className={demo.stack}>
      <StandardTable
        id="orders-local"
        label="Orders in the page"
        columns={columns}
        rows={rows}
        filters={filters}
        defaultHiddenColumns={['city', 'channels', 'weight', 'shippedAt']}
        searchColumns={['customer', 'city']}
        renderFilters={renderFilterBuilder}
        expansionMode="single"
        renderExpandedRow={(row) => (
          <p className={demo.status}>
            {String(row.cells.customer)}, {row.cells.city ?? 'city unknown'}: shipped {row.cells.shippedAt ?? 'not yet'}.
          </p>
        )}
        onFetchRequest={onFetchRequest}
      />
      <output className={demo.status} data-local-requests={count}>
        onFetchRequest ({count}): <code title={last ? JSON.stringify(last) : undefined}>{last ? JSON.stringify(last) : ''}</code>
      </output>
    </div>
  )
}
