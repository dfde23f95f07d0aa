// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { RULE_MIN_ABOVE_MAX } from '../number-field/schema'
import { propErrors } from '../validate'
import { currencyFieldSchema, currencyInfoSchema, RULE_UNKNOWN_CURRENCY } from './schema'

describe('currencyFieldSchema', () => {
  const errors = (props: object) => propErrors('CurrencyField', currencyFieldSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ label: 'Price', currency: 'EUR', value: '-12.50', minimum: -100, maximum: 100 })).toEqual([])
    expect(errors({ label: 'Price', currency: 'BHD', currencies: { BHD: { symbol: 'BD', decimalPlaces: 3 } } })).toEqual([])
    expect(currencyFieldSchema.parse({ label: 'Price', currency: 'JPY' })).toMatchObject({ currencies: null, minimum: null, maximum: null, align: 'left' })
  })
  it('wants the value as a decimal string', () => {
    for (const value of ['12,50', '12.', '.5', '1e3', '€12']) {
      expect(errors({ label: 'Price', currency: 'EUR', value })).toEqual(['CurrencyField: invalid prop "value": must be a decimal string: digits, an optional minus sign, an optional fraction'])
    }
    expect(errors({ label: 'Price', currency: 'EUR', value: 12.5 })[0]).toMatch(/^CurrencyField: invalid prop "value"/)
  })
  it('names the rules across props', () => {
    expect(errors({ label: 'Price', currency: 'XYZ' })).toEqual([`CurrencyField: invalid prop "currency": ${RULE_UNKNOWN_CURRENCY}`])
    expect(errors({ label: 'Price', currency: 'EUR', minimum: 5, maximum: 1 })).toEqual([`CurrencyField: invalid prop "maximum": ${RULE_MIN_ABOVE_MAX}`])
  })
  it('checks the entries of currencies', () => {
    expect(errors({ label: 'Price', currency: 'EUR', currencies: { BHD: { symbol: '', decimalPlaces: 3 } } })[0]).toBe('CurrencyField: invalid prop "currencies.BHD.symbol": may not be empty')
    expect(errors({ label: 'Price', currency: 'EUR', currencies: { BHD: { symbol: 'BD', decimalPlaces: -1 } } })[0]).toMatch(/^CurrencyField: invalid prop "currencies.BHD.decimalPlaces"/)
  })
  it('describes every prop', () => {
    for (const shape of [currencyFieldSchema.shape, currencyInfoSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})
