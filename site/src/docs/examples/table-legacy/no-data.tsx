import { TableLegacy, type TableLegacyColumn } from '@tessera-ds/library/table-legacy'

const columns: TableLegacyColumn[] = [
  { key: 'part', title: 'Part' },
  { key: 'sku', title: 'SKU' },
  { key: 'site', title: 'Site' },
]

export default function NoData() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <TableLegacy caption="Returns" columns={columns} data={[]} />
      <TableLegacy caption="Open orders" columns={columns} data={[]} noDataText="No open orders. New orders show here." />
    </div>
  )
}
