import { Table, type TableRow } from '@tessera-ds/library/table'
import { pickColumns, rows } from '../shared/orders'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [{ id: 'expanded', steps: [{ click: { role: 'button', name: { label: 'table.expandRow' } } }] }]

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

export default function Expansion() {
  return <Table id="orders-expand" label="Orders with details" columns={columns} rows={shown} expansionMode="single" renderExpandedRow={(row) => <OrderDetails row={row} />} />
}
