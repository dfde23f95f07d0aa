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
  { id: 1001, cells: { id: 1001, customer: 'Dario Laine', status: 'open', amount: 2957.06, orderedAt: '2026-01-10', city: 'Bologna', channels: '', shippedAt: null } },
  { id: 1002, cells: { id: 1002, customer: 'Dario Costa', status: 'packed', amount: 13694.11, orderedAt: '2026-02-13', city: 'Dublin', channels: 'phone, partner', shippedAt: null } },
  { id: 1003, cells: { id: 1003, customer: 'Ada Costa', status: 'shipped', amount: 5534.54, orderedAt: '2026-04-04', city: 'Graz', channels: '', shippedAt: '2026-04-07' } },
  { id: 1004, cells: { id: 1004, customer: 'Chiara Tamm', status: 'shipped', amount: 10263.81, orderedAt: '2026-05-22', city: 'Bologna', channels: 'store, partner', shippedAt: '2026-05-28' } },
  { id: 1005, cells: { id: 1005, customer: 'Paula Weber', status: 'shipped', amount: 12277.77, orderedAt: '2026-05-04', city: 'Lisbon', channels: 'store', shippedAt: '2026-05-05' } },
]

function OrderDetails({ row }: { row: TableRow }) {
  const { city, channels, shippedAt } = row.cells
  return (
    <dl className={demo.detail}>
      <div>
        <dt>City</dt>
        <dd>{city ?? '—'}</dd>
      </div>
      <div>
        <dt>Channels</dt>
        <dd>{channels || '—'}</dd>
      </div>
      <div>
        <dt>Shipped</dt>
        <dd>{shippedAt ?? '—'}</dd>
      </div>
    </dl>
  )
}

export default function ExpansionMulti() {
  return (
    <Table
      id="orders-expand-multi"
      label="Orders with details, several open"
      columns={columns}
      rows={rows}
      expansionMode="multi"
      selectionMode="multi-page"
      renderExpandedRow={(row) => <OrderDetails row={row} />}
    />
  )
}
