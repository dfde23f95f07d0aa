import { useState } from 'react'
import { Table, type CellValue, type TableColumn, type TableRow } from '@tessera-ds/library/table'
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
  { id: 'status', label: 'Status', isSortable: true, render: statusTag },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'orderedAt', label: 'Ordered', isSortable: true, sortBehavior: 'desc-asc' },
]

const rows: TableRow[] = [
  { id: 1001, cells: { id: 1001, customer: 'Dario Laine', status: 'open', amount: 2957.06, orderedAt: '2026-01-10' } },
  { id: 1002, cells: { id: 1002, customer: 'Dario Costa', status: 'packed', amount: 13694.11, orderedAt: '2026-02-13' } },
  { id: 1003, cells: { id: 1003, customer: 'Ada Costa', status: 'shipped', amount: 5534.54, orderedAt: '2026-04-04' } },
  { id: 1004, cells: { id: 1004, customer: 'Chiara Tamm', status: 'shipped', amount: 10263.81, orderedAt: '2026-05-22' } },
  { id: 1005, cells: { id: 1005, customer: 'Paula Weber', status: 'shipped', amount: 12277.77, orderedAt: '2026-05-04' } },
]

export default function Reorder() {
  const [order, setOrder] = useState<string[]>([])
  return (
    <div className={demo.stack}>
      <Table id="orders-reorder" label="Orders, reorderable columns" columns={columns} rows={rows} selectionMode="multi-page" isReorderable columnOrder={order} onColumnOrderChange={setOrder} />
      <output className={demo.status} data-order-output="">
        columnOrder: <code>[{(order.length ? order : columns.map((c) => c.id)).join(', ')}]</code>
      </output>
    </div>
  )
}
