import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { affixProps, boundsProps, RULE_MIN_ABOVE_MAX } from '../number-field/schema'
import { CURRENCY_FIELD_DEFAULTS, currencyOf, DECIMAL_PATTERN } from './logic'
import { isFunction } from '../validate'

export const RULE_UNKNOWN_CURRENCY = 'unknown currency code: add it to currencies'
const DECIMAL_RULE = 'must be a decimal string: digits, an optional minus sign, an optional fraction'

export const currencyInfoSchema = z.object({
  symbol: z.string().trim().min(1, 'may not be empty').meta({ description: 'What the field shows beside the amount: "€", "CHF".' }),
  decimalPlaces: z.number().int().min(0).max(10).meta({ description: 'The decimals of an amount: 2 for cents, 0 for yen.' }),
})

const decimal = z.string().regex(DECIMAL_PATTERN, DECIMAL_RULE)

const { placeholder, align } = affixProps

export const currencyFieldSchema = fieldSchema
  .extend({
    value: decimal.nullable().optional().meta({ description: 'The amount as a decimal string, "1234.5", controlled; null for none.' }),
    defaultValue: decimal.nullable().optional().meta({ description: 'The amount the field starts with, uncontrolled.' }),
    onValueChange: z
      .custom<(value: string | null) => void>(isFunction)
      .optional()
      .meta({ tsType: '(value: string | null) => void', description: 'Called with the new amount on every accepted keystroke, and with the rounded amount on blur.' }),
    currency: z.string().trim().min(1, 'may not be empty').meta({ description: 'The currency code, a key of the currency map: EUR, USD, GBP, JPY, CHF, SEK, UAH, or one of currencies.' }),
    currencies: z
      .record(z.string(), currencyInfoSchema)
      .nullable()
      .default(CURRENCY_FIELD_DEFAULTS.currencies)
      .meta({ tsType: 'Record<string, { symbol: string; decimalPlaces: number }> | null', description: 'Entries added to the default currency map, or replacing its entries by code.' }),
    ...boundsProps,
    align,
    placeholder,
  })
  .refine((p) => currencyOf(p.currency, p.currencies) !== null, { message: RULE_UNKNOWN_CURRENCY, path: ['currency'] })
  .refine((p) => p.minimum === null || p.maximum === null || p.minimum <= p.maximum, { message: RULE_MIN_ABOVE_MAX, path: ['maximum'] })

export type CurrencyFieldProps = z.input<typeof currencyFieldSchema>
export type CurrencyInfoProps = z.input<typeof currencyInfoSchema>
