import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { decimalsOf, NUMBER_ALIGNS, NUMBER_FIELD_DEFAULTS } from './logic'
import { isFunction } from '../validate'

export const RULE_MIN_ABOVE_MAX = 'minimum may not be greater than maximum'
export const RULE_STEP_PRECISION = 'step may not have more decimals than decimalPlaces'

/** boundsProps are the minimum and maximum of the number and currency fields. */
export const boundsProps = {
  minimum: z.number().nullable().default(NUMBER_FIELD_DEFAULTS.minimum).meta({ description: 'The smallest valid value; null for none. Below it is an error.' }),
  maximum: z.number().nullable().default(NUMBER_FIELD_DEFAULTS.maximum).meta({ description: 'The largest valid value; null for none. Above it is an error.' }),
}

/** affixProps are the texts inside the field around the value. */
export const affixProps = {
  align: z.enum(NUMBER_ALIGNS).default(NUMBER_FIELD_DEFAULTS.align).meta({ description: 'Where the value sits in the field: right lines up the digits of numbers in a column.' }),
  prefix: z.string().optional().meta({ description: 'A short text before the value inside the field, e.g. "≈".' }),
  suffix: z.string().optional().meta({ description: 'A short text after the value inside the field, such as the unit: "kg".' }),
  placeholder: z.string().optional().meta({ description: 'An example value, shown while the field is empty.' }),
}

export const numberFieldSchema = fieldSchema
  .extend({
    value: z.number().nullable().optional().meta({ description: 'The number, controlled; null for none.' }),
    defaultValue: z.number().nullable().optional().meta({ description: 'The number the field starts with, uncontrolled.' }),
    onValueChange: z
      .custom<(value: number | null) => void>(isFunction)
      .optional()
      .meta({ tsType: '(value: number | null) => void', description: 'Called with the new number (null when cleared) on every accepted keystroke and step.' }),
    ...boundsProps,
    step: z.number().min(0, 'must be 0 or more').default(NUMBER_FIELD_DEFAULTS.step).meta({
      description: 'Valid values are the minimum (or 0) plus a whole number of steps; the steppers and ArrowUp/ArrowDown move by it. 0: any value, no steppers.',
    }),
    decimalPlaces: z.number().int().min(0).max(15).default(NUMBER_FIELD_DEFAULTS.decimalPlaces).meta({ description: 'The most decimals typing accepts; 0 for whole numbers.' }),
    ...affixProps,
  })
  .refine((p) => p.minimum === null || p.maximum === null || p.minimum <= p.maximum, { message: RULE_MIN_ABOVE_MAX, path: ['maximum'] })
  .refine((p) => decimalsOf(p.step) <= p.decimalPlaces, { message: RULE_STEP_PRECISION, path: ['step'] })

export type NumberFieldProps = z.input<typeof numberFieldSchema>
