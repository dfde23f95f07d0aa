import { localStorageTableStorage, StandardTable } from '@tessera-ds/library/standard-table'
import { columns, filters, rows } from '../shared/orders'

const storage = localStorageTableStorage()

export default function Storage() {
  return (
    <StandardTable
      id="orders-storage"
      label="Orders kept in the browser"
      columns={columns}
      rows={rows}
      filters={filters}
      defaultHiddenColumns={['city', 'channels', 'weight', 'shippedAt']}
      storage={storage}
    />
  )
}
