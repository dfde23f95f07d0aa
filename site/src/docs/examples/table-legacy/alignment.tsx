import { TableLegacy, type Row, type TableLegacyColumn } from '@tessera-ds/library/table-legacy'

const price = (v: unknown) => (typeof v === 'number' ? `€${v.toFixed(2)}` : '')

const columns: TableLegacyColumn[] = [
  { key: 'part', title: 'Part (left)' },
  { key: 'site', title: 'Site (center)', align: 'center' },
  { key: 'price', title: 'Price (right)', align: 'right', format: price },
]

const parts: Row[] = [
  { id: 1, part: 'Hex bolt M8', sku: 'HB-0801', stock: 240, price: 0.35, site: 'Leeds' },
  { id: 2, part: 'Washer 8 mm', sku: 'WS-0800', stock: 1200, price: 0.04, site: 'Leeds' },
  { id: 3, part: 'Bearing 6204', sku: 'BR-6204', stock: 18, price: 6.9, site: 'Porto' },
  { id: 4, part: 'Drive belt', sku: 'DB-1150', stock: 6, price: 24.5, site: 'Porto' },
  { id: 5, part: 'Cable tie', sku: 'CT-0200', stock: 860, price: 0.02, site: 'Lyon' },
  { id: 6, part: 'Fuse 10 A', sku: 'FU-1000', stock: 75, price: 0.8, site: 'Lyon' },
]

export default function Alignment() {
  return <TableLegacy caption="Prices" columns={columns} data={parts} />
}
