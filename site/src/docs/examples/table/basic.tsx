import { Table, type TableColumn, type TableRow } from '@tessera-ds/library/table'

const columns: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'city', label: 'City', isSortable: true },
  { id: 'quantity', label: 'Quantity', isSortable: true, isNumeric: true, decimalPlaces: 0, sortBehavior: 'desc-asc' },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'isPriority', label: 'Priority', isSortable: true },
]

const rows: TableRow[] = [
  { id: 1001, cells: { id: 1001, customer: 'Dario Laine', city: 'Bologna', quantity: 7, amount: 2957.06, isPriority: false } },
  { id: 1002, cells: { id: 1002, customer: 'Dario Costa', city: 'Dublin', quantity: 22, amount: 13694.11, isPriority: false } },
  { id: 1003, cells: { id: 1003, customer: 'Ada Costa', city: 'Graz', quantity: 1, amount: 5534.54, isPriority: false } },
  { id: 1004, cells: { id: 1004, customer: 'Chiara Tamm', city: 'Bologna', quantity: 26, amount: 10263.81, isPriority: null } },
  { id: 1005, cells: { id: 1005, customer: 'Paula Weber', city: 'Lisbon', quantity: 39, amount: 12277.77, isPriority: false } },
]

export default function Basic() {
  return <Table id="orders-basic" label="Orders" columns={columns} rows={rows} />
}
