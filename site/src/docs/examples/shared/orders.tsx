/** The orders the table examples share: their columns, filters and rows. */
import { type TableFilter } from '@tessera-ds/library/standard-table'
import { type CellValue, type TableColumn, type TableRow } from '@tessera-ds/library/table'
import { Tag, type TagColorStyle } from '@tessera-ds/library/tag'

const statusColors: Record<string, TagColorStyle> = { open: 'blue-light', packed: 'violet-light', shipped: 'mint-light', delivered: 'green-light', returned: 'orange-light' }

function statusTag(value: CellValue) {
  if (typeof value !== 'string') return null
  return <Tag text={value.charAt(0).toUpperCase() + value.slice(1)} colorStyle={statusColors[value] ?? 'gray-light'} />
}

export const columns: TableColumn[] = [
  { id: 'id', label: 'Order', isSortable: true, alignment: 'right', width: '5rem' },
  { id: 'customer', label: 'Customer', isSortable: true, minWidth: '10rem' },
  { id: 'city', label: 'City', isSortable: true },
  { id: 'status', label: 'Status', isSortable: true, render: statusTag },
  { id: 'channels', label: 'Channels' },
  { id: 'quantity', label: 'Quantity', isSortable: true, isNumeric: true, decimalPlaces: 0, sortBehavior: 'desc-asc' },
  { id: 'weight', label: 'Weight (kg)', isSortable: true, isNumeric: true, decimalPlaces: 3 },
  { id: 'amount', label: 'Amount (EUR)', isSortable: true, isNumeric: true, sortBehavior: 'desc-asc' },
  { id: 'isPriority', label: 'Priority', isSortable: true },
  { id: 'orderedAt', label: 'Ordered', isSortable: true, sortBehavior: 'desc-asc' },
  { id: 'shippedAt', label: 'Shipped', isSortable: true, sortBehavior: 'desc-asc' },
]

/** pickColumns is the columns with these ids, in this order: the part of the orders an example shows. */
export function pickColumns(...ids: string[]): TableColumn[] {
  return ids.flatMap((id) => columns.filter((c) => c.id === id))
}

export const filters: TableFilter[] = [
  {
    id: 'status',
    label: 'Status',
    type: 'SINGLE_SELECT',
    options: [
      { label: 'Open', value: 'open' },
      { label: 'Packed', value: 'packed' },
      { label: 'Shipped', value: 'shipped' },
      { label: 'Delivered', value: 'delivered' },
      { label: 'Returned', value: 'returned' },
    ],
  },
  {
    id: 'channels',
    label: 'Channels',
    type: 'MULTI_SELECT',
    options: [
      { label: 'Web', value: 'web' },
      { label: 'Phone', value: 'phone' },
      { label: 'Store', value: 'store' },
      { label: 'Partner', value: 'partner' },
    ],
  },
  { id: 'quantity', label: 'Quantity', type: 'NUMBER_RANGE', decimalPlaces: 0 },
  { id: 'weight', label: 'Weight', type: 'NUMBER_RANGE', decimalPlaces: 3, unit: 'kg' },
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2, unit: 'EUR' },
  { id: 'isPriority', label: 'Priority', type: 'BOOLEAN' },
  { id: 'orderedAt', label: 'Ordered', type: 'DATE_RANGE' },
  { id: 'shippedAt', label: 'Shipped', type: 'DATE_RANGE' },
]

type Order = [
  id: number,
  customer: string,
  city: string | null,
  status: string,
  channels: string,
  quantity: number,
  weight: number,
  amount: number,
  isPriority: boolean | null,
  orderedAt: string,
  shippedAt: string | null,
]

const orders: Order[] = [
  [1001, 'Dario Laine', 'Bologna', 'open', '', 7, 129.601, 2957.06, false, '2026-01-10', null],
  [1002, 'Dario Costa', 'Dublin', 'packed', 'phone, partner', 22, 18.63, 13694.11, false, '2026-02-13', null],
  [1003, 'Ada Costa', 'Graz', 'shipped', '', 1, 192.004, 5534.54, false, '2026-04-04', '2026-04-07'],
  [1004, 'Chiara Tamm', 'Bologna', 'shipped', 'store, partner', 26, 10.908, 10263.81, null, '2026-05-22', '2026-05-28'],
  [1005, 'Paula Weber', 'Lisbon', 'shipped', 'store', 39, 137.142, 12277.77, false, '2026-05-04', '2026-05-05'],
  [1006, 'Oskar Jansen', 'Porto', 'shipped', '', 23, 59.209, 139.72, false, '2026-02-19', '2026-02-20'],
  [1007, 'Zoë Dubois', 'Lyon', 'returned', 'phone', 33, 207.535, 2085.96, false, '2026-05-06', '2026-05-12'],
  [1008, 'Mateo Novak', 'Lisbon', 'shipped', 'web, phone, store', 30, 122.305, 3446.6, false, '2026-03-27', '2026-03-31'],
  [1009, 'Elena Jansen', 'Barcelona', 'delivered', 'web', 1, 6.026, 1608.43, true, '2026-05-09', '2026-05-15'],
  [1010, 'Finn Silva', 'Porto', 'returned', 'web', 22, 103.041, 8439.55, true, '2026-01-10', '2026-01-12'],
  [1011, 'Greta Fischer', 'Bologna', 'shipped', 'web, phone', 15, 207.577, 6060.57, false, '2026-04-27', '2026-05-03'],
  [1012, 'Zoë Silva', 'Graz', 'shipped', 'web, store', 28, 137.664, 9860.57, false, '2026-03-07', '2026-03-08'],
  [1013, 'Lotte Rossi', 'Dublin', 'delivered', 'store, partner', 1001, 180.089, 13892.79, null, '2026-02-28', '2026-03-05'],
  [1014, 'Mateo Rossi', 'Lyon', 'returned', 'web, store', 25, 67.979, 12479.18, true, '2026-05-25', '2026-05-28'],
  [1015, 'Chiara Bianchi', 'Helsinki', 'open', '', 16, 214.316, 7951.7, false, '2026-04-19', null],
  [1016, 'Paula Weber', 'Antwerp', 'returned', '', 7, 26.133, 1237.83, true, '2026-02-11', '2026-02-17'],
  [1017, 'Zoë Bianchi', null, 'packed', 'web, partner', 16, 172.829, 4079.3, false, '2026-03-30', null],
  [1018, 'Elena Novak', 'Antwerp', 'shipped', 'partner', 8, 223.234, 4228.35, false, '2026-01-16', '2026-01-22'],
  [1019, 'Inès Andersen', 'Graz', 'delivered', 'web, phone', 32, 185.289, 2556.88, true, '2026-02-18', '2026-02-20'],
  [1020, 'Jonas Novak', 'Helsinki', 'packed', 'web, phone', 3, 180.374, 12677.96, false, '2026-05-13', null],
  [1021, 'Elena Fischer', 'Tallinn', 'open', 'web, phone, partner', 35, 176.925, 12971.46, true, '2026-03-27', null],
  [1022, 'Dario Jansen', 'Lyon', 'delivered', 'phone', 18, 60.4, 11068.77, true, '2026-04-16', '2026-04-20'],
  [1023, 'Lotte Bianchi', 'Vienna', 'shipped', 'phone', 29, 173.814, 4745.22, false, '2026-02-28', '2026-03-06'],
  [1024, 'Zoë Laine', 'Barcelona', 'open', 'phone, partner', 20, 10.691, 10521.8, false, '2026-04-25', null],
  [1025, 'Zoë Fischer', 'Lyon', 'delivered', 'web, partner', 13, 158.63, 1785.74, false, '2026-02-02', '2026-02-06'],
  [1026, 'Niamh Moreau', 'Lisbon', 'shipped', '', 28, 180.536, 13147.76, false, '2026-04-11', '2026-04-17'],
  [1027, 'Ada Rossi', 'Tallinn', 'delivered', 'web, phone, partner', 11, 81.801, 10508.03, false, '2026-04-05', '2026-04-09'],
  [1028, 'Mateo Andersen', 'Antwerp', 'packed', 'web, store, partner', 40, 242.87, 9134.5, true, '2026-01-17', null],
  [1029, 'Mateo García', 'Bologna', 'packed', 'web, phone', 3, 56.281, 11435.47, false, '2026-04-26', null],
  [1030, 'Mateo Tamm', null, 'open', 'web, phone', 8, 103.246, 6916.67, false, '2026-02-18', null],
  [1031, 'Elena Andersen', 'Porto', 'open', 'web, phone, store', 35, 179.719, 14787.11, false, '2026-03-10', null],
  [1032, 'Mateo Fischer', 'Porto', 'returned', '', 14, 15.406, 8634.09, false, '2026-02-20', '2026-02-24'],
  [1033, 'Hugo Andersen', null, 'packed', 'store, partner', 17, 169.337, 11000.41, false, '2026-03-10', null],
  [1034, 'Zoë Tamm', 'Vienna', 'delivered', '', 32, 99.896, 4213.32, false, '2026-04-26', '2026-04-29'],
  [1035, 'Jonas Silva', null, 'returned', 'web', 32, 44.696, 6082.69, false, '2026-04-20', '2026-04-25'],
  [1036, 'Dario Laine', 'Helsinki', 'delivered', 'partner', 17, 151.771, 12579.02, false, '2026-03-18', '2026-03-19'],
  [1037, 'Niamh Dubois', 'Helsinki', 'open', 'web, store', 25, 242.873, 954.23, true, '2026-05-10', null],
  [1038, 'Chiara Moreau', 'Dublin', 'delivered', 'web', 18, 26.06, 7175.81, null, '2026-03-19', '2026-03-24'],
  [1039, 'Jonas Moreau', 'Antwerp', 'returned', 'store, partner', 1001, 122.306, 10657.43, true, '2026-04-09', '2026-04-15'],
  [1040, 'Ada Dubois', 'Barcelona', 'open', '', 15, 169.421, 6160.42, false, '2026-04-26', null],
  [1041, 'Oskar García', 'Lisbon', 'shipped', 'store, partner', 3301, 13.816, 3930, false, '2026-04-27', '2026-05-03'],
  [1042, 'Hugo Costa', 'Dublin', 'returned', 'store, partner', 22, 158.417, 14184.32, null, '2026-05-26', '2026-06-01'],
  [1043, 'Paula Silva', 'Barcelona', 'open', '', 1601, 5.853, 11707.85, false, '2026-05-19', null],
  [1044, 'Zoë Fischer', 'Lisbon', 'open', 'phone', 21, 203.141, 662.82, true, '2026-02-02', null],
  [1045, 'Ada Costa', 'Barcelona', 'returned', 'phone, partner', 6, 221.706, 6644.73, false, '2026-05-23', '2026-05-29'],
  [1046, 'Hugo Laine', 'Porto', 'returned', 'web, phone', 1501, 167.726, 2440.89, false, '2026-02-21', '2026-02-22'],
  [1047, 'Paula Novak', 'Tallinn', 'shipped', 'web, phone', 19, 99.815, 1296.04, false, '2026-03-26', '2026-03-31'],
  [1048, 'Finn Laine', 'Antwerp', 'open', 'web, phone, partner', 2, 66.747, 4125.52, false, '2026-01-20', null],
  [1049, 'Elena Rossi', 'Lyon', 'delivered', 'web, store, partner', 35, 78.785, 11390.06, false, '2026-03-28', '2026-04-01'],
  [1050, 'Paula Silva', 'Lisbon', 'delivered', 'store, partner', 21, 89.455, 6210.61, false, '2026-05-30', '2026-06-05'],
  [1051, 'Lotte Fischer', 'Lyon', 'returned', 'phone, partner', 8, 8.047, 14566.68, true, '2026-03-24', '2026-03-28'],
  [1052, 'Finn Jansen', 'Bologna', 'packed', 'phone', 24, 83.967, 1330.5, true, '2026-03-29', null],
  [1053, 'Oskar García', 'Helsinki', 'delivered', 'web, store', 24, 123.657, 9610.83, true, '2026-05-22', '2026-05-26'],
  [1054, 'Ada Moreau', 'Lisbon', 'returned', 'web, phone, store, partner', 3901, 163.911, 4291.84, true, '2026-01-20', '2026-01-26'],
  [1055, 'Greta Tamm', 'Graz', 'delivered', 'web', 24, 160.633, 1718.53, false, '2026-01-08', '2026-01-14'],
  [1056, 'Greta Jansen', 'Dublin', 'returned', 'web', 21, 40.405, 8486.31, false, '2026-05-17', '2026-05-18'],
  [1057, 'Hugo Rossi', 'Helsinki', 'packed', '', 7, 219.222, 8442.79, false, '2026-03-22', null],
]

export const rows: TableRow[] = orders.map(([id, customer, city, status, channels, quantity, weight, amount, isPriority, orderedAt, shippedAt]) => ({
  id,
  cells: { id, customer, city, status, channels, quantity, weight, amount, isPriority, orderedAt, shippedAt },
}))
