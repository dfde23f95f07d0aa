import type { z } from 'zod'
import { commitMutation, DEFAULT_PAGE_SIZE, initialState, parseTranslation, readGetter, type Row, type StoreContext } from '../../library/table-legacy/logic'
import type { TableLegacyColumn } from '../../library/table-legacy/schema'
import { TableLegacy } from '../../library/table-legacy/TableLegacy'
import { jsxCode, literal } from '../kit/prop-docs'
import type { playgroundSchema } from './usage-components-table-legacy.schema'

// The examples' data: a small store room, fixed so every example renders the same each time.
const PARTS: Row[] = [
  { id: 1, part: 'Hex bolt M8', sku: 'HB-0801', stock: 240, price: 0.35, site: 'Leeds' },
  { id: 2, part: 'Washer 8 mm', sku: 'WS-0800', stock: 1200, price: 0.04, site: 'Leeds' },
  { id: 3, part: 'Bearing 6204', sku: 'BR-6204', stock: 18, price: 6.9, site: 'Porto' },
  { id: 4, part: 'Drive belt', sku: 'DB-1150', stock: 6, price: 24.5, site: 'Porto' },
  { id: 5, part: 'Cable tie', sku: 'CT-0200', stock: 860, price: 0.02, site: 'Lyon' },
  { id: 6, part: 'Fuse 10 A', sku: 'FU-1000', stock: 75, price: 0.8, site: 'Lyon' },
]

const price = (v: unknown) => (typeof v === 'number' ? `€${v.toFixed(2)}` : '')

// The developer errors, computed from the store's rules here, so the page itself logs nothing.
const SAMPLE_CTX: StoreContext = { sortableKeys: ['part', 'stock', 'price'], locale: 'en-US' }
const SAMPLE = initialState({ rows: PARTS, pageSize: 4 })
/** DeveloperError is a wrong use of the table: its code and its console error, both from the same arguments. */
interface DeveloperError {
  code: string
  message: string
  result: string
}

/** commitError is a mutation the store refuses. */
function commitError(name: string, payload: unknown, result: string): DeveloperError {
  return { code: `table.commit(${literal(name)}, ${literal(payload)})`, message: commitMutation(SAMPLE, name, payload, SAMPLE_CTX).error ?? '', result }
}

/** getError is a getter the store does not have. */
function getError(name: string, result: string): DeveloperError {
  return { code: `table.get(${literal(name)})`, message: readGetter(SAMPLE, name, SAMPLE_CTX).error ?? '', result }
}

/** translationError is a translation string the table cannot read. */
function translationError(key: string, text: string, result: string): DeveloperError {
  const parsed = parseTranslation(text)
  return { code: `translations={${literal({ [key]: text })}}`, message: parsed.ok ? '' : parsed.error, result }
}

/** DEVELOPER_ERRORS are the wrong uses of the table the page lists. */
export const DEVELOPER_ERRORS: DeveloperError[] = [
  commitError('sortBy', 'price', 'Nothing changes.'),
  getError('selectedRows', 'Gives undefined.'),
  commitError('setPage', '2', 'Nothing changes.'),
  commitError('toggleSort', 'site', 'Nothing changes: the column does not sort.'),
  translationError('rowCount', '{{count}} parts', 'The string shows as it is, with the count written in.'),
]

/** MUTATIONS are the store's mutations, with their payload and effect. */
export const MUTATIONS: Array<[string, string]> = [
  ['setData', 'rows: replaces the rows; the page stays if it still exists, else the last page shows.'],
  ['setSort', '{ key, order }: sorts by a sortable column; order none (key optional) unsorts. Back to page 1.'],
  ['toggleSort', 'key: what a header click does, the next step of none → asc → desc → none. Back to page 1.'],
  ['setPage', 'page: goes to a page, from 1, kept between the first and the last.'],
  ['setPageSize', 'size: rows per page, an integer of at least 1. Back to page 1.'],
]

/** GETTERS are the store's getters, with what each gives. */
export const GETTERS: Array<[string, string]> = [
  ['rows', 'The rows as given.'],
  ['sortedRows', 'All rows in the current order.'],
  ['pageRows', 'The rows of the current page, in the current order.'],
  ['rowCount', 'How many rows there are.'],
  ['pageCount', 'How many pages they fill (at least 1).'],
  ['page', 'The current page, from 1.'],
  ['pageSize', 'Rows per page.'],
  ['sort', 'The current { key, order }; { key: null, order: none } when unsorted.'],
]

type PlaygroundProps = z.input<typeof playgroundSchema>

/** playgroundColumns are the playground's columns, the price aligned as its control says. */
function playgroundColumns(priceAlign: PlaygroundProps['priceAlign']): TableLegacyColumn[] {
  return [
    { key: 'part', title: 'Part', sortable: true },
    { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
    { key: 'price', title: 'Price', sortable: true, align: priceAlign ?? 'left', format: price },
  ]
}

/** PlaygroundTable is the legacy table of the playground, made from its flat controls. */
export function PlaygroundTable({ caption, pageSize, sortKey, sortOrder, priceAlign, isEmpty, noDataText, rowCount }: PlaygroundProps) {
  const defaultSort = sortKey ? { key: sortKey, order: sortOrder ?? 'none' } : null
  return (
    <TableLegacy
      // defaultSort is read once: a new one starts a new table
      key={`${sortKey ?? ''}:${sortOrder ?? ''}`}
      caption={caption || 'Spare parts'}
      columns={playgroundColumns(priceAlign)}
      data={isEmpty ? [] : PARTS}
      pageSize={pageSize}
      defaultSort={defaultSort}
      noDataText={noDataText || null}
      translations={rowCount ? { rowCount } : undefined}
    />
  )
}

/** playgroundCode is the code of the playground's table: its columns and the real props. */
export function playgroundCode(values: Record<string, unknown>): string {
  const { caption, pageSize, sortKey, sortOrder, priceAlign, isEmpty, noDataText, rowCount } = values
  const props: Record<string, unknown> = {
    caption: caption || 'Spare parts',
    columns: 'columns',
    data: isEmpty ? [] : 'parts',
    pageSize,
    defaultSort: sortKey ? { key: sortKey, order: sortOrder ?? 'none' } : null,
    noDataText: noDataText || null,
    translations: rowCount ? { rowCount } : {},
  }
  const element = jsxCode('TableLegacy', props, {
    defaults: { pageSize: DEFAULT_PAGE_SIZE, defaultSort: null, noDataText: null, translations: {} },
    expressions: { columns: 'columns', ...(isEmpty ? {} : { data: 'parts' }) },
  })
  const align = priceAlign && priceAlign !== 'left' ? `, align: '${String(priceAlign)}'` : ''
  return `const euros = (v) => \`€\${v.toFixed(2)}\`
const columns = [
  { key: 'part', title: 'Part', sortable: true },
  { key: 'stock', title: 'In stock', sortable: true, align: 'right' },
  { key: 'price', title: 'Price', sortable: true${align}, format: euros },
]

${element}`
}

export const playgroundInitial: PlaygroundProps = { caption: 'Spare parts', pageSize: 4, sortKey: null, sortOrder: 'none', priceAlign: 'right', isEmpty: false, noDataText: null, rowCount: '' }

/** validationColumns are the columns of the validation's cases. */
export const validationColumns = [{ key: 'part', title: 'Part', sortable: true }, { key: 'site', title: 'Site' }]
