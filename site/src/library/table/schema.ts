import type { ReactNode } from 'react'
import { z } from 'zod'
import type { IconName } from '../icon/names'
import { iconNameSchema } from '../icon/schema'
import { isFunction, nonEmpty } from '../validate'
import {
  ALIGNMENTS,
  EXPANSION_MODES,
  hasUniqueIds,
  isPageSizeOptions,
  MIN_PAGE_SIZE,
  PAGINATION_TYPES,
  RESERVED_COLUMN_IDS,
  RULE_FIELD_NOT_EMPTY,
  RULE_PAGE_SIZE_OPTIONS,
  RULE_RESERVED_COLUMN_ID,
  RULE_UNIQUE_COLUMN_IDS,
  SELECTION_MODES,
  SORT_BEHAVIORS,
  SORT_DIRECTIONS,
  TABLE_COLUMN_DEFAULTS,
  TABLE_DEFAULTS,
  TABLE_PAGINATION_DEFAULTS,
  TABLE_ROW_ACTION_DEFAULTS,
  TABLE_ROW_DEFAULTS,
  type CellValue,
  type Ordering,
  type PageState,
} from './logic'


/** TableRowAction is an icon button at the end of a row. */
export interface TableRowAction {
  label: string
  icon: IconName
  isDisabled?: boolean
  onClick?: (row: TableRow) => void
}

/** TableRow is one row: its id, its values by column id, and its behaviour (actions, classes, click, disable flags). */
export interface TableRow {
  id: string | number
  cells: Record<string, CellValue>
  actions?: TableRowAction[]
  className?: string
  onClick?: (row: TableRow) => void
  isDisabled?: boolean
  isSelectionDisabled?: boolean
  isExpansionDisabled?: boolean
  isClickDisabled?: boolean
}

const cssLength = z.string().regex(/^(\d+(\.\d+)?(px|rem|em|%|ch)|0)$/, 'must be a CSS length such as 12rem or 30%')

/** cellValueSchema: what a row holds for a column. */
const cellValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])

export const tableColumnSchema = z.object({
  id: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The column’s id: the key of its value in each row’s cells, unique in the table.' }),
  label: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The header text.' }),
  width: cssLength.optional().meta({ description: 'The column’s width, a CSS length; it fits its content unless told.' }),
  minWidth: cssLength.optional().meta({ description: 'The narrowest the column gets.' }),
  maxWidth: cssLength.optional().meta({ description: 'The widest the column gets; longer text wraps.' }),
  isSortable: z.boolean().default(TABLE_COLUMN_DEFAULTS.isSortable).meta({ description: 'The header is a button that sorts by the column: unsorted, first direction, second direction, unsorted again.' }),
  sortBehavior: z.enum(SORT_BEHAVIORS).default(TABLE_COLUMN_DEFAULTS.sortBehavior).meta({ description: 'The order of the directions: asc-desc sorts ascending on the first click, desc-asc descending.' }),
  alignment: z.enum(ALIGNMENTS).optional().meta({ description: 'The alignment of header and cells; right for numeric columns, left for the others, unless told.' }),
  isNumeric: z.boolean().default(TABLE_COLUMN_DEFAULTS.isNumeric).meta({ description: 'Numbers in the column are written with decimalPlaces digits, spaces between thousands and the locale’s decimal separator.' }),
  decimalPlaces: z.number().int().min(0).max(20).default(TABLE_COLUMN_DEFAULTS.decimalPlaces).meta({ description: 'In a numeric column, the digits after the decimal separator (at least and at most).' }),
  isHideable: z.boolean().default(TABLE_COLUMN_DEFAULTS.isHideable).meta({ description: 'Whether people may hide the column (the standard table’s column chooser).' }),
  render: z
    .custom<(value: CellValue, row: TableRow) => ReactNode>(isFunction)
    .optional()
    .meta({ tsType: '(value: CellValue, row: TableRow) => ReactNode', description: 'Draws the cell instead of the value as text: a tag, a link.' }),
})

export const tableRowActionSchema = z.object({
  label: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'What the action does; the icon button’s name and tooltip.' }),
  icon: iconNameSchema.meta({ tsType: 'IconName', description: 'The action’s icon.' }),
  isDisabled: z.boolean().default(TABLE_ROW_ACTION_DEFAULTS.isDisabled).meta({ description: 'Shows the action but does not run it.' }),
  onClick: z.custom<(row: TableRow) => void>(isFunction).optional().meta({ tsType: '(row: TableRow) => void', description: 'Runs the action on the row.' }),
})

export const tableRowSchema = z.object({
  id: z.union([z.string().trim().min(1, RULE_FIELD_NOT_EMPTY), z.number()]).meta({ tsType: 'string | number', description: 'The row’s id, unique in the table: selection and expansion follow it.' }),
  cells: z.record(z.string(), cellValueSchema.optional()).meta({ tsType: 'Record<string, CellValue>', description: 'The row’s values, by column id.' }),
  actions: z.array(tableRowActionSchema).optional().meta({ description: 'Icon buttons at the end of the row.' }),
  className: z.string().optional().meta({ description: 'Classes for the row’s element.' }),
  onClick: z.custom<(row: TableRow) => void>(isFunction).optional().meta({ tsType: '(row: TableRow) => void', description: 'Makes the row clickable (and focusable, Enter clicks it).' }),
  isDisabled: z.boolean().default(TABLE_ROW_DEFAULTS.isDisabled).meta({ description: 'Greys the row out: no selection, no click, no expansion, no actions.' }),
  isSelectionDisabled: z.boolean().default(TABLE_ROW_DEFAULTS.isSelectionDisabled).meta({ description: 'The row cannot be selected.' }),
  isExpansionDisabled: z.boolean().default(TABLE_ROW_DEFAULTS.isExpansionDisabled).meta({ description: 'The row cannot be expanded.' }),
  isClickDisabled: z.boolean().default(TABLE_ROW_DEFAULTS.isClickDisabled).meta({ description: 'The row’s onClick does not run.' }),
})

export const orderingSchema = z.object({
  columnId: z.string().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The sorted column.' }),
  direction: z.enum(SORT_DIRECTIONS).meta({ description: 'asc or desc.' }),
})

/** pageSizeOptionsSchema: whole numbers of at least 5, strictly increasing. */
export const pageSizeOptionsSchema = z
  .array(z.number().int().min(MIN_PAGE_SIZE))
  .min(1, 'array may not be empty')
  .refine(isPageSizeOptions, { message: RULE_PAGE_SIZE_OPTIONS })

export const tablePaginationSchema = z.object({
  pageIndex: z.number().int().min(0).optional().meta({ description: 'The page shown, from 0; controlled when given (with onPaginationChange). An index past the rows shows the first page.' }),
  pageSize: z.number().int().min(MIN_PAGE_SIZE).default(TABLE_PAGINATION_DEFAULTS.pageSize).meta({ description: 'Rows a page; forced to one of the options, else the nearest smaller option, else the first.' }),
  pageSizeOptions: pageSizeOptionsSchema.default([...TABLE_PAGINATION_DEFAULTS.pageSizeOptions]).meta({ description: 'The page sizes people can choose from.' }),
  rowCount: z.number().int().min(0).optional().meta({ description: 'Remote: the number of rows on the server. Local: the rows given.' }),
  type: z.enum(PAGINATION_TYPES).default(TABLE_PAGINATION_DEFAULTS.type).meta({ description: 'local: the table sorts and cuts the rows into pages itself; remote: rows are the current page, sorted by the server.' }),
})

const columnIdList = z.array(z.string())

export const tableSchema = z.object({
  id: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The table’s id, unique on the page.' }),
  label: z.string().trim().min(1, RULE_FIELD_NOT_EMPTY).meta({ description: 'The table’s accessible name (its caption, for screen readers).' }),
  columns: nonEmpty(tableColumnSchema)
    .refine(hasUniqueIds, { message: RULE_UNIQUE_COLUMN_IDS })
    .refine((cs) => cs.every((c) => !RESERVED_COLUMN_IDS.includes(c.id)), { message: RULE_RESERVED_COLUMN_ID })
    .meta({ description: 'The data columns, in their starting order.' }),
  rows: z.array(tableRowSchema).meta({ description: 'The rows: all of them (local pagination or none) or the current page (remote).' }),
  isLoading: z.boolean().default(TABLE_DEFAULTS.isLoading).meta({ description: 'Shows a skeleton of 3 rows and sets aria-busy.' }),
  emptyText: z.string().trim().min(1).optional().meta({ description: 'The message of an empty table; the locale’s “No items” unless told.' }),
  ordering: orderingSchema.nullable().optional().meta({ description: 'The sorted column, controlled (null: unsorted).' }),
  defaultOrdering: orderingSchema.nullable().default(TABLE_DEFAULTS.defaultOrdering).meta({ description: 'The sorted column at the start, uncontrolled.' }),
  onOrderingChange: z.custom<(ordering: Ordering | null) => void>(isFunction).optional().meta({ tsType: '(ordering: Ordering | null) => void', description: 'Called with the next ordering when a header is clicked.' }),
  pagination: tablePaginationSchema.optional().meta({ description: 'Cuts the rows into pages, with a footer: the results, the page size and the pages. No pagination: every row shows.' }),
  onPaginationChange: z
    .custom<(state: PageState) => void>(isFunction)
    .optional()
    .meta({ tsType: '(state: { pageIndex: number; pageSize: number }) => void', description: 'Called with the page wanted; a new page size goes back to the first page.' }),
  selectionMode: z.enum(SELECTION_MODES).default(TABLE_DEFAULTS.selectionMode).meta({ description: 'A checkbox per row (Shift-click selects a range): multi-page keeps the selection across pages, single-page clears it on every page change.' }),
  selectedRows: columnIdList.optional().meta({ tsType: 'string[]', description: 'The ids of the selected rows, controlled.' }),
  defaultSelectedRows: columnIdList.default(TABLE_DEFAULTS.defaultSelectedRows).meta({ tsType: 'string[]', description: 'The ids of the rows selected at the start, uncontrolled.' }),
  onSelectedRowsChange: z.custom<(ids: string[]) => void>(isFunction).optional().meta({ tsType: '(ids: string[]) => void', description: 'Called with the selected row ids.' }),
  expansionMode: z.enum(EXPANSION_MODES).default(TABLE_DEFAULTS.expansionMode).meta({ description: 'A button per row that opens renderExpandedRow below it: single keeps one row open, multi any number.' }),
  renderExpandedRow: z.custom<(row: TableRow) => ReactNode>(isFunction).optional().meta({ tsType: '(row: TableRow) => ReactNode', description: 'The content of an expanded row.' }),
  expandedRows: columnIdList.optional().meta({ tsType: 'string[]', description: 'The ids of the expanded rows, controlled.' }),
  defaultExpandedRows: columnIdList.default(TABLE_DEFAULTS.defaultExpandedRows).meta({ tsType: 'string[]', description: 'The ids of the rows expanded at the start, uncontrolled.' }),
  onExpandedRowsChange: z.custom<(ids: string[]) => void>(isFunction).optional().meta({ tsType: '(ids: string[]) => void', description: 'Called with the expanded row ids.' }),
  isReorderable: z.boolean().default(TABLE_DEFAULTS.isReorderable).meta({ description: 'Columns can be dragged to another place by their handle (or moved with Space and the arrow keys); expand and select stay first.' }),
  columnOrder: columnIdList.optional().meta({ tsType: 'string[]', description: 'The order of the data columns by id, controlled; unknown ids are left out, missing columns follow.' }),
  defaultColumnOrder: columnIdList.default(TABLE_DEFAULTS.defaultColumnOrder).meta({ tsType: 'string[]', description: 'The order at the start, uncontrolled.' }),
  onColumnOrderChange: z.custom<(order: string[]) => void>(isFunction).optional().meta({ tsType: '(order: string[]) => void', description: 'Called with the new order after a drop.' }),
  hiddenColumns: columnIdList.optional().meta({ tsType: 'string[]', description: 'The ids of the hidden columns, controlled.' }),
  defaultHiddenColumns: columnIdList.default(TABLE_DEFAULTS.defaultHiddenColumns).meta({ tsType: 'string[]', description: 'The ids of the columns hidden at the start.' }),
})

export type TableColumn = z.input<typeof tableColumnSchema>
export type TablePagination = z.input<typeof tablePaginationSchema>
export type TableProps = z.input<typeof tableSchema>
export type { CellValue, Ordering, PageState } from './logic'
