import type { ReactNode } from 'react'
import { z } from 'zod'
import { isFunction } from '../validate'
import { EXPANSION_MODES, hasUniqueIds, MIN_PAGE_SIZE, PAGINATION_TYPES, RULE_FIELD_NOT_EMPTY, SELECTION_MODES, type Ordering } from '../table/logic'
import { orderingSchema, pageSizeOptionsSchema, tableSchema, type TableRow } from '../table/schema'
import { FILTER_OPERATIONS, FILTER_TYPES, SEARCH_DEBOUNCE_MS, STANDARD_TABLE_DEFAULTS, type AppliedFilter, type FetchRequest, type FilterValue, type StandardTableState, type TableFilter } from './logic'
import type { TableStorage } from './storage'


export const RULE_UNIQUE_FILTER_IDS = 'Filter ids should be unique'

const optionValue = z.union([z.string(), z.number()])
const filterValue = z.custom<FilterValue>(() => true)

export const filterOptionSchema = z.object({
  label: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'What the option reads.' }),
  value: optionValue.meta({ tsType: 'string | number', description: 'The value a filter of this option holds.' }),
})

export const tableFilterSchema = z.object({
  id: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The filter’s id: the id of the column it filters.' }),
  label: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The filter’s name, as people read it.' }),
  type: z.enum(FILTER_TYPES).meta({ description: 'What it filters: BOOLEAN (yes or no), DATE_RANGE, MULTI_SELECT, NUMBER_RANGE or SINGLE_SELECT.' }),
  operations: z.array(z.enum(FILTER_OPERATIONS)).min(1, 'array may not be empty').optional().meta({ description: 'The operations it allows, of those its type allows; all of them unless told.' }),
  options: z.array(filterOptionSchema).min(1, 'array may not be empty').optional().meta({ description: 'The values to choose from, for SINGLE_SELECT and MULTI_SELECT.' }),
  defaultValue: filterValue.optional().meta({ tsType: 'FilterValue', description: 'The value a new filter of this kind starts with in a filter builder.' }),
  unit: z.string().optional().meta({ description: 'The unit of a NUMBER_RANGE, shown after its values: kg.' }),
  decimalPlaces: z.number().int().min(0).max(20).optional().meta({ description: 'The decimal places of a NUMBER_RANGE’s values.' }),
})

export const appliedFilterSchema = z.object({
  id: z.string().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The id of the filter.' }),
  operation: z.enum(FILTER_OPERATIONS).meta({ description: 'EQUAL, IS_EMPTY, CONTAINS, GREATER_THAN, GREATER_THAN_OR_EQUAL, LESS_THAN, LESS_THAN_OR_EQUAL, IN_RANGE or ONE_OF.' }),
  value: filterValue.meta({ tsType: 'FilterValue', description: 'A yes/no, a number, an option value, a list of them, { min, max } or { start, end }; null for IS_EMPTY.' }),
})

/** RenderFiltersApi is what the renderFilters slot gets: the filters, those applied, a setter, and close for the popover. */
export interface RenderFiltersApi {
  filters: TableFilter[]
  appliedFilters: AppliedFilter[]
  setAppliedFilters: (next: AppliedFilter[]) => void
  close: () => void
}

const tableShape = tableSchema.shape

export const standardTableSchema = z.object({
  id: tableShape.id.meta({ description: 'The table’s id, unique on the page; the storage keeps its state under it.' }),
  label: tableShape.label,
  columns: tableShape.columns,
  rows: z.array(tableShape.rows.element).meta({ description: 'Local: every row; the table searches, filters, sorts and pages them. Remote: the rows of the current request.' }),
  isLoading: tableShape.isLoading,
  filters: z
    .array(tableFilterSchema)
    .default(STANDARD_TABLE_DEFAULTS.filters)
    .refine(hasUniqueIds, { message: RULE_UNIQUE_FILTER_IDS })
    .meta({ description: 'The filters people can apply, each with its id, label, type, operations, options, defaultValue, unit and decimalPlaces.' }),
  appliedFilters: z.array(appliedFilterSchema).optional().meta({ description: 'The filters in use, controlled: pair it with onAppliedFiltersChange.' }),
  defaultAppliedFilters: z.array(appliedFilterSchema).default(STANDARD_TABLE_DEFAULTS.defaultAppliedFilters).meta({ description: 'The filters in use at the start, uncontrolled (a stored state wins).' }),
  onAppliedFiltersChange: z
    .custom<(filters: AppliedFilter[]) => void>(isFunction)
    .optional()
    .meta({ tsType: '(filters: AppliedFilter[]) => void', description: 'Called with the applied filters wanted: empty, unknown and mistyped ones left out.' }),
  renderFilters: z
    .custom<(api: RenderFiltersApi) => ReactNode>(isFunction)
    .optional()
    .meta({ tsType: '(api: { filters, appliedFilters, setAppliedFilters, close }) => ReactNode', description: 'The content of the “Set filters” popover, such as a filter builder; the applied filters as removable tags unless told.' }),
  searchColumns: z.array(z.string()).optional().meta({ tsType: 'string[]', description: 'Local: the columns the search looks in; every column unless told.' }),
  isSearchable: z.boolean().default(STANDARD_TABLE_DEFAULTS.isSearchable).meta({ description: `Shows the search field; the search applies ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, or on Enter.` }),
  pagination: z
    .object({
      pageIndex: z.number().int().min(0).default(STANDARD_TABLE_DEFAULTS.pagination.pageIndex).meta({ description: 'The page at the start, from 0 (a stored state wins).' }),
      pageSize: z.number().int().min(MIN_PAGE_SIZE).default(STANDARD_TABLE_DEFAULTS.pagination.pageSize).meta({ description: 'Rows a page at the start; forced to an option.' }),
      pageSizeOptions: pageSizeOptionsSchema.default([...STANDARD_TABLE_DEFAULTS.pagination.pageSizeOptions]).meta({ description: 'The page sizes to choose from.' }),
      rowCount: z.number().int().min(0).optional().meta({ description: 'Remote: the rows that match the request, from the server’s answer.' }),
      type: z.enum(PAGINATION_TYPES).default(STANDARD_TABLE_DEFAULTS.pagination.type).meta({ description: 'local: rows are all here; remote: rows are the answer to the last fetch request.' }),
    })
    .default({ ...STANDARD_TABLE_DEFAULTS.pagination, pageSizeOptions: [...STANDARD_TABLE_DEFAULTS.pagination.pageSizeOptions] })
    .meta({ description: 'The pagination: pageIndex, pageSize, pageSizeOptions, rowCount and type.' }),
  defaultOrdering: orderingSchema.nullable().default(STANDARD_TABLE_DEFAULTS.defaultOrdering).meta({ tsType: 'Ordering | null', description: 'The sorted column at the start (a stored state wins).' }),
  defaultColumnOrder: z.array(z.string()).default(STANDARD_TABLE_DEFAULTS.defaultColumnOrder).meta({ tsType: 'string[]', description: 'The order of the columns at the start.' }),
  defaultHiddenColumns: z.array(z.string()).default(STANDARD_TABLE_DEFAULTS.defaultHiddenColumns).meta({ tsType: 'string[]', description: 'The columns hidden at the start.' }),
  defaultSearch: z.string().default(STANDARD_TABLE_DEFAULTS.defaultSearch).meta({ description: 'The search at the start.' }),
  storage: z
    .custom<TableStorage>((v) => v === undefined || (typeof v === 'object' && v !== null && typeof (v as TableStorage).load === 'function' && typeof (v as TableStorage).save === 'function'), {
      error: 'must have load(tableId) and save(tableId, state)',
    })
    .optional()
    .meta({ tsType: 'TableStorage', description: 'Loads the state when the table appears and saves it on each change; the default keeps nothing. localStorageTableStorage() keeps it in the browser.' }),
  onFetchRequest: z
    .custom<(request: FetchRequest) => void>(isFunction)
    .optional()
    .meta({ tsType: '(request: { filters, ordering, pagination, search }) => void', description: 'Called once on the first render and once on every change of filters, ordering, pagination or search.' }),
  onStateChange: z.custom<(state: StandardTableState) => void>(isFunction).optional().meta({ tsType: '(state: StandardTableState) => void', description: 'Called with the whole state after each change.' }),
  selectionMode: z.enum(SELECTION_MODES).default(STANDARD_TABLE_DEFAULTS.selectionMode).meta({ description: 'As the table’s: off, multi-page or single-page.' }),
  onSelectedRowsChange: tableShape.onSelectedRowsChange,
  expansionMode: z.enum(EXPANSION_MODES).default(STANDARD_TABLE_DEFAULTS.expansionMode).meta({ description: 'As the table’s: off, single or multi.' }),
  renderExpandedRow: tableShape.renderExpandedRow,
  isReorderable: z.boolean().default(STANDARD_TABLE_DEFAULTS.isReorderable).meta({ description: 'Columns can be dragged to another place; expand and select stay first.' }),
})

export type StandardTableProps = z.input<typeof standardTableSchema>
export type TableFilterInput = z.input<typeof tableFilterSchema>
export type { AppliedFilter, FetchRequest, Ordering, StandardTableState, TableFilter, TableRow }
