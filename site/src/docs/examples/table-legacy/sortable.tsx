import { useState } from 'react'
import { TableLegacy, type Row, type Sort, type TableLegacyColumn } from '@tessera-ds/library/table-legacy'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-sort', steps: [{ hover: { role: 'button', name: 'Part' } }] },
  { id: 'focus-sort', steps: [{ focus: { role: 'button', name: 'Part' } }] },
  { id: 'hover-row', steps: [{ hover: { role: 'cell', name: 'Hex bolt M8' } }] },
  { id: 'focus-table', steps: [{ focus: { role: 'region', name: 'Stock by part' } }] },
]

const columns: TableLegacyColumn[] = [
  { key: 'part', title: 'Part', sortable: true },
  { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
  { key: 'site', title: 'Site' },
]

const parts: Row[] = [
  { id: 1, part: 'Hex bolt M8', sku: 'HB-0801', stock: 240, price: 0.35, site: 'Leeds' },
  { id: 2, part: 'Washer 8 mm', sku: 'WS-0800', stock: 1200, price: 0.04, site: 'Leeds' },
  { id: 3, part: 'Bearing 6204', sku: 'BR-6204', stock: 18, price: 6.9, site: 'Porto' },
  { id: 4, part: 'Drive belt', sku: 'DB-1150', stock: 6, price: 24.5, site: 'Porto' },
  { id: 5, part: 'Cable tie', sku: 'CT-0200', stock: 860, price: 0.02, site: 'Lyon' },
  { id: 6, part: 'Fuse 10 A', sku: 'FU-1000', stock: 75, price: 0.8, site: 'Lyon' },
]

const sortText = (sort: Sort) => (sort.order === 'none' ? 'none (as given)' : `${sort.key}, ${sort.order === 'asc' ? 'ascending' : 'descending'}`)

export default function Sortable() {
  const [sort, setSort] = useState<Sort>({ key: 'stock', order: 'desc' })
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <TableLegacy caption="Stock by part" columns={columns} data={parts} defaultSort={{ key: 'stock', order: 'desc' }} onSortChange={setSort} />
      <output className={demo.status}>onSortChange: {sortText(sort)}</output>
    </div>
  )
}
