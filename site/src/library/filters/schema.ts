import { z } from 'zod'
import { nonEmpty, isFunction } from '../validate'
import { type AppliedFilter, COLUMN_TYPES, type Filter, FILTER_BUILDER_DEFAULTS, FILTER_COLUMN_DEFAULTS, FILTER_OPERATIONS, FILTER_OPTION_DEFAULTS, FILTERS_DEFAULTS, type FilterValue, FILTER_TYPES } from './logic'
import { operationsText } from './operations'

const text = () => z.string().trim().min(1, 'may not be empty')

export const RULE_UNIQUE_KEYS = 'columns need to be unique by `key`'
export const RULE_OPTIONS_NEEDED = 'a SINGLE_SELECT or MULTI_SELECT column needs options'

const SHORTCUT_PRESETS = ['today', 'lastWeek', 'lastMonth', 'lastYear'] as const
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')

/**
 * filterOptionSchema is one option of a select column's list, with
 * FILTER_OPTION_DEFAULTS; defaults.test.ts reads it by its name.
 * @public
 */
export const filterOptionSchema = z.object({
  label: text().meta({ description: 'What the option reads.' }),
  value: z.union([z.string(), z.number()]).meta({ tsType: 'string | number', description: 'The value a filter of this option holds.' }),
  isDisabled: z.boolean().default(FILTER_OPTION_DEFAULTS.isDisabled).meta({ description: 'Listed but cannot be picked.' }),
})

export const filterColumnSchema = z
  .object({
    key: text().meta({ description: 'The column’s key: the id of its applied filters. Unique among the columns.' }),
    label: text().meta({ description: 'The column’s name, as people read it in the key select.' }),
    type: z.enum(COLUMN_TYPES).meta({ description: `${FILTER_TYPES.join(', ')}, or SEARCH for the free-text search field beside the Filters button.` }),
    operations: z
      .array(z.enum(FILTER_OPERATIONS))
      .optional()
      .meta({
        tsType: 'FilterOperation[]',
        description:
          'The operations it offers, in this order, of those its type allows (BOOLEAN and SINGLE_SELECT: EQUAL, IS_EMPTY; MULTI_SELECT: ONE_OF, IS_EMPTY; DATE_RANGE: IN_RANGE, IS_EMPTY; NUMBER_RANGE: IN_RANGE, EQUAL, GREATER_THAN(_OR_EQUAL), LESS_THAN(_OR_EQUAL), IS_EMPTY). Required and non-empty, except for SEARCH (CONTAINS unless told).',
      }),
    placeholder: z.string().optional().meta({ description: 'The hint in the empty value input (select, number or search).' }),
    options: nonEmpty(filterOptionSchema).optional().meta({ tsType: 'FilterOption[]', description: 'SINGLE_SELECT, MULTI_SELECT: the values to choose from ({ label, value, isDisabled }).' }),
    isUnsorted: z.boolean().default(FILTER_COLUMN_DEFAULTS.isUnsorted).meta({ description: 'SINGLE_SELECT, MULTI_SELECT: keeps the options in the given order instead of sorting them by label.' }),
    clearOnSelect: z.boolean().default(FILTER_COLUMN_DEFAULTS.clearOnSelect).meta({ description: 'MULTI_SELECT: clears the typed query after each pick.' }),
    collapseTagsAfter: z.int().min(0).optional().meta({ description: 'MULTI_SELECT: shows at most this many tags, then “+k”.' }),
    currency: text().optional().meta({ description: 'NUMBER_RANGE: a currency code (EUR, USD …): the values are amounts in a currency field.' }),
    decimalPlaces: z.int().min(0).max(15).optional().meta({ description: 'NUMBER_RANGE: the most decimals typing accepts (3 unless told; 0 reads the operations as whole numbers).' }),
    minimum: z.number().nullable().default(FILTER_COLUMN_DEFAULTS.minimum).meta({ description: 'NUMBER_RANGE: the smallest value; below it is an error.' }),
    maximum: z.number().nullable().default(FILTER_COLUMN_DEFAULTS.maximum).meta({ description: 'NUMBER_RANGE: the largest value; above it is an error.' }),
    step: z.number().min(0, 'must be 0 or more').optional().meta({ description: 'NUMBER_RANGE: the step of the steppers and of valid values (1 unless told; 0 for any value).' }),
    prefix: z.string().optional().meta({ description: 'NUMBER_RANGE: a short text before the value, e.g. "≈".' }),
    suffix: z.string().optional().meta({ description: 'NUMBER_RANGE: a short text after the value, such as the unit "kg".' }),
    minimumDate: dateString.nullable().default(FILTER_COLUMN_DEFAULTS.minimumDate).meta({ description: 'DATE_RANGE: the first day that can be picked (YYYY-MM-DD).' }),
    maximumDate: dateString.nullable().default(FILTER_COLUMN_DEFAULTS.maximumDate).meta({ description: 'DATE_RANGE: the last day that can be picked (YYYY-MM-DD).' }),
    shortcuts: z
      .array(
        z.union([
          z.enum(SHORTCUT_PRESETS),
          z.object({
            label: text().optional(),
            value: z.object({ start: dateString.nullable(), end: dateString.nullable() }).optional(),
            preset: z.enum(SHORTCUT_PRESETS).optional(),
            keepOpen: z.boolean().optional(),
          }),
        ]),
      )
      .optional()
      .meta({ tsType: `Array<'today' | 'lastWeek' | 'lastMonth' | 'lastYear' | { label, value, keepOpen }>`, description: 'DATE_RANGE: buttons in the picker that set a range at once.' }),
  })
  .refine((c) => !((c.type === 'SINGLE_SELECT' || c.type === 'MULTI_SELECT') && !c.options), { message: RULE_OPTIONS_NEEDED, path: ['options'] })

export const filterSchema = z.object({
  key: text().meta({ description: 'The key of the column it filters.' }),
  operation: z.enum(FILTER_OPERATIONS).meta({ description: `How: ${operationsText(FILTER_OPERATIONS)}.` }),
  value: z.custom<FilterValue>(() => true).meta({ tsType: 'FilterValue', description: 'A yes/no, a number, an option value, a list of them, { min, max }, { start, end } or a text; null when not set yet, and for IS_EMPTY.' }),
})

const filtersList = z.array(filterSchema)

/** uniqueKeys: no two columns share a key. */
const uniqueKeys = (columns: readonly { key: string }[]) => new Set(columns.map((c) => c.key)).size === columns.length

const builderShape = {
  columns: nonEmpty(filterColumnSchema)
    .refine(uniqueKeys, { message: RULE_UNIQUE_KEYS })
    .meta({ tsType: 'FilterColumn[]', description: 'What can be filtered: { key, label, type, operations } and the options of the type (see Filter columns). Invalid columns are left out with a console error.' }),
  value: filtersList.optional().meta({ tsType: 'Filter[]', description: 'The filters, controlled ({ key, operation, value }, the search filter included); pair it with onValueChange.' }),
  defaultValue: filtersList.default(FILTER_BUILDER_DEFAULTS.defaultValue).meta({ tsType: 'Filter[]', description: 'The filters an uncontrolled builder starts with.' }),
  onValueChange: z
    .custom<(value: Filter[]) => void>(isFunction)
    .optional()
    .meta({ tsType: '(value: Filter[]) => void', description: 'Called with the whole list on every change, rows without a value included.' }),
  onAppliedFiltersChange: z
    .custom<(filters: AppliedFilter[]) => void>(isFunction)
    .optional()
    .meta({ tsType: '(filters: AppliedFilter[]) => void', description: 'Called with the applied filters ({ id, operation, value }, empty ones left out) when they change.' }),
}

/** filterBuilderSchema: the rows, Add filter and Clear all, on their own (inside any popover or panel). */
export const filterBuilderSchema = z.object(builderShape)

/** filtersSchema: the search field and the Filters button whose popup holds the builder. */
export const filtersSchema = z.object({
  ...builderShape,
  open: z.boolean().optional().meta({ description: 'Whether the popup is open, controlled; pair it with onOpenChange.' }),
  defaultOpen: z.boolean().default(FILTERS_DEFAULTS.defaultOpen).meta({ description: 'Whether the popup starts open, uncontrolled.' }),
  onOpenChange: z.custom<(open: boolean) => void>(isFunction).optional().meta({ tsType: '(open: boolean) => void', description: 'Called with the wanted open state.' }),
})

export type FilterColumnInput = z.input<typeof filterColumnSchema>
export type FilterOptionInput = z.input<typeof filterOptionSchema>
export type FilterBuilderProps = z.input<typeof filterBuilderSchema>
export type FiltersProps = z.input<typeof filtersSchema>
export type { AppliedFilter, Filter, FilterValue }
