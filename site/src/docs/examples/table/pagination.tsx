import { useState } from 'react'
import { Table, type CellValue, type PageState, type TableColumn, type TableRow } from '@tessera-ds/library/table'
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
  [1025, 'Zoë Fischer', 'delivered', 1785.74, '2026-02-02'],
  [1026, 'Niamh Moreau', 'shipped', 13147.76, '2026-04-11'],
  [1027, 'Ada Rossi', 'delivered', 10508.03, '2026-04-05'],
  [1028, 'Mateo Andersen', 'packed', 9134.5, '2026-01-17'],
  [1029, 'Mateo García', 'packed', 11435.47, '2026-04-26'],
  [1030, 'Mateo Tamm', 'open', 6916.67, '2026-02-18'],
  [1031, 'Elena Andersen', 'open', 14787.11, '2026-03-10'],
  [1032, 'Mateo Fischer', 'returned', 8634.09, '2026-02-20'],
  [1033, 'Hugo Andersen', 'packed', 11000.41, '2026-03-10'],
  [1034, 'Zoë Tamm', 'delivered', 4213.32, '2026-04-26'],
  [1035, 'Jonas Silva', 'returned', 6082.69, '2026-04-20'],
  [1036, 'Dario Laine', 'delivered', 12579.02, '2026-03-18'],
  [1037, 'Niamh Dubois', 'open', 954.23, '2026-05-10'],
  [1038, 'Chiara Moreau', 'delivered', 7175.81, '2026-03-19'],
  [1039, 'Jonas Moreau', 'returned', 10657.43, '2026-04-09'],
  [1040, 'Ada Dubois', 'open', 6160.42, '2026-04-26'],
  [1041, 'Oskar García', 'shipped', 3930, '2026-04-27'],
  [1042, 'Hugo Costa', 'returned', 14184.32, '2026-05-26'],
  [1043, 'Paula Silva', 'open', 11707.85, '2026-05-19'],
  [1044, 'Zoë Fischer', 'open', 662.82, '2026-02-02'],
  [1045, 'Ada Costa', 'returned', 6644.73, '2026-05-23'],
  [1046, 'Hugo Laine', 'returned', 2440.89, '2026-02-21'],
  [1047, 'Paula Novak', 'shipped', 1296.04, '2026-03-26'],
  [1048, 'Finn Laine', 'open', 4125.52, '2026-01-20'],
  [1049, 'Elena Rossi', 'delivered', 11390.06, '2026-03-28'],
  [1050, 'Paula Silva', 'delivered', 6210.61, '2026-05-30'],
  [1051, 'Lotte Fischer', 'returned', 14566.68, '2026-03-24'],
  [1052, 'Finn Jansen', 'packed', 1330.5, '2026-03-29'],
  [1053, 'Oskar García', 'delivered', 9610.83, '2026-05-22'],
  [1054, 'Ada Moreau', 'returned', 4291.84, '2026-01-20'],
  [1055, 'Greta Tamm', 'delivered', 1718.53, '2026-01-08'],
  [1056, 'Greta Jansen', 'returned', 8486.31, '2026-05-17'],
  [1057, 'Hugo Rossi', 'packed', 8442.79, '2026-03-22'],
]

const rows: TableRow[] = orders.map(([id, customer, status, amount, orderedAt]) => ({ id, cells: { id, customer, status, amount, orderedAt } }))

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
