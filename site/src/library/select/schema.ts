import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { iconNameSchema } from '../icon/schema'
import { isFunction, nonEmpty } from '../validate'
import { MULTI_SELECT_DEFAULTS, RULE_OVER_MAXIMUM, RULE_UNIQUE_VALUES, SELECT_OPTION_DEFAULTS, SINGLE_SELECT_DEFAULTS, type OptionValue } from './logic'

const text = () => z.string().trim().min(1, 'may not be empty')

const optionValueSchema = z.union([z.string(), z.number()])

export const selectOptionSchema = z.object({
  label: text().meta({ description: 'What the option says, in the list and in the field (or its tag).' }),
  value: optionValueSchema.meta({ tsType: 'string | number', description: 'What picking the option sets; unique among the options (1 and "1" differ).' }),
  isDisabled: z.boolean().default(SELECT_OPTION_DEFAULTS.isDisabled).meta({ description: 'Listed but cannot be picked; the arrow keys skip it.' }),
  dataTest: z.string().optional().meta({ description: 'Set as the option’s data-test attribute, for tests.' }),
  tooltip: text()
    .optional()
    .meta({ description: 'A hint shown beside the option when it is pointed at or highlighted, e.g. why it is disabled; read as its description.' }),
})

export const selectActionSchema = z.object({
  label: text().meta({ description: 'The button’s text.' }),
  icon: iconNameSchema.optional().meta({ tsType: 'IconName', description: 'An icon before the text.' }),
  onClick: z
    .custom<() => void>((v) => typeof v === 'function', 'must be a function')
    .meta({ tsType: '() => void', description: 'Runs the action; the dropdown closes.' }),
})

/**
 * uniqueValues reports options sharing a value (on the later one); options
 * are otherwise checked by their own schema.
 */
function uniqueValues(options: readonly { value: OptionValue }[] | undefined, ctx: z.core.$RefinementCtx) {
  const seen = new Set<OptionValue>()
  options?.forEach((o, i) => {
    if (seen.has(o.value)) ctx.addIssue({ code: 'custom', message: RULE_UNIQUE_VALUES, path: ['options', i, 'value'] })
    seen.add(o.value)
  })
}

/** The props both selects share, beside the field's; d is the select's defaults object. */
const selectShape = (d: typeof SINGLE_SELECT_DEFAULTS | typeof MULTI_SELECT_DEFAULTS) => ({
  options: z.array(selectOptionSchema).meta({
    tsType: 'SelectOption[]',
    description: 'The choices. May not be empty, except while isLoading (the options are on their way); without any, the dropdown says “No results”.',
  }),
  actions: nonEmpty(selectActionSchema)
    .optional()
    .meta({
      tsType: 'SelectAction[]',
      description: 'Buttons at the bottom of the dropdown, e.g. to create a missing option; Tab reaches them from the field.',
    }),
  placeholder: text().optional().meta({ description: 'Shown while nothing is selected; “Choose…” in the locale when left out.' }),
  isUnsorted: z
    .boolean()
    .default(d.isUnsorted)
    .meta({ description: 'Keeps the options in the given order instead of sorting them by label (numerically, ignoring case).' }),
})

/** notEmptyUnlessLoading: the options list may not be empty, except while the options load. */
function notEmptyUnlessLoading(p: { options?: readonly unknown[]; isLoading?: boolean }, ctx: z.core.$RefinementCtx) {
  if (Array.isArray(p.options) && p.options.length === 0 && !p.isLoading) ctx.addIssue({ code: 'custom', message: 'array may not be empty', path: ['options'] })
}

const onValueChange = <T>(tsType: string) =>
  z.custom<(value: T) => void>(isFunction).optional().meta({ tsType, description: 'Called with the new value on every change.' })

export const singleSelectSchema = fieldSchema
  .extend({
    ...selectShape(SINGLE_SELECT_DEFAULTS),
    value: optionValueSchema
      .nullable()
      .optional()
      .meta({ tsType: 'string | number | null', description: 'The selected option’s value, controlled; null for none.' }),
    defaultValue: optionValueSchema
      .nullable()
      .default(SINGLE_SELECT_DEFAULTS.defaultValue)
      .meta({ tsType: 'string | number | null', description: 'The value of an uncontrolled select on its first render.' }),
    onValueChange: onValueChange<OptionValue | null>('(value: string | number | null) => void'),
  })
  .superRefine((p, ctx) => {
    notEmptyUnlessLoading(p, ctx)
    uniqueValues(p.options, ctx)
  })

const valuesSchema = z.array(optionValueSchema)

export const multiSelectSchema = fieldSchema
  .extend({
    ...selectShape(MULTI_SELECT_DEFAULTS),
    value: valuesSchema
      .optional()
      .meta({ tsType: '(string | number)[]', description: 'The selected options’ values, controlled, in the order they were picked.' }),
    defaultValue: valuesSchema.default(MULTI_SELECT_DEFAULTS.defaultValue).meta({ tsType: '(string | number)[]', description: 'The values of an uncontrolled select on its first render.' }),
    onValueChange: onValueChange<OptionValue[]>('(value: (string | number)[]) => void'),
    maximumSelectable: z
      .int()
      .min(1)
      .optional()
      .meta({ description: 'At most this many values: once reached, the options not selected are disabled and the dropdown closes after the pick.' }),
    collapseTagsAfter: z.int().min(0).optional().meta({ description: 'Shows at most this many tags, then “+k”, which lists the rest in a popover.' }),
    clearOnSelect: z.boolean().default(MULTI_SELECT_DEFAULTS.clearOnSelect).meta({ description: 'Clears the typed query after each pick, so the whole list shows again.' }),
  })
  .superRefine((p, ctx) => {
    notEmptyUnlessLoading(p, ctx)
    uniqueValues(p.options, ctx)
    for (const key of ['value', 'defaultValue'] as const) {
      const v = p[key]
      if (v && p.maximumSelectable !== undefined && v.length > p.maximumSelectable) ctx.addIssue({ code: 'custom', message: RULE_OVER_MAXIMUM, path: [key] })
    }
  })

export type SelectOptionInput = z.input<typeof selectOptionSchema>
export type SelectAction = z.input<typeof selectActionSchema>
export type SingleSelectProps = z.input<typeof singleSelectSchema>
export type MultiSelectProps = z.input<typeof multiSelectSchema>
