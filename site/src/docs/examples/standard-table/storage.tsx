import { localStorageTableStorage, StandardTable } from '@tessera-ds/library/standard-table'
import { columns, filters, rows } from '../shared/orders'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'filters', steps: [{ click: { role: 'button', name: { label: 'standard-table.editFilters' } } }] },
]

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
