/**
 * The legacy table's rules: the sort cycle, the pipe translation strings, the
 * rows a page shows, and the store's named mutations and getters with their
 * developer errors. No React, no DOM.
 */

/** COMPONENT names the legacy table in every developer error. */
const COMPONENT = 'TableLegacy'

export const SORT_ORDERS = ['none', 'asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export const ALIGNMENTS = ['left', 'center', 'right'] as const
export type Alignment = (typeof ALIGNMENTS)[number]

/** DEFAULT_SORT_ORDER: a legacy table starts unsorted. */
export const DEFAULT_SORT_ORDER: SortOrder = 'none'
/** DEFAULT_ALIGNMENT: cells are left-aligned unless a column says otherwise. */
export const DEFAULT_ALIGNMENT: Alignment = 'left'
/** DEFAULT_PAGE_SIZE is how many rows a page shows unless told. */
export const DEFAULT_PAGE_SIZE = 10
/** DEFAULT_ROW_KEY is the field that identifies a row unless told. */
const DEFAULT_ROW_KEY = 'id'

const RULE_INVALID_TRANSLATION = 'Invalid translation string'
export const RULE_UNIQUE_KEYS = 'Column keys should be unique'
export const RULE_SORT_KEY = 'defaultSort.key must be the key of a sortable column'

/** Row is one record of the table's data; columns pick their cells from it by key. */
export type Row = Record<string, unknown>

/** Sort is the column the rows are ordered by and the direction; order none (or key null) leaves them as given. */
export interface Sort {
  key: string | null
  order: SortOrder
}

export const UNSORTED: Sort = { key: null, order: DEFAULT_SORT_ORDER }

// ---------------------------------------------------------------------------
// The sort cycle

/** nextSortOrder is the sort cycle of a header: none -> asc -> desc -> none. */
export function nextSortOrder(order: SortOrder): SortOrder {
  switch (order) {
    case 'none':
      return 'asc'
    case 'asc':
      return 'desc'
    default:
      return 'none'
  }
}

/** toggleSort is the sort after a click on a column's header: the next order for the sorted column, asc for any other; none unsorts. */
export function toggleSort(sort: Sort, key: string): Sort {
  const order = sort.key === key ? nextSortOrder(sort.order) : 'asc'
  return order === 'none' ? UNSORTED : { key, order }
}

/** normalizeSort folds every unsorted form (order none, key null) into UNSORTED. */
export function normalizeSort(sort: { key?: string | null; order?: SortOrder } | null | undefined): Sort {
  const order = sort?.order ?? DEFAULT_SORT_ORDER
  const key = sort?.key ?? null
  return key === null || order === 'none' ? UNSORTED : { key, order }
}

/** ariaSort is a sortable column header's aria-sort. */
export function ariaSort(sort: Sort, key: string): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none'
  return sort.order === 'asc' ? 'ascending' : sort.order === 'desc' ? 'descending' : 'none'
}

/** SORT_ICONS: the header's icon for each order of its column. */
export const SORT_ICONS = { none: 'arrow_up_down', asc: 'sort_ascending', desc: 'sort_descending' } as const satisfies Record<SortOrder, string>

// ---------------------------------------------------------------------------
// Sorting and pages

const isEmptyCell = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v)) || (typeof v === 'string' && v.trim() === '')

function numeric(v: unknown): number | null {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (v instanceof Date) return v.getTime()
  return null
}

/**
 * compareCells orders two cell values ascending: numbers, booleans and dates
 * by value, everything else as text in the locale's order (with numbers
 * inside text in numeric order, “Item 2” before “Item 10”).
 */
export function compareCells(a: unknown, b: unknown, locale = 'en-US'): number {
  const na = numeric(a)
  const nb = numeric(b)
  if (na !== null && nb !== null) return na - nb
  return collator(locale).compare(String(a), String(b))
}

const collators = new Map<string, Intl.Collator>()
function collator(locale: string): Intl.Collator {
  let c = collators.get(locale)
  if (!c) {
    try {
      c = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
    } catch {
      c = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' })
    }
    collators.set(locale, c)
  }
  return c
}

/**
 * sortRows orders rows by the sort's column. Rows with an empty cell (null,
 * undefined, NaN, blank) go last in both directions; equal rows keep their
 * order; order none gives the rows as they are. The input is not changed.
 */
export function sortRows(rows: readonly Row[], sort: Sort, locale = 'en-US'): Row[] {
  const { key, order } = sort
  if (key === null || order === 'none') return [...rows]
  const sign = order === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[key]
      const b = y.row[key]
      const ea = isEmptyCell(a)
      const eb = isEmptyCell(b)
      if (ea || eb) return ea === eb ? x.index - y.index : ea ? 1 : -1
      return sign * compareCells(a, b, locale) || x.index - y.index
    })
    .map((x) => x.row)
}

/** pageCount is how many pages rowCount rows fill: at least 1, so an empty table has a page. */
export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / Math.max(1, pageSize)))
}

/** clampPage keeps a page (from 1) between the first and the last. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}

/** pageSlice is the rows of one page (from 1). */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize
  return rows.slice(start, start + pageSize)
}

/** cellText is what a cell shows without a format function: the value as text, nothing for null or undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return String(value)
}

/** rowKeyOf is a row's React key: its rowKey field when it has one, else its position. */
export function rowKeyOf(row: Row, rowKey: string, index: number): string {
  const v = row[rowKey]
  return typeof v === 'string' || typeof v === 'number' ? `k:${v}` : `i:${index}`
}

// ---------------------------------------------------------------------------
// Pipe translation strings

export type TranslationParse = { ok: true; parts: string[] } | { ok: false; error: string }

/**
 * parseTranslation splits a legacy translation string at its pipes: 'row|rows'
 * holds the singular and the plural, 'no rows|one row|{{count}} rows' the
 * forms for none, one and more. Fewer than two parts is the developer error
 * 'Invalid translation string'. Parts are trimmed.
 */
export function parseTranslation(text: string): TranslationParse {
  const parts = text.split('|').map((p) => p.trim())
  if (parts.length < 2) {
    return { ok: false, error: `${COMPONENT}: ${RULE_INVALID_TRANSLATION}: "${text}" needs at least two parts separated by a pipe, e.g. "{{count}} row|{{count}} rows"` }
  }
  return { ok: true, parts }
}

/**
 * pickPart chooses the form for count: with two parts, the first for exactly
 * 1 and the second otherwise; with three or more, the first for 0, the
 * second for 1 and the third otherwise (parts after the third are unused).
 */
export function pickPart(parts: readonly string[], count: number): string {
  if (parts.length >= 3) return count === 0 ? parts[0] : count === 1 ? parts[1] : parts[2]
  return count === 1 ? parts[0] : parts[parts.length - 1]
}

/** interpolateCount writes the count (in the locale's digits) for every {{count}} in the text. */
export function interpolateCount(text: string, count: number, locale = 'en-US'): string {
  let shown: string
  try {
    shown = new Intl.NumberFormat(locale).format(count)
  } catch {
    shown = String(count)
  }
  return text.replace(/\{\{\s*count\s*\}\}/g, shown)
}

/**
 * translateCount turns a pipe translation string and a count into the text
 * to show. An invalid string shows as it is (with the count written in) and
 * comes back with its developer error.
 */
export function translateCount(text: string, count: number, locale = 'en-US'): { text: string; error: string | null } {
  const parsed = parseTranslation(text)
  if (!parsed.ok) return { text: interpolateCount(text.trim(), count, locale), error: parsed.error }
  return { text: interpolateCount(pickPart(parsed.parts, count), count, locale), error: null }
}

// ---------------------------------------------------------------------------
// The store: named mutations and getters

/** StoreState is what the legacy table's store holds. */
export interface StoreState {
  /** rows are the data as given (never copied, so a new data prop is told apart by identity) */
  rows: readonly Row[]
  sort: Sort
  /** page is the current page, from 1 */
  page: number
  pageSize: number
}

/** StoreContext is what the store reads from the table's props: which columns sort, and the locale's order of text. */
export interface StoreContext {
  sortableKeys: readonly string[]
  locale: string
}

/** activeSort is the sort that applies: a sort by a column that is not (or no longer) sortable is none. */
export function activeSort(state: StoreState, ctx: StoreContext): Sort {
  return state.sort.key !== null && ctx.sortableKeys.includes(state.sort.key) ? state.sort : UNSORTED
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
const isSortableKey = (v: unknown, ctx: StoreContext): v is string => typeof v === 'string' && ctx.sortableKeys.includes(v)

type Mutation = (state: StoreState, payload: unknown, ctx: StoreContext) => StoreState | null

/**
 * MUTATIONS are the store's named changes. Each returns the new state, or
 * null when its payload is wrong (a developer error; the state stays).
 */
const MUTATIONS = {
  /** setData(rows): replaces the rows; the page stays if it still exists, else goes to the last. */
  setData: (state, payload) => {
    if (!Array.isArray(payload) || !payload.every((r) => typeof r === 'object' && r !== null)) return null
    const rows = payload as readonly Row[]
    return { ...state, rows, page: clampPage(state.page, pageCount(rows.length, state.pageSize)) }
  },
  /** setSort({ key, order }): sorts by a sortable column, or unsorts with order none; back to page 1. */
  setSort: (state, payload, ctx) => {
    if (typeof payload !== 'object' || payload === null) return null
    const { key = null, order = DEFAULT_SORT_ORDER } = payload as { key?: unknown; order?: unknown }
    if (!(SORT_ORDERS as readonly unknown[]).includes(order)) return null
    if (order !== 'none' && !isSortableKey(key, ctx)) return null
    return { ...state, sort: normalizeSort({ key: key as string | null, order: order as SortOrder }), page: 1 }
  },
  /** toggleSort(key): a header click: the next order of the sort cycle for that column; back to page 1. */
  toggleSort: (state, payload, ctx) => {
    if (!isSortableKey(payload, ctx)) return null
    return { ...state, sort: toggleSort(activeSort(state, ctx), payload), page: 1 }
  },
  /** setPage(page): goes to a page (from 1), kept between the first and the last. */
  setPage: (state, payload) => {
    if (!isInt(payload)) return null
    return { ...state, page: clampPage(payload, pageCount(state.rows.length, state.pageSize)) }
  },
  /** setPageSize(size): rows per page (an integer ≥ 1); back to page 1. */
  setPageSize: (state, payload) => {
    if (!isInt(payload) || payload < 1) return null
    return { ...state, pageSize: payload, page: 1 }
  },
} satisfies Record<string, Mutation>

/** MUTATION_NAMES are the mutations the store knows. */
export const MUTATION_NAMES = Object.keys(MUTATIONS) as MutationName[]
export type MutationName = keyof typeof MUTATIONS

type Getter = (state: StoreState, ctx: StoreContext) => unknown

const sorted = (state: StoreState, ctx: StoreContext) => sortRows(state.rows, activeSort(state, ctx), ctx.locale)

/** GETTERS are the store's named reads. */
const GETTERS = {
  /** rows: the data as given. */
  rows: (state) => state.rows,
  /** sortedRows: all rows in the current order. */
  sortedRows: sorted,
  /** pageRows: the rows of the current page, in the current order. */
  pageRows: (state, ctx) => pageSlice(sorted(state, ctx), state.page, state.pageSize),
  /** rowCount: how many rows there are. */
  rowCount: (state) => state.rows.length,
  /** pageCount: how many pages they fill (at least 1). */
  pageCount: (state) => pageCount(state.rows.length, state.pageSize),
  /** page: the current page, from 1. */
  page: (state) => state.page,
  /** pageSize: rows per page. */
  pageSize: (state) => state.pageSize,
  /** sort: the current { key, order }. */
  sort: (state, ctx) => activeSort(state, ctx),
} satisfies Record<string, Getter>

/** GETTER_NAMES are the getters the store knows. */
export const GETTER_NAMES = Object.keys(GETTERS) as GetterName[]
export type GetterName = keyof typeof GETTERS

const isMutationName = (name: unknown): name is MutationName => typeof name === 'string' && Object.hasOwn(MUTATIONS, name)
const isGetterName = (name: unknown): name is GetterName => typeof name === 'string' && Object.hasOwn(GETTERS, name)

/**
 * commitMutation runs a named mutation. An unknown name ('Unknown mutation: x')
 * or a payload the mutation cannot take is a developer error: the state
 * comes back unchanged with the message.
 */
export function commitMutation(state: StoreState, name: string, payload: unknown, ctx: StoreContext): { state: StoreState; error: string | null } {
  if (!isMutationName(name)) return { state, error: `${COMPONENT}: Unknown mutation: ${String(name)}` }
  const next = (MUTATIONS[name] as Mutation)(state, payload, ctx)
  if (next === null) return { state, error: `${COMPONENT}: Invalid payload for mutation ${name}: ${describe(payload)}` }
  return { state: next, error: null }
}

/**
 * readGetter reads a named getter. An unknown name is a developer error
 * ('Unknown getter: x'): the value is undefined.
 */
export function readGetter(state: StoreState, name: string, ctx: StoreContext): { value: unknown; error: string | null } {
  if (!isGetterName(name)) return { value: undefined, error: `${COMPONENT}: Unknown getter: ${String(name)}` }
  return { value: (GETTERS[name] as Getter)(state, ctx), error: null }
}

function describe(v: unknown): string {
  if (v === undefined) return 'undefined'
  try {
    const s = JSON.stringify(v)
    return s.length > 60 ? `${s.slice(0, 57)}…` : s
  } catch {
    return String(v)
  }
}

/** initialState is the store of a new table. */
export function initialState(p: { rows?: readonly Row[]; sort?: { key?: string | null; order?: SortOrder } | null; pageSize?: number }): StoreState {
  return { rows: p.rows ?? [], sort: normalizeSort(p.sort), page: 1, pageSize: Math.max(1, Math.trunc(p.pageSize ?? DEFAULT_PAGE_SIZE)) }
}

/** TableLegacyState is the table root's data-state: empty without rows, else sorted or unsorted. */
export type TableLegacyState = 'empty' | 'unsorted' | 'sorted'

export function tableState(state: StoreState, ctx: StoreContext): TableLegacyState {
  if (state.rows.length === 0) return 'empty'
  return activeSort(state, ctx).order === 'none' ? 'unsorted' : 'sorted'
}

// ---------------------------------------------------------------------------
// Columns

/** duplicateKeys lists the column keys that appear more than once. */
export function duplicateKeys(keys: readonly string[]): string[] {
  return [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))]
}

/** TABLE_LEGACY_COLUMN_DEFAULTS are the defaults of tableLegacyColumnSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TABLE_LEGACY_COLUMN_DEFAULTS = { align: DEFAULT_ALIGNMENT, sortable: false } as const

/** TABLE_LEGACY_SORT_DEFAULTS are the defaults of tableLegacySortSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TABLE_LEGACY_SORT_DEFAULTS = { order: DEFAULT_SORT_ORDER } as const

/** TABLE_LEGACY_DEFAULTS are the defaults of tableLegacySchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TABLE_LEGACY_DEFAULTS = {
  data: [] as never[],
  rowKey: DEFAULT_ROW_KEY,
  defaultSort: null,
  pageSize: DEFAULT_PAGE_SIZE,
  noDataText: null,
  translations: {},
} as const
