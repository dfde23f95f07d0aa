import { useState } from 'react'
import { Table, type PageState } from '@tessera-ds/library/table'
import { pickColumns, rows } from '../shared/orders'
import demo from './demo.module.css'

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
