/**
 * The standard table's rules, free of React and of the DOM: filters and
 * applied filters, the table state and its transitions, the state kept in a
 * storage and restored from it, the fetch request and when it is emitted,
 * and the local search and filtering of a table whose rows are all here.
 */
import {
  completeColumnOrder,
  DEFAULT_PAGE_INDEX,
  DEFAULT_PAGE_SIZE,
  normalizePageState,
  SORT_DIRECTIONS,
  TABLE_DEFAULTS,
  TABLE_PAGINATION_DEFAULTS,
  type CellValue,
  type EmptyReason,
  type Ordering,
  type PageState,
} from '../table/logic'

// The filter types and operations are the filter builder's (one list, in filters/operations.ts).
import { OPERATIONS_BY_FILTER_TYPE as OPERATIONS_BY_TYPE, type FilterOperation, type FilterType } from '../filters/operations'
export { FILTER_OPERATIONS, FILTER_TYPES, OPERATIONS_BY_FILTER_TYPE as OPERATIONS_BY_TYPE, type FilterOperation, type FilterType } from '../filters/operations'

/** SEARCH_DEBOUNCE_MS: the search applies this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500

/** STANDARD_TABLE_DEFAULTS are the defaults of standardTableSchema: its `.default()`s (the table's where it shares them), and what the hook fills in. */
export const STANDARD_TABLE_DEFAULTS = {
  isLoading: TABLE_DEFAULTS.isLoading,
  filters: [] as never[],
  defaultAppliedFilters: [] as never[],
  isSearchable: true,
  pagination: { pageIndex: DEFAULT_PAGE_INDEX, pageSize: TABLE_PAGINATION_DEFAULTS.pageSize, pageSizeOptions: TABLE_PAGINATION_DEFAULTS.pageSizeOptions, type: TABLE_PAGINATION_DEFAULTS.type },
  defaultOrdering: null,
  defaultColumnOrder: [] as never[],
  defaultHiddenColumns: [] as never[],
  defaultSearch: '',
  selectionMode: TABLE_DEFAULTS.selectionMode,
  expansionMode: TABLE_DEFAULTS.expansionMode,
  isReorderable: true,
} as const

export type OptionValue = string | number

export interface FilterOption {
  label: string
  value: OptionValue
}

/** NumberRange and DateRange are the values of IN_RANGE; an end left null is open. */
export interface NumberRange {
  min: number | null
  max: number | null
}
export interface DateRange {
  start: string | null
  end: string | null
}

export type FilterValue = boolean | number | OptionValue | OptionValue[] | NumberRange | DateRange | null

/** TableFilter defines a filter on a column: its id is the column's. */
export interface TableFilter {
  id: string
  label: string
  type: FilterType
  operations?: FilterOperation[]
  options?: FilterOption[]
  defaultValue?: FilterValue
  unit?: string
  decimalPlaces?: number
}

/** AppliedFilter is a filter in use: which, how and with what value. */
export interface AppliedFilter {
  id: string
  operation: FilterOperation
  value: FilterValue
}

/** operationsOf is what a filter allows: its own list, else its type's. */
export function operationsOf(filter: Pick<TableFilter, 'type' | 'operations'>): readonly FilterOperation[] {
  const own = filter.operations?.filter((o) => OPERATIONS_BY_TYPE[filter.type].includes(o))
  return own && own.length > 0 ? own : OPERATIONS_BY_TYPE[filter.type]
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNumberOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v))
const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDateOrNull = (v: unknown) => v === null || (typeof v === 'string' && DATE.test(v))

export const isNumberRange = (v: unknown): v is NumberRange => isObject(v) && 'min' in v && 'max' in v && isNumberOrNull(v.min) && isNumberOrNull(v.max)
export const isDateRange = (v: unknown): v is DateRange => isObject(v) && 'start' in v && 'end' in v && isDateOrNull(v.start) && isDateOrNull(v.end)

/** isEmptyFilterValue: null, a blank text, an empty list, a range with both ends null. */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (isObject(value)) {
    if ('min' in value || 'max' in value) return (value.min ?? null) === null && (value.max ?? null) === null
    if ('start' in value || 'end' in value) return (value.start ?? null) === null && (value.end ?? null) === null
  }
  return false
}

const isOptionValue = (v: unknown): v is OptionValue => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))

/** valueFits tells whether a (non-empty) value has the shape a filter's type and operation read. */
export function valueFits(type: FilterType, operation: FilterOperation, value: unknown): boolean {
  switch (type) {
    case 'BOOLEAN':
      return typeof value === 'boolean'
    case 'DATE_RANGE':
      return isDateRange(value) && (value.start === null || value.end === null || value.start <= value.end)
    case 'MULTI_SELECT':
      return Array.isArray(value) && value.every(isOptionValue)
    case 'NUMBER_RANGE':
      return operation === 'IN_RANGE' ? isNumberRange(value) : typeof value === 'number' && Number.isFinite(value)
    case 'SINGLE_SELECT':
      return isOptionValue(value)
  }
}

export type DropReason = 'unknown' | 'operation' | 'empty' | 'type'

/**
 * sanitizeAppliedFilters keeps the applied filters a table can use and says
 * why it drops the others: a filter id it does not know, an operation its
 * filter does not allow, an empty value (IS_EMPTY needs none), or a value of
 * the wrong type. A number range with its ends the wrong way round is turned.
 */
export function sanitizeAppliedFilters(applied: readonly unknown[], filters: readonly TableFilter[]): { kept: AppliedFilter[]; dropped: Array<{ filter: unknown; reason: DropReason }> } {
  const kept: AppliedFilter[] = []
  const dropped: Array<{ filter: unknown; reason: DropReason }> = []
  for (const a of applied) {
    const filter = isObject(a) ? filters.find((f) => f.id === a.id) : undefined
    if (!isObject(a) || !filter) {
      dropped.push({ filter: a, reason: 'unknown' })
      continue
    }
    const operation = a.operation as FilterOperation
    if (!operationsOf(filter).includes(operation)) {
      dropped.push({ filter: a, reason: 'operation' })
      continue
    }
    if (operation === 'IS_EMPTY') {
      kept.push({ id: filter.id, operation, value: null })
      continue
    }
    if (isEmptyFilterValue(a.value)) {
      dropped.push({ filter: a, reason: 'empty' })
      continue
    }
    if (!valueFits(filter.type, operation, a.value)) {
      dropped.push({ filter: a, reason: 'type' })
      continue
    }
    let value = a.value as FilterValue
    if (isNumberRange(value) && value.min !== null && value.max !== null && value.min > value.max) value = { min: value.max, max: value.min }
    kept.push({ id: filter.id, operation, value })
  }
  return { kept, dropped }
}

/** StandardTableState is what the standard table keeps, all of which a storage may save (see storedState). */
export interface StandardTableState {
  appliedFilters: AppliedFilter[]
  columnOrder: string[]
  hiddenColumns: string[]
  ordering: Ordering | null
  pagination: PageState
  search: string
}

export const INITIAL_STATE: StandardTableState = {
  appliedFilters: [],
  columnOrder: [],
  hiddenColumns: [],
  ordering: null,
  pagination: { pageIndex: DEFAULT_PAGE_INDEX, pageSize: DEFAULT_PAGE_SIZE },
  search: '',
}

export type StandardTableAction =
  | { type: 'search'; search: string }
  | { type: 'filters'; appliedFilters: AppliedFilter[] }
  | { type: 'ordering'; ordering: Ordering | null }
  | { type: 'pagination'; pagination: PageState }
  | { type: 'columnOrder'; columnOrder: string[] }
  | { type: 'hiddenColumns'; hiddenColumns: string[] }

const firstPage = (p: PageState): PageState => ({ ...p, pageIndex: DEFAULT_PAGE_INDEX })

/**
 * standardTableReducer is the state's transition table. A change of the
 * applied filters, of the search or of the page size goes back to the first
 * page, in the same step, so each change makes one new state (and one fetch
 * request). An action that changes nothing returns the state itself.
 */
export function standardTableReducer(state: StandardTableState, action: StandardTableAction): StandardTableState {
  switch (action.type) {
    case 'search': {
      if (action.search === state.search) return state
      return { ...state, search: action.search, pagination: firstPage(state.pagination) }
    }
    case 'filters': {
      if (filtersKey(action.appliedFilters) === filtersKey(state.appliedFilters)) return state
      return { ...state, appliedFilters: action.appliedFilters, pagination: firstPage(state.pagination) }
    }
    case 'ordering': {
      if (orderingKey(action.ordering) === orderingKey(state.ordering)) return state
      return { ...state, ordering: action.ordering }
    }
    case 'pagination': {
      const next = action.pagination
      if (next.pageSize !== state.pagination.pageSize) return { ...state, pagination: { pageIndex: DEFAULT_PAGE_INDEX, pageSize: next.pageSize } }
      if (next.pageIndex === state.pagination.pageIndex) return state
      return { ...state, pagination: { ...state.pagination, pageIndex: next.pageIndex } }
    }
    case 'columnOrder':
      return action.columnOrder.join('\n') === state.columnOrder.join('\n') ? state : { ...state, columnOrder: action.columnOrder }
    case 'hiddenColumns':
      return action.hiddenColumns.join('\n') === state.hiddenColumns.join('\n') ? state : { ...state, hiddenColumns: action.hiddenColumns }
  }
}

export const filtersKey = (filters: readonly AppliedFilter[]) => JSON.stringify(filters.map((f) => [f.id, f.operation, f.value]))
const orderingKey = (o: Ordering | null) => (o ? `${o.columnId}:${o.direction}` : '')

/** RestoreContext is what a restore checks a stored state against. */
export interface RestoreContext {
  columnIds: readonly string[]
  sortableIds: readonly string[]
  filters: readonly TableFilter[]
  pageSizeOptions: readonly number[]
  /** fallback is the state to start from, for what the store does not hold */
  fallback: StandardTableState
}

export interface Restored {
  state: StandardTableState
  /** warnings are for what a stale store may hold: unknown columns in the order, filters that no longer fit */
  warnings: string[]
  /** errors are developer errors: an unknown column in the store */
  errors: string[]
}

const stringList = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null)

/**
 * restoreState reads a stored table state, keeping what still fits the
 * table: unknown column ids in the order are dropped with a warning; hidden
 * or sorted columns the table does not have are dropped as developer errors
 * ('unknown column in store'); applied filters are sanitized; the page size
 * is forced to an option. Anything missing or malformed falls back.
 */
export function restoreState(stored: unknown, ctx: RestoreContext, component = 'StandardTable'): Restored {
  const warnings: string[] = []
  const errors: string[] = []
  const state: StandardTableState = { ...ctx.fallback }
  if (!isObject(stored)) return { state, warnings, errors }

  const order = stringList(stored.columnOrder)
  if (order) {
    const unknown = order.filter((id) => !ctx.columnIds.includes(id))
    if (unknown.length > 0) warnings.push(`${component}: unknown column ids in the restored column order were dropped: ${unknown.join(', ')}`)
    state.columnOrder = completeColumnOrder(order, ctx.columnIds).filter((id) => order.includes(id))
  }

  const hidden = stringList(stored.hiddenColumns)
  if (hidden) {
    for (const id of hidden.filter((h) => !ctx.columnIds.includes(h))) errors.push(`${component}: unknown column "${id}" in store (hiddenColumns)`)
    state.hiddenColumns = hidden.filter((h) => ctx.columnIds.includes(h))
  }

  if (stored.ordering === null) state.ordering = null
  else if (isObject(stored.ordering) && typeof stored.ordering.columnId === 'string' && SORT_DIRECTIONS.includes(stored.ordering.direction as never)) {
    const { columnId, direction } = stored.ordering as { columnId: string; direction: Ordering['direction'] }
    if (!ctx.columnIds.includes(columnId)) errors.push(`${component}: unknown column "${columnId}" in store (ordering)`)
    else if (ctx.sortableIds.includes(columnId)) state.ordering = { columnId, direction }
  }

  if (isObject(stored.pagination)) {
    const { pageIndex, pageSize } = stored.pagination
    state.pagination = normalizePageState(
      { pageIndex: typeof pageIndex === 'number' ? pageIndex : undefined, pageSize: typeof pageSize === 'number' ? pageSize : ctx.fallback.pagination.pageSize },
      ctx.pageSizeOptions,
      null,
    )
  }

  if (typeof stored.search === 'string') state.search = stored.search

  if (Array.isArray(stored.appliedFilters)) {
    const { kept, dropped } = sanitizeAppliedFilters(stored.appliedFilters, ctx.filters)
    for (const d of dropped) warnings.push(`${component}: a stored applied filter was dropped (${d.reason}): ${JSON.stringify(d.filter)}`)
    state.appliedFilters = kept
  }
  return { state, warnings, errors }
}

/** FetchRequest is what the standard table asks its owner for: the rows for these filters, ordering, page and search. */
export interface FetchRequest {
  filters: AppliedFilter[]
  ordering: Ordering | null
  pagination: PageState
  search: string
}

/** fetchRequestOf is the request of a state: the search as it applies (trimmed). */
export function fetchRequestOf(state: Pick<StandardTableState, 'appliedFilters' | 'ordering' | 'pagination' | 'search'>): FetchRequest {
  return { filters: state.appliedFilters, ordering: state.ordering, pagination: { pageIndex: state.pagination.pageIndex, pageSize: state.pagination.pageSize }, search: state.search.trim() }
}

/** requestKey names a request by its content. */
export function requestKey(request: FetchRequest): string {
  return JSON.stringify([filtersKey(request.filters), orderingKey(request.ordering), request.pagination.pageIndex, request.pagination.pageSize, request.search])
}

/**
 * nextEmission decides whether a request goes out: on the first render
 * (nothing emitted yet) and whenever its content differs from the last one
 * emitted; never twice for the same content in a row.
 */
export function nextEmission(lastKey: string | null, request: FetchRequest): { emit: boolean; key: string } {
  const key = requestKey(request)
  return { emit: key !== lastKey, key }
}

/** emptyReason is why the table has no rows: filters that match nothing, a search that finds nothing, or nothing at all. */
export function emptyReason(request: Pick<FetchRequest, 'filters' | 'search'>): EmptyReason {
  if (request.filters.length > 0) return 'filters'
  return request.search.trim() !== '' ? 'search' : 'none'
}

const isBlank = (v: CellValue) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
const toNumber = (v: CellValue): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null)

/**
 * matchesFilter tells whether a cell passes an applied filter, the way the
 * server's filters read: comparisons and ranges never match an empty cell;
 * a date range compares the first 10 characters (yyyy-MM-dd) of the cell;
 * ONE_OF matches a cell equal to any value, or a list cell ('web, phone')
 * holding any of them.
 */
export function matchesFilter(cell: CellValue, applied: AppliedFilter): boolean {
  const { operation, value } = applied
  if (operation === 'IS_EMPTY') return isBlank(cell)
  if (isBlank(cell)) return false
  switch (operation) {
    case 'EQUAL':
      if (typeof value === 'number') return toNumber(cell) === value
      return cell === value
    case 'CONTAINS':
      return String(cell).toLowerCase().includes(String(value).toLowerCase())
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL': {
      const n = toNumber(cell)
      if (n === null || typeof value !== 'number') return false
      if (operation === 'GREATER_THAN') return n > value
      if (operation === 'GREATER_THAN_OR_EQUAL') return n >= value
      if (operation === 'LESS_THAN') return n < value
      return n <= value
    }
    case 'IN_RANGE': {
      if (isNumberRange(value)) {
        const n = toNumber(cell)
        return n !== null && (value.min === null || n >= value.min) && (value.max === null || n <= value.max)
      }
      if (isDateRange(value)) {
        const day = String(cell).slice(0, 10)
        return (value.start === null || day >= value.start) && (value.end === null || day <= value.end)
      }
      return false
    }
    case 'ONE_OF': {
      if (!Array.isArray(value)) return false
      const parts = typeof cell === 'string' ? cell.split(',').map((p) => p.trim()) : [cell]
      return value.some((v) => parts.some((p) => p === v || (typeof v === 'number' && toNumber(p) === v)))
    }
  }
}

/** LocalRow is the part of a table row the local search and filters read. */
export interface LocalRow {
  cells: Record<string, CellValue>
}

/**
 * applyLocalQuery keeps the rows that pass every applied filter (on the
 * column of the filter's id) and, with a search, have a cell of a search
 * column that contains the search text, ignoring case.
 */
export function applyLocalQuery<R extends LocalRow>(rows: readonly R[], request: Pick<FetchRequest, 'filters' | 'search'>, searchColumns: readonly string[]): R[] {
  const needle = request.search.trim().toLowerCase()
  return rows.filter(
    (r) =>
      request.filters.every((f) => matchesFilter(r.cells[f.id], f)) &&
      (needle === '' || searchColumns.some((c) => r.cells[c] !== null && r.cells[c] !== undefined && String(r.cells[c]).toLowerCase().includes(needle))),
  )
}

/** StandardTableViewState is the standard table's data-state: loading, empty or filled, and filtered when filters or a search apply. */
export function standardTableViewState(isLoading: boolean, rowCount: number, request: Pick<FetchRequest, 'filters' | 'search'>): string {
  const base = isLoading ? 'loading' : rowCount > 0 ? 'filled' : 'empty'
  return emptyReason(request) === 'none' ? base : `${base}-filtered`
}

/**
 * effectivePagination is the page that applies when the applied filters are
 * controlled by the owner: the page chosen under other filters than the
 * current ones is the first page again, at once, in the same render.
 */
export function effectivePagination(pagination: PageState, chosenUnder: string, currentFilters: string): PageState {
  return chosenUnder === currentFilters ? pagination : { ...pagination, pageIndex: DEFAULT_PAGE_INDEX }
}

/** storedState is the part of the state a storage keeps: these six fields, nothing else. */
export function storedState(state: StandardTableState): StandardTableState {
  const { appliedFilters, columnOrder, hiddenColumns, ordering, pagination, search } = state
  return { appliedFilters, columnOrder, hiddenColumns, ordering, pagination, search }
}

/** toggleHidden is the hidden columns after a column's checkbox: shown or hidden; the last shown column stays. */
export function toggleHidden(hidden: readonly string[], columnId: string, columnIds: readonly string[]): string[] {
  if (hidden.includes(columnId)) return hidden.filter((h) => h !== columnId)
  const shown = columnIds.filter((id) => !hidden.includes(id))
  if (shown.length <= 1) return [...hidden]
  return [...hidden, columnId]
}

/** OPERATION_GROUPS names the filters locale group ('filters.operations.<group>.<OPERATION>') of each filter type. */
export const OPERATION_GROUPS: Record<FilterType, string> = {
  BOOLEAN: 'boolean',
  DATE_RANGE: 'dateRange',
  MULTI_SELECT: 'multiEnum',
  NUMBER_RANGE: 'float',
  SINGLE_SELECT: 'singleEnum',
}

/** FilterWords are the words an applied filter is described with, in the reader's language. */
export interface FilterWords {
  operation: (type: FilterType, operation: FilterOperation) => string
  yes: string
  no: string
  min: string
  max: string
  from: string
  to: string
  number: (n: number, decimalPlaces?: number) => string
}

/**
 * describeAppliedFilter writes an applied filter's condition for its tag:
 * the operation and the value ('is any of Web, Phone'), a range by its ends
 * ('10 – 20 kg', 'Minimum 10 kg', 'From 2026-01-01'), IS_EMPTY by its word.
 */
export function describeAppliedFilter(applied: AppliedFilter, filter: TableFilter, words: FilterWords): string {
  const { operation, value } = applied
  const op = words.operation(filter.type, operation)
  if (operation === 'IS_EMPTY') return op
  const unit = filter.unit ? ` ${filter.unit}` : ''
  const num = (n: number) => words.number(n, filter.decimalPlaces) + unit
  const option = (v: OptionValue) => filter.options?.find((o) => o.value === v)?.label ?? String(v)
  if (operation === 'IN_RANGE') {
    if (isNumberRange(value)) {
      if (value.min !== null && value.max !== null) return `${words.number(value.min, filter.decimalPlaces)} – ${num(value.max)}`
      return value.min !== null ? `${words.min} ${num(value.min)}` : `${words.max} ${num(value.max ?? 0)}`
    }
    if (isDateRange(value)) {
      if (value.start !== null && value.end !== null) return `${value.start} – ${value.end}`
      return value.start !== null ? `${words.from} ${value.start}` : `${words.to} ${value.end ?? ''}`
    }
  }
  let text: string
  if (typeof value === 'boolean') text = value ? words.yes : words.no
  else if (Array.isArray(value)) text = value.map(option).join(', ')
  else if (typeof value === 'number' && filter.type === 'NUMBER_RANGE') text = num(value)
  else text = value === null ? '' : option(value as OptionValue)
  return `${op} ${text}`.trim()
}
