import { Table, type CellValue, type TableColumn, type TableRow } from '@tessera-ds/library/table'
import { Tag, type TagColorStyle } from '@tessera-ds/library/tag'
import { useToast } from '@tessera-ds/library/toaster'

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
]

const orders: TableRow[] = [
  { id: 1001, cells: { id: 1001, customer: 'Dario Laine', status: 'open', amount: 2957.06 } },
  { id: 1002, cells: { id: 1002, customer: 'Dario Costa', status: 'packed', amount: 13694.11 } },
  { id: 1003, cells: { id: 1003, customer: 'Ada Costa', status: 'shipped', amount: 5534.54 } },
  { id: 1004, cells: { id: 1004, customer: 'Chiara Tamm', status: 'shipped', amount: 10263.81 } },
  { id: 1005, cells: { id: 1005, customer: 'Paula Weber', status: 'shipped', amount: 12277.77 } },
]

export default function RowBehaviour() {
  const toast = useToast()
  const rows: TableRow[] = orders.map((order, i) => ({
    ...order,
    onClick: (row) => toast({ type: 'info', text: `Order ${row.id} opened` }),
    actions: [
      { label: `Edit order ${order.id}`, icon: 'edit', onClick: (row) => toast({ type: 'info', text: `Edit order ${row.id}` }) },
      { label: `Delete order ${order.id}`, icon: 'delete', isDisabled: i === 1, onClick: (row) => toast({ type: 'warning', text: `Delete order ${row.id}` }) },
    ],
    isDisabled: i === 3,
    isSelectionDisabled: i === 2,
    isClickDisabled: i === 4,
  }))
  return <Table id="orders-behaviour" label="Orders with row actions" columns={columns} rows={rows} selectionMode="multi-page" />
}
