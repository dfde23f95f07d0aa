import { TableLegacy, type Row, type TableLegacyColumn } from '@tessera-ds/library/table-legacy'

const columns: TableLegacyColumn[] = [
  { key: 'part', title: 'Part' },
  { key: 'sku', title: 'SKU' },
  { key: 'site', title: 'Site' },
]

const fasteners: Row[] = [
  { id: 1, part: 'Hex bolt M8', sku: 'HB-0801', stock: 240, price: 0.35, site: 'Leeds' },
  { id: 2, part: 'Washer 8 mm', sku: 'WS-0800', stock: 1200, price: 0.04, site: 'Leeds' },
]

const belts: Row[] = [{ id: 4, part: 'Drive belt', sku: 'DB-1150', stock: 6, price: 24.5, site: 'Porto' }]

export default function Translations() {
  return (
    <div className="ts-stack ts-gap-4 ts-items-start">
      <TableLegacy caption="Fasteners" columns={columns} data={fasteners} translations={{ rowCount: '{{count}} fastener|{{count}} fasteners' }} />
      <TableLegacy caption="Belts" columns={columns} data={belts} translations={{ rowCount: 'no belts | one belt | {{count}} belts' }} />
    </div>
  )
}
