import { useState } from 'react'
import { TableLegacy, type Row, type TableLegacyColumn } from '@tessera-ds/library/table-legacy'
import demo from './demo.module.css'

const columns: TableLegacyColumn[] = [
  { key: 'part', title: 'Part', sortable: true },
  { key: 'sku', title: 'SKU' },
  { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
]

const spacers: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, part: `Spacer ${i + 1} mm`, sku: `SP-${String(i + 1).padStart(4, '0')}`, stock: (i * 37) % 100 }))

export default function Pages() {
  const [page, setPage] = useState(1)
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <TableLegacy caption="Spacers" columns={columns} data={spacers} pageSize={5} onPageChange={setPage} />
      <output className={demo.status}>onPageChange: page {page}</output>
    </div>
  )
}
