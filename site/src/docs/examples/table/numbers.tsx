import { Table, type TableColumn, type TableRow } from '@tessera-ds/library/table'

const columns: TableColumn[] = [
  { id: 'item', label: 'Item' },
  { id: 'quantity', label: 'Quantity', isNumeric: true, decimalPlaces: 0 },
  { id: 'weight', label: 'Weight (kg)', isNumeric: true, decimalPlaces: 3 },
  { id: 'price', label: 'Price (EUR)', isNumeric: true },
]

const rows: TableRow[] = [
  { id: 'a', cells: { item: 'Bolt M4', quantity: 12000, weight: 0.0042, price: 0.19 } },
  { id: 'b', cells: { item: 'Frame, welded', quantity: 3, weight: 1234.5, price: 18250 } },
  { id: 'c', cells: { item: 'Sheet 2 mm', quantity: 1450, weight: 15.75, price: -12.5 } },
]

export default function Numbers() {
  return <Table id="items-numbers" label="Items and their numbers" columns={columns} rows={rows} />
}
