import type { ReactNode, Ref } from 'react'
import { z } from 'zod'
import { nonEmpty, isFunction } from '../validate'
import { ALIGNMENTS, duplicateKeys, type Row, RULE_SORT_KEY, RULE_UNIQUE_KEYS, type Sort, SORT_ORDERS, TABLE_LEGACY_COLUMN_DEFAULTS, TABLE_LEGACY_DEFAULTS, TABLE_LEGACY_SORT_DEFAULTS } from './logic'
import type { TableLegacyHandle } from './store'

const text = () => z.string().trim().min(1, 'may not be empty')

export const tableLegacyColumnSchema = z.object({
  key: text().meta({ description: 'The field of each row the column shows, and the column’s name in the store (setSort, toggleSort).' }),
  title: text().meta({ description: 'The header text.' }),
  align: z.enum(ALIGNMENTS).default(TABLE_LEGACY_COLUMN_DEFAULTS.align).meta({ description: 'How the header and the cells align: right for numbers and amounts.' }),
  sortable: z.boolean().default(TABLE_LEGACY_COLUMN_DEFAULTS.sortable).meta({ description: 'Makes the header a button that sorts by the column: none, then ascending, then descending, then none again.' }),
  width: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'A CSS width for the column, e.g. "8rem" or "20%".' }),
  format: z
    .custom<(value: unknown, row: Row) => ReactNode>(isFunction)
    .optional()
    .meta({ tsType: '(value: unknown, row: Row) => ReactNode', description: 'Renders a cell; without it the value shows as text (nothing for null).' }),
})

export const tableLegacySortSchema = z.object({
  key: text().meta({ description: 'The key of a sortable column.' }),
  order: z.enum(SORT_ORDERS).default(TABLE_LEGACY_SORT_DEFAULTS.order).meta({ description: 'none (the rows as given), asc or desc.' }),
})

export const tableLegacyTranslationsSchema = z.object({
  rowCount: z
    .string()
    .optional()
    .meta({ description: 'The row counter as a pipe translation string: “{{count}} row|{{count}} rows”, or “none|one|{{count}} rows”. Fewer than two parts logs “Invalid translation string”.' }),
})

export const tableLegacySchema = z
  .object({
    caption: text().meta({ description: 'The table’s name, shown above it as its caption.' }),
    columns: nonEmpty(tableLegacyColumnSchema).meta({ description: 'The columns, left to right.' }),
    data: z
      .array(z.record(z.string(), z.unknown()))
      .default(TABLE_LEGACY_DEFAULTS.data)
      .meta({ tsType: 'Row[]', description: 'The rows: one object per row, its fields named by the columns’ keys. No rows shows “No Data”.' }),
    rowKey: text().default(TABLE_LEGACY_DEFAULTS.rowKey).meta({ description: 'The field that identifies a row; rows without it are told apart by their position.' }),
    defaultSort: tableLegacySortSchema.nullable().default(TABLE_LEGACY_DEFAULTS.defaultSort).meta({ description: 'The order the table starts in; the order defaults to none.' }),
    pageSize: z.number().int().min(1).default(TABLE_LEGACY_DEFAULTS.pageSize).meta({ description: 'Rows per page. Pagination shows when there is more than one page.' }),
    noDataText: text().nullable().default(TABLE_LEGACY_DEFAULTS.noDataText).meta({ description: 'Replaces “No Data” (in the reader’s language) in an empty table.' }),
    translations: tableLegacyTranslationsSchema.default(TABLE_LEGACY_DEFAULTS.translations).meta({ description: 'Replaces the table’s pipe translation strings.' }),
    onSortChange: z.custom<(sort: Sort) => void>(isFunction).optional().meta({ tsType: '(sort: { key: string | null; order: SortOrder }) => void', description: 'Called with the new sort after a header click or a sort mutation.' }),
    onPageChange: z.custom<(page: number) => void>(isFunction).optional().meta({ tsType: '(page: number) => void', description: 'Called with the new page (from 1).' }),
    ref: z
      .custom<Ref<TableLegacyHandle>>(() => true)
      .optional()
      .meta({ tsType: 'Ref<TableLegacyHandle>', description: 'Receives the store: commit(mutation, payload) and get(getter), by name.' }),
  })
  // rules across props: checked once the props themselves are valid
  .refine((p) => duplicateKeys(p.columns.map((c) => c.key)).length === 0, { message: RULE_UNIQUE_KEYS, path: ['columns'] })
  .refine((p) => p.defaultSort === null || p.columns.some((c) => c.key === p.defaultSort?.key && c.sortable), { message: RULE_SORT_KEY, path: ['defaultSort', 'key'] })

export type TableLegacyProps = z.input<typeof tableLegacySchema>
export type TableLegacyColumn = z.input<typeof tableLegacyColumnSchema>
export type TableLegacySort = z.input<typeof tableLegacySortSchema>
export type TableLegacyTranslations = z.input<typeof tableLegacyTranslationsSchema>
