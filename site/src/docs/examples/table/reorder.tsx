import { useState } from 'react'
import { Table } from '@tessera-ds/library/table'
import { pickColumns, rows } from '../shared/orders'
import demo from './demo.module.css'

// the status centred in its column; its drag handle stays at the start
const columns = pickColumns('id', 'customer', 'status', 'amount', 'orderedAt').map((c) => (c.id === 'status' ? { ...c, alignment: 'center' as const } : c))
const shown = rows.slice(0, 5)

export default function Reorder() {
  const [order, setOrder] = useState<string[]>([])
  return (
    <div className={demo.stack}>
      <Table id="orders-reorder" label="Orders, reorderable columns" columns={columns} rows={shown} selectionMode="multi-page" isReorderable columnOrder={order} onColumnOrderChange={setOrder} />
      <output className={demo.status} data-order-output="">
        columnOrder: <code>[{(order.length ? order : columns.map((c) => c.id)).join(', ')}]</code>
      </output>
    </div>
  )
}
