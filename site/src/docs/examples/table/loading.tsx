import { Table, type TableColumn } from '@tessera-ds/library/table'

const columns: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'status', label: 'Status', isSortable: true },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'orderedAt', label: 'Ordered', isSortable: true, sortBehavior: 'desc-asc' },
]

export default function Loading() {
  return <Table id="orders-loading" label="Orders, loading" columns={columns} rows={[]} isLoading selectionMode="multi-page" />
}
