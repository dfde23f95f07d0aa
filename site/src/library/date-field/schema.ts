import { z } from 'zod'
import { isFunction } from '../validate'
import { fieldSchema } from '../field/schema'
import {
  boundsConflict,
  boundsOf,
  DATE_FIELD_DEFAULTS,
  DATE_RANGE_FIELD_DEFAULTS,
  DATE_TIME_FIELD_DEFAULTS,
  DATE_TIME_RANGE_FIELD_DEFAULTS,
  dayOf,
  isDateString,
  isDateTimeString,
  orderRange,
  SHORTCUT_PRESETS,
  type DateRange,
} from './logic'

/** SharedDefaults are the defaults object of any of the four fields, for the props they share. */
type SharedDefaults = typeof DATE_FIELD_DEFAULTS | typeof DATE_RANGE_FIELD_DEFAULTS


export const RULE_DATE = 'must be a date written YYYY-MM-DD'
export const RULE_DATE_TIME = 'must be a date-time written YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss'
export const RULE_BOUND = 'must be a date (YYYY-MM-DD) or a date-time (YYYY-MM-DD HH:mm[:ss])'
export const RULE_BOUNDS_ORDER = 'minimumDate may not be after maximumDate'
export const RULE_RANGE_ORDER = 'the start may not be after the end'
export const RULE_SHORTCUT = 'a shortcut needs a preset, or a label and a value'

const dateString = z.string().refine(isDateString, RULE_DATE)
const dateTimeString = z.string().refine(isDateTimeString, RULE_DATE_TIME)
const rangeOf = (end: z.ZodString) =>
  z
    .object({
      start: end.nullable().meta({ description: 'The first day of the range, or null when open.' }),
      end: end.nullable().meta({ description: 'The last day of the range, or null when open.' }),
    })
    .refine((r) => orderRange(r as DateRange) === r, RULE_RANGE_ORDER)

const bound = (which: 'first' | 'last', byDefault: null) =>
  z
    .string()
    .refine((s) => dayOf(s) !== null, RULE_BOUND)
    .nullable()
    .default(byDefault)
    .meta({ description: `The ${which} day that can be picked; days ${which === 'first' ? 'before' : 'after'} it are disabled, compared by day (a time is ignored).` })

const preset = z.enum(SHORTCUT_PRESETS)

const shortcutsOf = <V extends z.ZodType>(value: V, what: string, byDefault: never[]) =>
  z
    .array(
      z.union([
        preset,
        z
          .object({
            label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The button’s text (a preset’s text comes from the locale).' }),
            value: value.optional().meta({ description: `The ${what} the shortcut sets.` }),
            preset: preset.optional().meta({ description: 'A standard shortcut, whose value is computed from today.' }),
            keepOpen: z.boolean().default(false).meta({ description: 'Keeps the picker open after the shortcut is applied.' }),
          })
          .refine((s) => s.preset !== undefined || (s.label !== undefined && s.value !== undefined), RULE_SHORTCUT),
      ]),
    )
    .default(byDefault)
    .meta({
      tsType: `Array<'today' | 'lastWeek' | 'lastMonth' | 'lastYear' | { label, value, keepOpen } | { preset, keepOpen }>`,
      description:
        'Buttons in the picker that set a value at once: the presets today, lastWeek, lastMonth and lastYear (each ending today, labelled in the reader’s language), or your own { label, value }. A shortcut closes the picker unless keepOpen.',
    })

const openProps = (d: SharedDefaults) => ({
  open: z.boolean().optional().meta({ description: 'Whether the picker is open, controlled; pair it with onOpenChange.' }),
  defaultOpen: z.boolean().default(d.defaultOpen).meta({ description: 'Whether the picker starts open, uncontrolled.' }),
  onOpenChange: z.custom<(open: boolean) => void>(isFunction).optional().meta({ tsType: '(open: boolean) => void', description: 'Called with the wanted open state.' }),
  hideClear: z.boolean().default(d.hideClear).meta({ description: 'Hides the button that empties the field.' }),
  minimumDate: bound('first', d.minimumDate),
  maximumDate: bound('last', d.maximumDate),
})

const boundsInOrder = (p: { minimumDate?: string | null; maximumDate?: string | null }) => !boundsConflict(boundsOf(p.minimumDate, p.maximumDate))

function single(value: z.ZodString, format: string, what: string, d: typeof DATE_FIELD_DEFAULTS | typeof DATE_TIME_FIELD_DEFAULTS) {
  return fieldSchema
    .extend({
      value: value
        .nullable()
        .optional()
        .meta({ description: `The ${what} (${format}), controlled; null when empty. Pair it with onValueChange.` }),
      defaultValue: value
        .nullable()
        .optional()
        .meta({ description: `The ${what} an uncontrolled field starts with.` }),
      onValueChange: z
        .custom<(value: string | null) => void>(isFunction)
        .optional()
        .meta({ tsType: '(value: string | null) => void', description: `Called with the new ${what} (${format}), or null when emptied.` }),
      placeholder: z.string().nullable().default(d.placeholder).meta({ description: `The hint in the empty input; by default the format (${format}) in the reader’s language.` }),
      shortcuts: shortcutsOf(value, what, d.shortcuts),
      ...openProps(d),
    })
    .refine(boundsInOrder, { message: RULE_BOUNDS_ORDER, path: ['maximumDate'] })
}

function range(end: z.ZodString, format: string, what: string, d: typeof DATE_RANGE_FIELD_DEFAULTS | typeof DATE_TIME_RANGE_FIELD_DEFAULTS) {
  const value = rangeOf(end)
  return fieldSchema
    .extend({
      value: value
        .nullable()
        .optional()
        .meta({ tsType: '{ start: string | null; end: string | null } | null', description: `The range of ${what}s ({ start, end }, each ${format} or null), controlled; null when empty.` }),
      defaultValue: value
        .nullable()
        .optional()
        .meta({ tsType: '{ start: string | null; end: string | null } | null', description: 'The range an uncontrolled field starts with.' }),
      onValueChange: z
        .custom<(value: DateRange | null) => void>(isFunction)
        .optional()
        .meta({ tsType: '(value: { start, end } | null) => void', description: 'Called with the new range (start never after end), or null when both ends are emptied.' }),
      placeholder: z
        .object({
          start: z.string().nullable().default(d.placeholder.start).meta({ description: 'The hint in the empty start input.' }),
          end: z.string().nullable().default(d.placeholder.end).meta({ description: 'The hint in the empty end input.' }),
        })
        .default(d.placeholder)
        .meta({ description: `The hints in the empty inputs; by default the format (${format}) in the reader’s language.` }),
      shortcuts: shortcutsOf(value, 'range', d.shortcuts),
      ...openProps(d),
    })
    .refine(boundsInOrder, { message: RULE_BOUNDS_ORDER, path: ['maximumDate'] })
}

export const dateFieldSchema = single(dateString, 'YYYY-MM-DD', 'date', DATE_FIELD_DEFAULTS)
export const dateTimeFieldSchema = single(dateTimeString, 'YYYY-MM-DD HH:mm:ss', 'date-time', DATE_TIME_FIELD_DEFAULTS)
export const dateRangeFieldSchema = range(dateString, 'YYYY-MM-DD', 'date', DATE_RANGE_FIELD_DEFAULTS)
export const dateTimeRangeFieldSchema = range(dateTimeString, 'YYYY-MM-DD HH:mm:ss', 'date-time', DATE_TIME_RANGE_FIELD_DEFAULTS)

export type DateFieldProps = z.input<typeof dateFieldSchema>
export type DateTimeFieldProps = z.input<typeof dateTimeFieldSchema>
export type DateRangeFieldProps = z.input<typeof dateRangeFieldSchema>
export type DateTimeRangeFieldProps = z.input<typeof dateTimeRangeFieldSchema>
export type { DateRange }
