/**
 * The filter builder's rules, free of React and of the DOM: which columns
 * are valid, which keys a row may still take, the default operation of a
 * column, what a change of key or operation resets, the number range's
 * order, clear-all, the row labels, the popup's open state, and the
 * conversion of the builder's filters into applied filters.
 */

import { FILTER_TYPES, OPERATIONS_BY_FILTER_TYPE, SEARCH_OPERATIONS, type FilterOperation, type FilterType } from './operations'

export { FILTER_OPERATIONS, FILTER_TYPES, type FilterOperation, type FilterType } from './operations'

/** SEARCH is the type of a search column: the free text of the search field, not a row of the builder. */
const SEARCH = 'SEARCH'
export const COLUMN_TYPES = [...FILTER_TYPES, SEARCH] as const
export type ColumnType = (typeof COLUMN_TYPES)[number]

/** OPERATIONS_BY_TYPE are the operations each column type allows, its default first: the filter types' and the search's. */
export const OPERATIONS_BY_TYPE: Record<ColumnType, readonly FilterOperation[]> = { ...OPERATIONS_BY_FILTER_TYPE, SEARCH: SEARCH_OPERATIONS }

export type OptionValue = string | number

export interface FilterOption {
  label: string
  value: OptionValue
  isDisabled?: boolean
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

export type FilterValue = boolean | number | string | OptionValue[] | NumberRange | DateRange | null

/** DateShortcut is a date range field's shortcut: a preset, or a label and its range. */
export type DateShortcut = 'today' | 'lastWeek' | 'lastMonth' | 'lastYear' | { label?: string; value?: DateRange; preset?: 'today' | 'lastWeek' | 'lastMonth' | 'lastYear'; keepOpen?: boolean }

/** FilterColumn is what can be filtered: key, label, type, operations and the options of its type. */
export interface FilterColumn {
  key: string
  label: string
  type: ColumnType
  operations?: FilterOperation[]
  placeholder?: string
  // SINGLE_SELECT and MULTI_SELECT
  options?: FilterOption[]
  isUnsorted?: boolean
  clearOnSelect?: boolean
  collapseTagsAfter?: number
  // NUMBER_RANGE
  currency?: string
  decimalPlaces?: number
  minimum?: number | null
  maximum?: number | null
  step?: number
  prefix?: string
  suffix?: string
  // DATE_RANGE
  minimumDate?: string | null
  maximumDate?: string | null
  shortcuts?: DateShortcut[]
}

/** Filter is one filter of the builder: which column, how, with what value. */
export interface Filter {
  key: string
  operation: FilterOperation
  value: FilterValue
}

/** AppliedFilter is a filter ready to use: the column's key as id, no empty value. */
export interface AppliedFilter {
  id: string
  operation: FilterOperation
  value: FilterValue
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

export const isSearchColumn = (c: Pick<FilterColumn, 'type'>) => c.type === SEARCH
const isColumnType = (t: unknown): t is ColumnType => typeof t === 'string' && (COLUMN_TYPES as readonly string[]).includes(t)

/** ColumnProblem is why a column is left out (see columnProblem). */
export type ColumnProblem = 'key' | 'label' | 'type' | 'operations' | 'duplicate'

/**
 * columnProblem tells why a column is not valid, or null: it needs a
 * non-empty key and label, a known type and, unless it is a search column,
 * a non-empty list of operations its type allows. A key already taken by an
 * earlier column makes the later one invalid.
 */
export function columnProblem(column: unknown, earlierKeys: readonly string[] = []): ColumnProblem | null {
  if (!isObject(column) || !isText(column.key)) return 'key'
  if (!isText(column.label)) return 'label'
  if (!isColumnType(column.type)) return 'type'
  if (column.type !== SEARCH) {
    const ops = column.operations
    if (!Array.isArray(ops) || ops.length === 0 || !ops.every((o) => OPERATIONS_BY_TYPE[column.type as ColumnType].includes(o as FilterOperation))) return 'operations'
  } else if (column.operations !== undefined) {
    const ops = column.operations
    if (!Array.isArray(ops) || !ops.every((o) => OPERATIONS_BY_TYPE.SEARCH.includes(o as FilterOperation))) return 'operations'
  }
  if (earlierKeys.includes(column.key)) return 'duplicate'
  return null
}

/** validColumns keeps the columns that can be used, in their order (the first of a key wins). */
export function validColumns(columns: readonly unknown[]): FilterColumn[] {
  const out: FilterColumn[] = []
  for (const c of columns) if (columnProblem(c, out.map((k) => k.key)) === null) out.push(c as FilterColumn)
  return out
}

/**
 * developerErrors are the console errors for a builder's columns and
 * filters: an invalid filter type, invalid operations, and a filter whose
 * column is not found. Each names the component.
 */
export function developerErrors(component: string, columns: readonly unknown[], filters: readonly unknown[]): string[] {
  const errors: string[] = []
  const seen: string[] = []
  for (const c of columns) {
    const problem = columnProblem(c, seen)
    const key = isObject(c) ? JSON.stringify(c.key) : '(none)'
    if (problem === 'type') errors.push(`${component}: invalid filter type ${JSON.stringify((c as { type?: unknown }).type)} of column ${key}`)
    if (problem === 'operations') {
      const { type, operations } = c as { type: ColumnType; operations?: unknown }
      errors.push(`${component}: invalid operations ${JSON.stringify(operations ?? null)} of column ${key}: a ${type} column needs a non-empty list of ${OPERATIONS_BY_TYPE[type].join(', ')}`)
    }
    if (problem === null) seen.push((c as FilterColumn).key)
  }
  const valid = validColumns(columns)
  for (const f of filters) {
    const key = isObject(f) ? f.key : undefined
    if (!valid.some((c) => c.key === key)) errors.push(`${component}: column not found for filter key ${JSON.stringify(key ?? null)}`)
  }
  return errors
}

const columnOf = (columns: readonly FilterColumn[], key: string) => columns.find((c) => c.key === key)

/** operationsOf is what a valid column allows: its own list, in its order (a search column's defaults to CONTAINS, EQUAL). */
export function operationsOf(column: Pick<FilterColumn, 'type' | 'operations'>): readonly FilterOperation[] {
  const allowed = OPERATIONS_BY_TYPE[column.type]
  const own = column.operations?.filter((o) => allowed.includes(o))
  return own && own.length > 0 ? own : allowed
}

/** defaultOperation is the type's usual operation (IN_RANGE for numbers and dates, ONE_OF for a multi-select …) when the column allows it, else its first. */
export function defaultOperation(column: Pick<FilterColumn, 'type' | 'operations'>): FilterOperation {
  const ops = operationsOf(column)
  const usual = OPERATIONS_BY_TYPE[column.type][0]
  return ops.includes(usual) ? usual : ops[0]
}

/** rowsOf are the filters shown as rows: those of non-search columns, with their index in the whole list. */
export function rowsOf(filters: readonly Filter[], columns: readonly FilterColumn[]): Array<{ filter: Filter; index: number; column: FilterColumn }> {
  const rows: Array<{ filter: Filter; index: number; column: FilterColumn }> = []
  filters.forEach((filter, index) => {
    const column = columnOf(columns, filter.key)
    if (column && !isSearchColumn(column)) rows.push({ filter, index, column })
  })
  return rows
}

/** rowLabelKey is the locale key of a row's label: the first row reads 'Where', the later ones 'And'. */
export const rowLabelKey = (row: number) => (row === 0 ? 'filters.where' : 'filters.and')

/**
 * availableColumns are the non-search columns a row may take: those no other
 * row uses (the row at `except` keeps its own). Without `except`, the
 * columns a new row could take.
 */
export function availableColumns(columns: readonly FilterColumn[], filters: readonly Filter[], except?: number): FilterColumn[] {
  const used = new Set(filters.filter((_, i) => i !== except).map((f) => f.key))
  return columns.filter((c) => !isSearchColumn(c) && !used.has(c.key))
}

/** canAdd: adding is allowed until every non-search column is used. */
export const canAdd = (columns: readonly FilterColumn[], filters: readonly Filter[]) => availableColumns(columns, filters).length > 0

/** newFilter is the row Add filter appends: the first column not used yet, its default operation, no value. */
export function newFilter(column: FilterColumn): Filter {
  return { key: column.key, operation: defaultOperation(column), value: null }
}

/** valueKind is the input a filter's value takes: none for IS_EMPTY, a range or a single value. */
export type ValueKind = 'none' | 'range' | 'single' | 'list'

export function valueKind(operation: FilterOperation): ValueKind {
  if (operation === 'IS_EMPTY') return 'none'
  if (operation === 'IN_RANGE') return 'range'
  if (operation === 'ONE_OF') return 'list'
  return 'single'
}

/**
 * withOperation changes a filter's operation: IS_EMPTY resets the value (and
 * the view hides its input); the value is also reset when the new operation
 * reads another shape of value (a range, a list, a single value), and kept
 * otherwise (from 'is above' to 'is below', the number stays).
 */
export function withOperation(filter: Filter, operation: FilterOperation): Filter {
  if (operation === filter.operation) return filter
  const keep = operation !== 'IS_EMPTY' && valueKind(operation) === valueKind(filter.operation)
  return { ...filter, operation, value: keep ? filter.value : null }
}

/** withKey changes a filter's column: the operation resets to the new column's default, the value to none. */
export function withKey(filter: Filter, column: FilterColumn): Filter {
  if (column.key === filter.key) return filter
  return newFilter(column)
}

export const isNumberRange = (v: unknown): v is NumberRange =>
  isObject(v) && 'min' in v && 'max' in v && (v.min === null || typeof v.min === 'number') && (v.max === null || typeof v.max === 'number')
export const isDateRange = (v: unknown): v is DateRange =>
  isObject(v) && 'start' in v && 'end' in v && (v.start === null || typeof v.start === 'string') && (v.end === null || typeof v.end === 'string')

/** orderedRange swaps a number range's ends when its minimum is above its maximum. */
export function orderedRange(range: NumberRange): NumberRange {
  return range.min !== null && range.max !== null && range.min > range.max ? { min: range.max, max: range.min } : range
}

/** isEmptyFilterValue: null, a blank text, an empty list, a range with both ends null. */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return !Number.isFinite(value)
  if (Array.isArray(value)) return value.length === 0
  if (isNumberRange(value)) return value.min === null && value.max === null
  if (isDateRange(value)) return (value.start === null || value.start === '') && (value.end === null || value.end === '')
  return false
}

const isOptionValue = (v: unknown): v is OptionValue => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))

/** valueFits tells whether a non-empty value has the shape its column's type and operation read. */
export function valueFits(type: ColumnType, operation: FilterOperation, value: unknown): boolean {
  switch (type) {
    case 'BOOLEAN':
      return typeof value === 'boolean'
    case 'DATE_RANGE':
      return isDateRange(value)
    case 'MULTI_SELECT':
      return Array.isArray(value) && value.every(isOptionValue)
    case 'NUMBER_RANGE':
      return operation === 'IN_RANGE' ? isNumberRange(value) : typeof value === 'number' && Number.isFinite(value)
    case 'SINGLE_SELECT':
      return isOptionValue(value)
    case 'SEARCH':
      return typeof value === 'string'
  }
}

/**
 * toAppliedFilters turns the builder's filters into applied filters
 * ({ id, operation, value }): filters of an unknown column, of an operation
 * the column does not allow, of a value of the wrong shape, or with an empty
 * value are left out (IS_EMPTY needs none and keeps null); a number range
 * comes in order and a search text trimmed.
 */
export function toAppliedFilters(filters: readonly Filter[], columns: readonly FilterColumn[]): AppliedFilter[] {
  const out: AppliedFilter[] = []
  for (const f of filters) {
    const column = columnOf(columns, f.key)
    if (!column || !operationsOf(column).includes(f.operation)) continue
    if (f.operation === 'IS_EMPTY') {
      out.push({ id: f.key, operation: f.operation, value: null })
      continue
    }
    if (isEmptyFilterValue(f.value) || !valueFits(column.type, f.operation, f.value)) continue
    let value = f.value
    if (isNumberRange(value)) value = orderedRange(value)
    if (typeof value === 'string') value = value.trim()
    out.push({ id: f.key, operation: f.operation, value })
  }
  return out
}

/** fromAppliedFilters is the other way: applied filters of known columns, as the builder's filters. */
export function fromAppliedFilters(applied: readonly AppliedFilter[], columns: readonly FilterColumn[]): Filter[] {
  return applied.filter((a) => columnOf(columns, a.id) !== undefined).map((a) => ({ key: a.id, operation: a.operation, value: a.value }))
}

/** searchFilterOf is the search column's filter in the list, if any. */
export function searchFilterOf(filters: readonly Filter[], column: FilterColumn): Filter | undefined {
  return filters.find((f) => f.key === column.key)
}

/** FiltersAction is a change of the builder's list of filters. */
export type FiltersAction =
  | { type: 'add' }
  | { type: 'remove'; index: number }
  | { type: 'clearAll' }
  | { type: 'key'; index: number; key: string }
  | { type: 'operation'; index: number; operation: FilterOperation }
  | { type: 'value'; index: number; value: FilterValue }
  /** commit orders a number range once its inputs lose the focus */
  | { type: 'commit'; index: number }
  | { type: 'search'; key: string; text: string }

/**
 * filtersReducer is the builder's transition table over its list of filters
 * and its (valid) columns. An action that changes nothing, or is not
 * allowed (adding when every column is used, a key another row uses, an
 * operation the column does not allow), returns the list itself.
 */
export function filtersReducer(filters: readonly Filter[], action: FiltersAction, columns: readonly FilterColumn[]): readonly Filter[] {
  const at = (i: number) => (i >= 0 && i < filters.length ? filters[i] : undefined)
  const replace = (i: number, next: Filter) => (next === filters[i] ? filters : filters.map((f, j) => (j === i ? next : f)))
  switch (action.type) {
    case 'add': {
      const free = availableColumns(columns, filters)
      return free.length === 0 ? filters : [...filters, newFilter(free[0])]
    }
    case 'remove':
      return at(action.index) ? filters.filter((_, i) => i !== action.index) : filters
    case 'clearAll': {
      const kept = filters.filter((f) => {
        const c = columnOf(columns, f.key)
        return c !== undefined && isSearchColumn(c)
      })
      return kept.length === filters.length ? filters : kept
    }
    case 'key': {
      const f = at(action.index)
      const column = availableColumns(columns, filters, action.index).find((c) => c.key === action.key)
      return f && column ? replace(action.index, withKey(f, column)) : filters
    }
    case 'operation': {
      const f = at(action.index)
      const column = f && columnOf(columns, f.key)
      if (!f || !column || !operationsOf(column).includes(action.operation)) return filters
      return replace(action.index, withOperation(f, action.operation))
    }
    case 'value': {
      const f = at(action.index)
      if (!f || f.operation === 'IS_EMPTY' || JSON.stringify(f.value) === JSON.stringify(action.value)) return filters
      return replace(action.index, { ...f, value: action.value })
    }
    case 'commit': {
      const f = at(action.index)
      if (!f || !isNumberRange(f.value)) return filters
      const ordered = orderedRange(f.value)
      return ordered === f.value ? filters : replace(action.index, { ...f, value: ordered })
    }
    case 'search': {
      const column = columnOf(columns, action.key)
      if (!column || !isSearchColumn(column)) return filters
      const i = filters.findIndex((f) => f.key === action.key)
      if (action.text === '') return i === -1 ? filters : filters.filter((_, j) => j !== i)
      if (i === -1) return [{ key: action.key, operation: defaultOperation(column), value: action.text }, ...filters]
      return filters[i].value === action.text ? filters : replace(i, { ...filters[i], value: action.text })
    }
  }
}

/** BuilderState is the builder's data-state: no rows, rows with room for more, or every column used. */
export type BuilderState = 'empty' | 'editing' | 'full'

export function builderState(filters: readonly Filter[], columns: readonly FilterColumn[]): BuilderState {
  if (rowsOf(filters, columns).length === 0) return canAdd(columns, filters) ? 'empty' : 'full'
  return canAdd(columns, filters) ? 'editing' : 'full'
}

/** PopupState is the filter popup's data-state. */
export type PopupState = 'closed' | 'open'
export type PopupEvent = 'toggle' | 'open' | 'close'

/** popupTransition is the popup's transition table: the trigger toggles it; Escape and a press outside close it. */
export function popupTransition(state: PopupState, event: PopupEvent): PopupState {
  if (event === 'toggle') return state === 'open' ? 'closed' : 'open'
  return event === 'open' ? 'open' : 'closed'
}

/** operationGroup names the locale group of a column's operations ('filters.operations.<group>.<OPERATION>'). */
export function operationGroup(column: Pick<FilterColumn, 'type' | 'currency' | 'decimalPlaces'>): string {
  switch (column.type) {
    case 'BOOLEAN':
      return 'boolean'
    case 'DATE_RANGE':
      return 'dateRange'
    case 'MULTI_SELECT':
      return 'multiEnum'
    case 'SINGLE_SELECT':
      return 'singleEnum'
    case 'SEARCH':
      return 'string'
    case 'NUMBER_RANGE':
      if (column.currency) return 'currency'
      return column.decimalPlaces === 0 ? 'integer' : 'float'
  }
}

/** appliedCount is the number the trigger shows: the filters that apply, the search left out. */
export function appliedCount(filters: readonly Filter[], columns: readonly FilterColumn[]): number {
  const rowColumns = columns.filter((c) => !isSearchColumn(c))
  return toAppliedFilters(filters, rowColumns).length
}

/**
 * currencyText is the text a currency input shows for a number: the text last
 * typed while it still reads the same number (so '12.' or '12.50' stay as
 * typed), else the number written out.
 */
export function currencyText(typed: string | null, value: number | null): string | null {
  if (value === null) return null
  if (typed !== null && typed.trim() !== '' && Number(typed) === value) return typed
  return String(value)
}

/** BOOLEAN_VALUES are the yes/no select's values, as strings (a select's values are strings or numbers). */
export const BOOLEAN_VALUES = { yes: 'true', no: 'false' } as const
export const booleanOf = (v: OptionValue | null): boolean | null => (v === 'true' ? true : v === 'false' ? false : null)
export const booleanOption = (v: FilterValue): OptionValue | null => (v === true ? 'true' : v === false ? 'false' : null)

/** TableFilterLike is a standard table's filter definition, as the adapter reads it. */
export interface TableFilterLike {
  id: string
  label: string
  type: FilterType
  operations?: readonly FilterOperation[]
  options?: readonly FilterOption[]
  unit?: string
  decimalPlaces?: number
}

/**
 * columnsOfTableFilters turns a standard table's filters into the builder's
 * columns: the id is the key, a filter without operations offers all its
 * type allows, the unit is the number fields' suffix.
 */
export function columnsOfTableFilters(filters: readonly TableFilterLike[]): FilterColumn[] {
  return filters.map((f) => {
    const allowed = OPERATIONS_BY_TYPE[f.type] ?? []
    const own = f.operations?.filter((o) => allowed.includes(o))
    const column: FilterColumn = { key: f.id, label: f.label, type: f.type, operations: [...(own && own.length > 0 ? own : allowed)] }
    if (f.options) column.options = [...f.options]
    if (f.unit) column.suffix = f.unit
    if (f.decimalPlaces !== undefined) column.decimalPlaces = f.decimalPlaces
    return column
  })
}

/** FILTER_OPTION_DEFAULTS are the defaults of filterOptionSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FILTER_OPTION_DEFAULTS = { isDisabled: false } as const

/** FILTER_COLUMN_DEFAULTS are the defaults of filterColumnSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FILTER_COLUMN_DEFAULTS = { isUnsorted: false, clearOnSelect: false, minimum: null, maximum: null, minimumDate: null, maximumDate: null } as const

/** FILTER_BUILDER_DEFAULTS are the defaults of filterBuilderSchema: its `.default()`s, and what useFilters fills in. */
export const FILTER_BUILDER_DEFAULTS = { defaultValue: [] as Filter[] } as const

/** FILTERS_DEFAULTS are the defaults of filtersSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FILTERS_DEFAULTS = { ...FILTER_BUILDER_DEFAULTS, defaultOpen: false } as const
