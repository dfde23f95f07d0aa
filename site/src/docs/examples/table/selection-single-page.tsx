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

// Each order: id, customer, status, amount (EUR), ordered
const orders: Array<[number, string, string, number, string]> = [
  [1001, 'Dario Laine', 'open', 2957.06, '2026-01-10'],
  [1002, 'Dario Costa', 'packed', 13694.11, '2026-02-13'],
  [1003, 'Ada Costa', 'shipped', 5534.54, '2026-04-04'],
  [1004, 'Chiara Tamm', 'shipped', 10263.81, '2026-05-22'],
  [1005, 'Paula Weber', 'shipped', 12277.77, '2026-05-04'],
  [1006, 'Oskar Jansen', 'shipped', 139.72, '2026-02-19'],
  [1007, 'Zoë Dubois', 'returned', 2085.96, '2026-05-06'],
  [1008, 'Mateo Novak', 'shipped', 3446.6, '2026-03-27'],
  [1009, 'Elena Jansen', 'delivered', 1608.43, '2026-05-09'],
  [1010, 'Finn Silva', 'returned', 8439.55, '2026-01-10'],
  [1011, 'Greta Fischer', 'shipped', 6060.57, '2026-04-27'],
  [1012, 'Zoë Silva', 'shipped', 9860.57, '2026-03-07'],
  [1013, 'Lotte Rossi', 'delivered', 13892.79, '2026-02-28'],
  [1014, 'Mateo Rossi', 'returned', 12479.18, '2026-05-25'],
  [1015, 'Chiara Bianchi', 'open', 7951.7, '2026-04-19'],
  [1016, 'Paula Weber', 'returned', 1237.83, '2026-02-11'],
  [1017, 'Zoë Bianchi', 'packed', 4079.3, '2026-03-30'],
  [1018, 'Elena Novak', 'shipped', 4228.35, '2026-01-16'],
  [1019, 'Inès Andersen', 'delivered', 2556.88, '2026-02-18'],
  [1020, 'Jonas Novak', 'packed', 12677.96, '2026-05-13'],
  [1021, 'Elena Fischer', 'open', 12971.46, '2026-03-27'],
  [1022, 'Dario Jansen', 'delivered', 11068.77, '2026-04-16'],
  [1023, 'Lotte Bianchi', 'shipped', 4745.22, '2026-02-28'],
  [1024, 'Zoë Laine', 'open', 10521.8, '2026-04-25'],
]

const rows: TableRow[] = orders.map(([id, customer, status, amount, orderedAt]) => ({ id, cells: { id, customer, status, amount, orderedAt } }))

export default function SelectionSinglePage() {
  const [selected, setSelected] = useState<string[]>([])
  return (
    <div className={demo.stack}>
      <Table
        id="orders-select-single-page"
        label="Orders, single-page selection"
        columns={columns}
        rows={rows}
        pagination={{ pageSize: 10 }}
        selectionMode="single-page"
        selectedRows={selected}
        onSelectedRowsChange={setSelected}
      />
      <output className={demo.status} data-selected-output="">
        selectedRows: <code>[{selected.join(', ')}]</code>
      </output>
    </div>
  )
}
