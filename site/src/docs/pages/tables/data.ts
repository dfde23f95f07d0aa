/**
 * The data of the table and standard table pages: a small set of made-up
 * orders, the same on every load (a seeded generator, no clock), and the
 * orders of the demo API (GET /tessera/api/orders) mapped to table rows.
 */
import type { TableFilter } from '../../../library/standard-table/logic'
import type { TableColumn, TableRow } from '../../../library/table/schema'

export const STATUSES = ['open', 'packed', 'shipped', 'delivered', 'returned'] as const
export type Status = (typeof STATUSES)[number]
export const CHANNELS = ['web', 'phone', 'store', 'partner'] as const

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
export const STATUS_OPTIONS = STATUSES.map((s) => ({ label: capital(s), value: s }))
export const CHANNEL_OPTIONS = CHANNELS.map((c) => ({ label: capital(c), value: c }))

/** Order is one made-up order, as the cells of a row. */
export interface Order {
  id: number
  customer: string
  city: string | null
  status: Status
  channels: string
  quantity: number
  weight: number
  amount: number
  isPriority: boolean | null
  orderedAt: string
  shippedAt: string | null
}

/** seeded is a small deterministic generator (mulberry32): the same numbers in the same order on every load. */
function seeded(seed: number) {
  let s = seed
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST = ['Ada', 'Bram', 'Chiara', 'Dario', 'Elena', 'Finn', 'Greta', 'Hugo', 'Inès', 'Jonas', 'Lotte', 'Mateo', 'Niamh', 'Oskar', 'Paula', 'Zoë']
const LAST = ['Andersen', 'Bianchi', 'Costa', 'Dubois', 'Fischer', 'García', 'Jansen', 'Laine', 'Moreau', 'Novak', 'Rossi', 'Silva', 'Tamm', 'Weber']
const CITIES = ['Antwerp', 'Barcelona', 'Bologna', 'Dublin', 'Graz', 'Helsinki', 'Lisbon', 'Lyon', 'Porto', 'Tallinn', 'Vienna']

const day = (n: number) => {
  const d = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000)
  return d.toISOString().slice(0, 10)
}

/** makeOrders makes count orders from a seed; the same seed gives the same orders. */
export function makeOrders(count: number, seed = 7): Order[] {
  const r = seeded(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]
  return Array.from({ length: count }, (_, i) => {
    const status = pick(STATUSES)
    const ordered = Math.floor(r() * 150)
    const channels = CHANNELS.filter(() => r() < 0.4)
    const priority = r()
    return {
      id: 1001 + i,
      customer: `${pick(FIRST)} ${pick(LAST)}`,
      city: r() < 0.1 ? null : pick(CITIES),
      status,
      channels: channels.join(', '),
      quantity: 1 + Math.floor(r() * 40) * (r() < 0.1 ? 100 : 1),
      weight: Math.round(r() * 250_000) / 1000,
      amount: Math.round(r() * 1_500_000) / 100,
      isPriority: priority < 0.15 ? null : priority < 0.4,
      orderedAt: day(ordered),
      shippedAt: status === 'open' || status === 'packed' ? null : day(ordered + 1 + Math.floor(r() * 6)),
    }
  })
}

/** toRow turns an order into a table row. */
export function toRow(o: Order): TableRow {
  return { id: o.id, cells: { ...o } }
}

export const ORDERS = makeOrders(57)
export const ORDER_ROWS = ORDERS.map(toRow)

/** ORDER_COLUMNS are the columns of the orders, every one sortable but the channels. */
export const ORDER_COLUMNS: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'city', label: 'City', isSortable: true },
  { id: 'status', label: 'Status', isSortable: true },
  { id: 'channels', label: 'Channels' },
  { id: 'quantity', label: 'Quantity', isSortable: true, isNumeric: true, decimalPlaces: 0, sortBehavior: 'desc-asc' },
  { id: 'weight', label: 'Weight (kg)', isSortable: true, isNumeric: true, decimalPlaces: 3 },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'isPriority', label: 'Priority', isSortable: true },
  { id: 'orderedAt', label: 'Ordered', isSortable: true, sortBehavior: 'desc-asc' },
  { id: 'shippedAt', label: 'Shipped', isSortable: true, sortBehavior: 'desc-asc' },
]

/** ORDER_FILTERS are the filters of the orders, each on the column of its id, as the demo API allows them. */
export const ORDER_FILTERS: TableFilter[] = [
  { id: 'status', label: 'Status', type: 'SINGLE_SELECT', options: STATUS_OPTIONS },
  { id: 'channels', label: 'Channels', type: 'MULTI_SELECT', options: CHANNEL_OPTIONS },
  { id: 'quantity', label: 'Quantity', type: 'NUMBER_RANGE', decimalPlaces: 0 },
  { id: 'weight', label: 'Weight', type: 'NUMBER_RANGE', decimalPlaces: 3, unit: 'kg' },
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2, unit: 'EUR' },
  { id: 'isPriority', label: 'Priority', type: 'BOOLEAN' },
  { id: 'orderedAt', label: 'Ordered', type: 'DATE_RANGE' },
  { id: 'shippedAt', label: 'Shipped', type: 'DATE_RANGE' },
]

