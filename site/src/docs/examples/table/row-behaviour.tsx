import { Table, type TableRow } from '@tessera-ds/library/table'
import { useToast } from '@tessera-ds/library/toaster'
import { pickColumns, rows as orderRows } from '../shared/orders'
import type { ExampleState } from '../../kit/states'

const columns = pickColumns('id', 'customer', 'status', 'amount')
const orders = orderRows.slice(0, 5)

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-action', steps: [{ hover: { role: 'button', name: 'Edit order 1001' } }] },
  { id: 'focus-action', steps: [{ focus: { role: 'button', name: 'Edit order 1001' } }] },
  { id: 'selected', steps: [{ click: { role: 'checkbox', name: 'Select row' } }] },
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
