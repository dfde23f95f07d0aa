import { useRef, useState, type ComponentRef } from 'react'
import { Button } from '@tessera-ds/library/button'
import { TableLegacy, type Row, type TableLegacyColumn } from '@tessera-ds/library/table-legacy'
import demo from './demo.module.css'

const price = (v: unknown) => (typeof v === 'number' ? `€${v.toFixed(2)}` : '')

const columns: TableLegacyColumn[] = [
  { key: 'part', title: 'Part', sortable: true },
  { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
  { key: 'price', title: 'Price', sortable: true, align: 'right', format: price },
]

const parts: Row[] = [
  { id: 1, part: 'Hex bolt M8', sku: 'HB-0801', stock: 240, price: 0.35, site: 'Leeds' },
  { id: 2, part: 'Washer 8 mm', sku: 'WS-0800', stock: 1200, price: 0.04, site: 'Leeds' },
  { id: 3, part: 'Bearing 6204', sku: 'BR-6204', stock: 18, price: 6.9, site: 'Porto' },
  { id: 4, part: 'Drive belt', sku: 'DB-1150', stock: 6, price: 24.5, site: 'Porto' },
  { id: 5, part: 'Cable tie', sku: 'CT-0200', stock: 860, price: 0.02, site: 'Lyon' },
  { id: 6, part: 'Fuse 10 A', sku: 'FU-1000', stock: 75, price: 0.8, site: 'Lyon' },
]

export default function Store() {
  const table = useRef<ComponentRef<typeof TableLegacy>>(null)
  const [read, setRead] = useState('Nothing read yet')
  const readPage = () => {
    const rows = (table.current?.get('pageRows') ?? []) as Row[]
    setRead(`get('pageRows'): ${rows.map((r) => String(r.part)).join(', ')}`)
  }
  const readCount = () => setRead(`get('rowCount'): ${String(table.current?.get('rowCount'))}, get('pageCount'): ${String(table.current?.get('pageCount'))}`)
  const next = () => {
    const page = table.current?.get('page')
    if (typeof page === 'number') table.current?.commit('setPage', page + 1)
  }
  const reset = () => {
    table.current?.commit('setSort', { order: 'none' })
    table.current?.commit('setPage', 1)
  }
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <div className="ts-cluster ts-gap-3">
        <Button size="small" label="setSort: cheapest first" onClick={() => table.current?.commit('setSort', { key: 'price', order: 'asc' })} />
        <Button size="small" label="setPage: one page on" onClick={next} />
        <Button size="small" label="get: pageRows" onClick={readPage} />
        <Button size="small" label="get: the counts" onClick={readCount} />
        <Button size="small" variant="text" label="Reset" onClick={reset} />
      </div>
      <output className={demo.status}>{read}</output>
      <TableLegacy ref={table} caption="Parts and prices" columns={columns} data={parts} pageSize={4} />
    </div>
  )
}
