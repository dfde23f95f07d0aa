import { useState } from 'react'
import { Table, type PageState } from '@tessera-ds/library/table'
import { pickColumns, rows } from '../shared/orders'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-page-size', steps: [{ hover: { role: 'combobox', name: { label: 'standard-table.itemsPerPage' } } }] },
  { id: 'focus-page-size', steps: [{ focus: { role: 'combobox', name: { label: 'standard-table.itemsPerPage' } } }] },
  { id: 'focus-table', steps: [{ focus: { role: 'region', name: 'Orders, in pages' } }] },
]

const columns = pickColumns('id', 'customer', 'status', 'amount', 'orderedAt')

export default function Pagination() {
  const [page, setPage] = useState<PageState>({ pageIndex: 0, pageSize: 10 })
  return (
    <div className={demo.stack}>
      <Table id="orders-pages" label="Orders, in pages" columns={columns} rows={rows} pagination={{ ...page }} onPaginationChange={setPage} />
      <output className={demo.status}>
        onPaginationChange: <code>{`{ pageIndex: ${page.pageIndex}, pageSize: ${page.pageSize} }`}</code>
      </output>
    </div>
  )
}
