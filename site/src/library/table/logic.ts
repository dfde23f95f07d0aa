/**
 * The table's rules, free of React and of the DOM: the sort cycle, the
 * pagination (page sizes, page index, the results range), number cells,
 * column order, row selection and expansion, and the table's view state.
 */

/** CellValue is what a row holds for a column: text, a number, a yes/no, or nothing. */
export type CellValue = string | number | boolean | null | undefined

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** SORT_BEHAVIORS: which direction a first click sorts in (asc-desc: ascending first). */
export const SORT_BEHAVIORS = ['asc-desc', 'desc-asc'] as const
export type SortBehavior = (typeof SORT_BEHAVIORS)[number]

export const ALIGNMENTS = ['left', 'center', 'right'] as const
export type Alignment = (typeof ALIGNMENTS)[number]

export const PAGINATION_TYPES = ['local', 'remote'] as const
export type PaginationType = (typeof PAGINATION_TYPES)[number]

/** SELECTION_MODES: off; multi-page keeps the selection across pages; single-page clears it on every page change. */
export const SELECTION_MODES = ['off', 'multi-page', 'single-page'] as const
export type SelectionMode = (typeof SELECTION_MODES)[number]

/** EXPANSION_MODES: off; single opens one row at a time; multi opens any number. */
export const EXPANSION_MODES = ['off', 'single', 'multi'] as const
export type ExpansionMode = (typeof EXPANSION_MODES)[number]

/** Ordering is the sorted column and its direction; null is unsorted. */
export interface Ordering {
  columnId: string
  direction: SortDirection
}

/** PageState is where the pagination stands: the page index (from 0) and the rows a page holds. */
export interface PageState {
  pageIndex: number
  pageSize: number
}

// The table's constants.
export const DEFAULT_PAGE_INDEX = 0
export const DEFAULT_PAGE_SIZE = 10
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100]
export const MIN_PAGE_SIZE = 5
/** ADJACENT_PAGES is how many pages the footer's flexible pagination shows on each side of the current one. */
export const ADJACENT_PAGES = 2
export const SKELETON_ROWS = 3
export const SKELETON_ROW_HEIGHT = '2rem'
export const ROW_HEIGHT_PX = 44
export const NUMBER_DECIMAL_PLACES = 2

/** TABLE_COLUMN_DEFAULTS are the defaults of tableColumnSchema: its `.default()`s, and what the hook fills in. */
export const TABLE_COLUMN_DEFAULTS = { isSortable: false, sortBehavior: 'asc-desc', isNumeric: false, decimalPlaces: NUMBER_DECIMAL_PLACES, isHideable: true } as const

/** TABLE_ROW_ACTION_DEFAULTS are the defaults of tableRowActionSchema: its `.default()`s. */
export const TABLE_ROW_ACTION_DEFAULTS = { isDisabled: false } as const

/** TABLE_ROW_DEFAULTS are the defaults of tableRowSchema: its `.default()`s. */
export const TABLE_ROW_DEFAULTS = { isDisabled: false, isSelectionDisabled: false, isExpansionDisabled: false, isClickDisabled: false } as const

/** TABLE_PAGINATION_DEFAULTS are the defaults of tablePaginationSchema: its `.default()`s, and what the hook fills in. */
export const TABLE_PAGINATION_DEFAULTS = { pageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: DEFAULT_PAGE_SIZE_OPTIONS, type: 'local' } as const

/** TABLE_DEFAULTS are the defaults of tableSchema: its `.default()`s, and what the view and hook fill in (withDefaults). */
export const TABLE_DEFAULTS = {
  isLoading: false,
  defaultOrdering: null,
  selectionMode: 'off',
  defaultSelectedRows: [] as never[],
  expansionMode: 'off',
  defaultExpandedRows: [] as never[],
  isReorderable: false,
  defaultColumnOrder: [] as never[],
  defaultHiddenColumns: [] as never[],
} as const
/** THOUSANDS_SEPARATOR groups the digits of numbers: a space that does not break inside a number. */
const THOUSANDS_SEPARATOR = '\u00a0'

// The messages of the table's rules.
export const RULE_UNIQUE_COLUMN_IDS = 'Column ids should be unique'
export const RULE_PAGE_SIZE_OPTIONS = 'Entries in pageSizeOptions must be a strictly increasing sequence'
export const RULE_FIELD_NOT_EMPTY = 'Field cannot be empty'
export const RULE_RESERVED_COLUMN_ID = 'Column ids expand, select and actions are the table’s own'

/** The ids of the columns the table adds itself: expand and select come first, actions last. */
export const EXPAND_COLUMN_ID = 'expand'
export const SELECT_COLUMN_ID = 'select'
export const ACTIONS_COLUMN_ID = 'actions'
export const RESERVED_COLUMN_IDS: readonly string[] = [EXPAND_COLUMN_ID, SELECT_COLUMN_ID, ACTIONS_COLUMN_ID]

/** hasUniqueIds tells whether no two items share an id. */
export function hasUniqueIds(items: ReadonlyArray<{ id: string | number }>): boolean {
  return new Set(items.map((i) => String(i.id))).size === items.length
}

/** isPageSizeOptions: whole numbers of at least 5, each larger than the one before. */
export function isPageSizeOptions(options: readonly number[]): boolean {
  return options.every((o, i) => Number.isInteger(o) && o >= MIN_PAGE_SIZE && (i === 0 || o > options[i - 1]))
}

/** usablePageSizeOptions is the options when they follow the rule and are not empty, else the defaults. */
export function usablePageSizeOptions(options: readonly number[] | undefined): readonly number[] {
  return options && options.length > 0 && isPageSizeOptions(options) ? options : DEFAULT_PAGE_SIZE_OPTIONS
}

/** sortDirections is the two directions a column sorts in, in its order of clicks. */
export function sortDirections(behavior: SortBehavior = TABLE_COLUMN_DEFAULTS.sortBehavior): [SortDirection, SortDirection] {
  return behavior === 'desc-asc' ? ['desc', 'asc'] : ['asc', 'desc']
}

/**
 * nextOrdering is the ordering after a click on a column's header: the
 * cycle is unsorted, the first direction, the second direction, unsorted
 * again, its order by the column's sort behaviour. Another column sorted
 * before counts as unsorted for this one.
 */
export function nextOrdering(current: Ordering | null, columnId: string, behavior: SortBehavior = TABLE_COLUMN_DEFAULTS.sortBehavior): Ordering | null {
  const [first, second] = sortDirections(behavior)
  if (!current || current.columnId !== columnId) return { columnId, direction: first }
  if (current.direction === first) return { columnId, direction: second }
  return null
}

/** ariaSort is a sortable column header's aria-sort. */
export function ariaSort(ordering: Ordering | null, columnId: string): 'ascending' | 'descending' | 'none' {
  if (!ordering || ordering.columnId !== columnId) return 'none'
  return ordering.direction === 'asc' ? 'ascending' : 'descending'
}

/**
 * coercePageSize forces a page size to one of the options: the size itself
 * when it is one, else the nearest smaller option, else the first.
 */
export function coercePageSize(size: number, options: readonly number[] = DEFAULT_PAGE_SIZE_OPTIONS): number {
  const opts = usablePageSizeOptions(options)
  if (opts.includes(size)) return size
  const smaller = opts.filter((o) => o < size)
  return smaller.length > 0 ? smaller[smaller.length - 1] : opts[0]
}

/** pageCount is how many pages rowCount rows take, at least 1. */
export function pageCount(rowCount: number, pageSize: number): number {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE
  const rows = Number.isFinite(rowCount) && rowCount > 0 ? Math.floor(rowCount) : 0
  return Math.max(1, Math.ceil(rows / size))
}

/**
 * normalizePageIndex keeps a page index that points at rows; an index outside
 * the rows (negative, not whole, or past the last page) resets to the first
 * page. With the row count unknown (null) any whole index from 0 stands.
 */
export function normalizePageIndex(pageIndex: number, pageSize: number, rowCount: number | null): number {
  if (!Number.isInteger(pageIndex) || pageIndex < 0) return DEFAULT_PAGE_INDEX
  if (rowCount === null) return pageIndex
  return pageIndex < pageCount(rowCount, pageSize) ? pageIndex : DEFAULT_PAGE_INDEX
}

/** normalizePageState applies both rules: the size forced to an option, the index within the rows. */
export function normalizePageState(state: Partial<PageState>, options: readonly number[], rowCount: number | null): PageState {
  const pageSize = coercePageSize(state.pageSize ?? DEFAULT_PAGE_SIZE, options)
  return { pageSize, pageIndex: normalizePageIndex(state.pageIndex ?? DEFAULT_PAGE_INDEX, pageSize, rowCount) }
}

/** changePageSize is the page state after a new page size is chosen: the first page again. */
export function changePageSize(size: number, options: readonly number[]): PageState {
  return { pageIndex: DEFAULT_PAGE_INDEX, pageSize: coercePageSize(size, options) }
}

/** resultsRange is the rows a page shows, counted from 1: 11 to 20; 0 to 0 when there are none. */
export function resultsRange(state: PageState, rowCount: number): { from: number; to: number } {
  if (rowCount <= 0) return { from: 0, to: 0 }
  const from = Math.min(rowCount, state.pageIndex * state.pageSize + 1)
  return { from, to: Math.min(rowCount, from + state.pageSize - 1) }
}

/** decimalSeparatorOf is the locale's decimal separator: '.' in en-US, ',' in de-DE. */
export function decimalSeparatorOf(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  } catch {
    return '.'
  }
}

/**
 * formatNumber writes a number cell: decimalPlaces digits after the locale's
 * decimal separator (rounded), the digits before it grouped by three with a
 * space. 1234567.891 in de-DE: '1 234 567,89'.
 */
export function formatNumber(value: number, decimalSeparator = '.', decimalPlaces: number = NUMBER_DECIMAL_PLACES): string {
  if (!Number.isFinite(value)) return String(value)
  const places = Math.max(0, Math.min(20, Math.floor(decimalPlaces)))
  const fixed = Math.abs(value).toFixed(places)
  const [whole, fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR)
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return sign + grouped + (fraction ? decimalSeparator + fraction : '')
}

const TYPE_RANK: Record<string, number> = { number: 0, boolean: 1, string: 2 }
const DEFAULT_COLLATOR = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/**
 * compareCellValues orders two cells ascending: numbers by value, false
 * before true, text by the collator (digits as numbers, case ignored), and
 * empty cells (null, undefined, '') after everything else.
 */
export function compareCellValues(a: CellValue, b: CellValue, collator: Intl.Collator = DEFAULT_COLLATOR): number {
  const emptyA = a === null || a === undefined || a === ''
  const emptyB = b === null || b === undefined || b === ''
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1
  if (typeof a !== typeof b) return TYPE_RANK[typeof a] - TYPE_RANK[typeof b]
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1
  return collator.compare(String(a), String(b))
}

/**
 * completeColumnOrder is a full order of the data columns from a wanted one:
 * the known ids in the wanted order (each once), then the columns it leaves
 * out, in their own order.
 */
export function completeColumnOrder(wanted: readonly string[], columnIds: readonly string[]): string[] {
  const known = wanted.filter((id, i) => columnIds.includes(id) && wanted.indexOf(id) === i)
  return [...known, ...columnIds.filter((id) => !known.includes(id))]
}

/** moveColumn moves the column activeId to where overId stands; the others shift by one. */
export function moveColumn(order: readonly string[], activeId: string, overId: string): string[] {
  const from = order.indexOf(activeId)
  const to = order.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return [...order]
  const next = [...order]
  next.splice(from, 1)
  next.splice(to, 0, activeId)
  return next
}

/** leafOrder is the order of every column of the table: expand and select fixed first, the data columns, actions last. */
export function leafOrder(dataOrder: readonly string[], fixed: { expand: boolean; select: boolean; actions: boolean }): string[] {
  return [...(fixed.expand ? [EXPAND_COLUMN_ID] : []), ...(fixed.select ? [SELECT_COLUMN_ID] : []), ...dataOrder, ...(fixed.actions ? [ACTIONS_COLUMN_ID] : [])]
}

/** toggleExpansion is the expanded rows after a row's toggle: off opens none, single at most one, multi any number. */
export function toggleExpansion(expanded: readonly string[], id: string, mode: ExpansionMode): string[] {
  if (mode === 'off') return []
  if (expanded.includes(id)) return expanded.filter((x) => x !== id)
  return mode === 'single' ? [id] : [...expanded, id]
}

/** pageKey names a page of a table, for the selection of the single-page mode. */
export function pageKey(state: PageState): string {
  return `${state.pageIndex}:${state.pageSize}`
}

/**
 * visibleSelection is the selection the table shows. Off: none. Multi-page:
 * all of it. Single-page: the selection belongs to the page it was made on,
 * so a page change clears it, and only rows on the page count.
 */
export function visibleSelection(mode: SelectionMode, selected: readonly string[], madeOnPage: string | null, currentPage: string, pageRowIds: readonly string[]): string[] {
  if (mode === 'off') return []
  if (mode === 'multi-page') return [...selected]
  if (madeOnPage !== null && madeOnPage !== currentPage) return []
  return selected.filter((id) => pageRowIds.includes(id))
}

/** selectionAfterPageChange is the selection once the page changes: cleared in single-page mode, kept otherwise. */
export function selectionAfterPageChange(mode: SelectionMode, selected: readonly string[]): string[] {
  return mode === 'multi-page' ? [...selected] : []
}

/** TableViewState is the table's data-state: loading (the skeleton), empty (the empty message) or filled. */
export type TableViewState = 'loading' | 'empty' | 'filled'

export function tableViewState(isLoading: boolean, rowCount: number): TableViewState {
  if (isLoading) return 'loading'
  return rowCount > 0 ? 'filled' : 'empty'
}

/** EmptyReason is why a table shows no rows: nothing there, a search that finds nothing, or filters that match nothing. */
export type EmptyReason = 'none' | 'search' | 'filters'

/** emptyMessageKey is the locale key of the empty table's message: 'No items', 'No results' or 'No matching data'. */
export function emptyMessageKey(reason: EmptyReason): 'table.noItems' | 'table.noResults' | 'table.noMatch' {
  switch (reason) {
    case 'search':
      return 'table.noResults'
    case 'filters':
      return 'table.noMatch'
    default:
      return 'table.noItems'
  }
}
