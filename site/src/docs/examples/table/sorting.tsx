import { useState } from 'react'
import { Table, type Ordering, type TableColumn, type TableRow } from '@tessera-ds/library/table'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

const columns: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'quantity', label: 'Quantity', isSortable: true, isNumeric: true, decimalPlaces: 0, sortBehavior: 'desc-asc' },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'orderedAt', label: 'Ordered', isSortable: true, sortBehavior: 'desc-asc' },
]

const rows: TableRow[] = [
  { id: 1001, cells: { id: 1001, customer: 'Dario Laine', quantity: 7, amount: 2957.06, orderedAt: '2026-01-10' } },
  { id: 1002, cells: { id: 1002, customer: 'Dario Costa', quantity: 22, amount: 13694.11, orderedAt: '2026-02-13' } },
  { id: 1003, cells: { id: 1003, customer: 'Ada Costa', quantity: 1, amount: 5534.54, orderedAt: '2026-04-04' } },
  { id: 1004, cells: { id: 1004, customer: 'Chiara Tamm', quantity: 26, amount: 10263.81, orderedAt: '2026-05-22' } },
  { id: 1005, cells: { id: 1005, customer: 'Paula Weber', quantity: 39, amount: 12277.77, orderedAt: '2026-05-04' } },
]

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'hover-sort', steps: [{ hover: { role: 'button', name: 'Customer' } }] },
  { id: 'focus-sort', steps: [{ focus: { role: 'button', name: 'Customer' } }] },
  { id: 'sorted', steps: [{ click: { role: 'button', name: 'Customer' } }] },
]

export default function Sorting() {
  const [ordering, setOrdering] = useState<Ordering | null>(null)
  return (
    <div className={demo.stack}>
      <Table id="orders-sorting" label="Orders, sortable" columns={columns} rows={rows} ordering={ordering} onOrderingChange={setOrdering} />
      <output className={demo.status} data-ordering-output="">
        ordering: <code>{ordering ? `${ordering.columnId} ${ordering.direction}` : 'null (unsorted)'}</code>
      </output>
    </div>
  )
}
