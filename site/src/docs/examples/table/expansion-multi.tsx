import { Table, type TableRow } from '@tessera-ds/library/table'
import { pickColumns, rows } from '../shared/orders'
import demo from './demo.module.css'

const columns = pickColumns('id', 'customer', 'status', 'amount', 'orderedAt')
const shown = rows.slice(0, 5)

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
      rows={shown}
      expansionMode="multi"
      selectionMode="multi-page"
      renderExpandedRow={(row) => <OrderDetails row={row} />}
    />
  )
}
