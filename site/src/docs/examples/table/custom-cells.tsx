import { Table, type CellValue, type TableColumn, type TableRow } from '@tessera-ds/library/table'
import { Tag, type TagColorStyle } from '@tessera-ds/library/tag'

const statusColors: Record<string, TagColorStyle> = { open: 'blue-light', packed: 'violet-light', shipped: 'mint-light', delivered: 'green-light', returned: 'orange-light' }

function statusTag(value: CellValue) {
  if (typeof value !== 'string') return null
  return <Tag text={value.charAt(0).toUpperCase() + value.slice(1)} colorStyle={statusColors[value] ?? 'gray-light'} />
}

const columns: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'status', label: 'Status', isSortable: true, alignment: 'center', width: '8rem', render: statusTag },
]

const rows: TableRow[] = [
  { id: 1001, cells: { id: 1001, customer: 'Dario Laine', status: 'open' } },
  { id: 1002, cells: { id: 1002, customer: 'Dario Costa', status: 'packed' } },
  { id: 1003, cells: { id: 1003, customer: 'Ada Costa', status: 'shipped' } },
  { id: 1004, cells: { id: 1004, customer: 'Chiara Tamm', status: 'shipped' } },
  { id: 1005, cells: { id: 1005, customer: 'Paula Weber', status: 'shipped' } },
]

export default function CustomCells() {
  return <Table id="orders-tags" label="Orders and their status" columns={columns} rows={rows} />
}
