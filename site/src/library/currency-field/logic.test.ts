// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  acceptsCurrencyText,
  allowsNegative,
  checkCurrency,
  compareDecimal,
  currencyMessage,
  currencyOf,
  DEFAULT_CURRENCIES,
  formatAmount,
  formatCurrencyText,
  fractionDigits,
  isDecimalString,
  numberToDecimal,
  parseCurrencyText,
  roundDecimal,
  symbolPosition,
} from './logic'

describe('the currency map', () => {
  it('covers EUR, USD, GBP, JPY (0 places), CHF, SEK and UAH', () => {
    expect(Object.keys(DEFAULT_CURRENCIES).sort()).toEqual(['CHF', 'EUR', 'GBP', 'JPY', 'SEK', 'UAH', 'USD'])
    expect(DEFAULT_CURRENCIES.JPY).toEqual({ symbol: '¥', decimalPlaces: 0 })
    expect(DEFAULT_CURRENCIES.EUR).toEqual({ symbol: '€', decimalPlaces: 2 })
  })
  it('takes the field’s own entries over the defaults; an unknown code is null', () => {
    expect(currencyOf('USD')).toEqual({ symbol: '$', decimalPlaces: 2 })
    expect(currencyOf('USD', { USD: { symbol: 'US$', decimalPlaces: 2 } })).toEqual({ symbol: 'US$', decimalPlaces: 2 })
    expect(currencyOf('BHD', { BHD: { symbol: 'BD', decimalPlaces: 3 } })).toEqual({ symbol: 'BD', decimalPlaces: 3 })
    expect(currencyOf('BHD')).toBeNull()
    expect(currencyOf('toString')).toBeNull()
  })
})

describe('isDecimalString (digits, optional minus, optional fraction)', () => {
  it.each(['0', '12', '-12', '12.5', '-0.05', '007'])('accepts %j', (s) => expect(isDecimalString(s)).toBe(true))
  it.each(['', '-', '.5', '12.', '1,5', '+1', '1e3', ' 1', 12])('refuses %j', (s) => expect(isDecimalString(s)).toBe(false))
})

describe('acceptsCurrencyText (typing: optional minus, digits, one separator)', () => {
  const ok = (text: string, opts = {}) => acceptsCurrencyText(text, opts)
  it.each(['', '-', '12', '-12', '12.', '12.5', '.5', '12.3456', '007'])('accepts %j', (t) => expect(ok(t)).toBe(true))
  it.each(['a', '--1', '1.2.3', '1-', '1 000', '+1', '€1'])('refuses %j', (t) => expect(ok(t)).toBe(false))
  it('takes the locale separator or a point, one of them', () => {
    expect(ok('12,5', { separator: ',' })).toBe(true)
    expect(ok('12.5', { separator: ',' })).toBe(true)
    expect(ok('12,5', { separator: '.' })).toBe(false)
    expect(ok('1,2.5', { separator: ',' })).toBe(false)
  })
  it('refuses a minus where the minimum is 0 or more', () => {
    expect(ok('-1', { allowNegative: false })).toBe(false)
    expect(allowsNegative(0)).toBe(false)
    expect(allowsNegative(-1)).toBe(true)
    expect(allowsNegative(null)).toBe(true)
  })
})

describe('parseCurrencyText', () => {
  it.each([
    ['', null],
    ['-', null],
    ['.', null],
    ['12', '12'],
    ['12.', '12'],
    ['.5', '0.5'],
    ['007.50', '7.50'],
    ['-0', '0'],
    ['-0.00', '0.00'],
    ['-12.349', '-12.349'],
  ])('%j → %j', (text, want) => expect(parseCurrencyText(text)).toBe(want))
  it('reads the locale separator', () => expect(parseCurrencyText('12,5', ',')).toBe('12.5'))
  it('keeps every typed decimal, for the precision check', () => expect(parseCurrencyText('1.23456')).toBe('1.23456'))
})

describe('roundDecimal (toward zero: rounding down for positive amounts, truncation for negative ones)', () => {
  it.each([
    ['12.349', 2, '12.34'],
    ['12.5', 2, '12.50'],
    ['12', 2, '12.00'],
    ['-12.349', 2, '-12.34'],
    ['-0.001', 2, '0.00'],
    ['1234.99', 0, '1234'],
    ['-1234.99', 0, '-1234'],
    ['0.1', 3, '0.100'],
  ] as const)('%s to %i places → %s', (value, places, want) => expect(roundDecimal(value, places)).toBe(want))
})

describe('formatCurrencyText', () => {
  it('rounds and pads to the places, with the locale separator', () => {
    expect(formatCurrencyText('1234.5', 2, ',')).toBe('1234,50')
    expect(formatCurrencyText('1234.5', 0)).toBe('1234')
    expect(formatCurrencyText(null, 2)).toBe('')
    expect(formatCurrencyText('nonsense', 2)).toBe('')
  })
})

describe('compareDecimal (exact, digit by digit)', () => {
  it.each([
    ['1', '2', -1],
    ['10', '9', 1],
    ['9.99', '10', -1],
    ['1.50', '1.5', 0],
    ['-1', '1', -1],
    ['-2', '-10', 1],
    ['-0', '0', 0],
    ['0.30000000000000001', '0.3', 1],
    ['99999999999999999999.01', '99999999999999999999', 1],
  ] as const)('%s vs %s → %i', (a, b, want) => expect(compareDecimal(a, b)).toBe(want))
})

describe('checkCurrency', () => {
  const rules = { minimum: 0, maximum: 500, decimalPlaces: 2 }
  it.each([
    [null, 'ok'],
    ['0', 'ok'],
    ['500.00', 'ok'],
    ['12.340', 'ok'],
    ['500.01', 'outOfRange'],
    ['-0.01', 'outOfRange'],
    ['12.345', 'tooPrecise'],
    ['600.123', 'outOfRange'],
  ] as const)('%j → %s', (value, want) => expect(checkCurrency(value, rules)).toBe(want))
  it('judges 0 places: any decimal but zeros is too precise', () => {
    expect(checkCurrency('100', { decimalPlaces: 0 })).toBe('ok')
    expect(checkCurrency('100.0', { decimalPlaces: 0 })).toBe('ok')
    expect(checkCurrency('100.5', { decimalPlaces: 0 })).toBe('tooPrecise')
  })
})

describe('currencyMessage', () => {
  it('names the bounds there are, as decimals', () => {
    expect(currencyMessage('outOfRange', { minimum: 0, maximum: 500, decimalPlaces: 2 })).toEqual({ key: 'outOfRange', min: '0', max: '500' })
    expect(currencyMessage('outOfRange', { minimum: 10, decimalPlaces: 2 })).toEqual({ key: 'belowMinimum', min: '10' })
    expect(currencyMessage('outOfRange', { maximum: 0.5, decimalPlaces: 2 })).toEqual({ key: 'aboveMaximum', max: '0.5' })
  })
  it('names the places, or asks for a whole amount', () => {
    expect(currencyMessage('tooPrecise', { decimalPlaces: 2 })).toEqual({ key: 'tooPrecise', places: 2 })
    expect(currencyMessage('tooPrecise', { decimalPlaces: 0 })).toEqual({ key: 'noDecimals' })
    expect(currencyMessage('ok', { decimalPlaces: 2 })).toBeNull()
  })
})

describe('symbolPosition and formatAmount', () => {
  it('follow the locale', () => {
    expect(symbolPosition('en-US', 'EUR')).toBe('prefix')
    expect(symbolPosition('ja-JP', 'JPY')).toBe('prefix')
    expect(symbolPosition('de-DE', 'EUR')).toBe('suffix')
    expect(symbolPosition('fr-FR', 'USD')).toBe('suffix')
    expect(symbolPosition('en-US', 'not a code')).toBe('prefix')
  })
  it('write the amount with the symbol, the minus first', () => {
    const eur = { symbol: '€', decimalPlaces: 2 }
    expect(formatAmount('500', eur, '.', 'prefix')).toBe('€500.00')
    expect(formatAmount('-5.5', eur, '.', 'prefix')).toBe('-€5.50')
    expect(formatAmount('500', eur, ',', 'suffix')).toBe('500,00\u00a0€')
    expect(formatAmount('12.5', { symbol: 'CHF', decimalPlaces: 2 }, '.', 'prefix')).toBe('CHF\u00a012.50')
  })
})

describe('helpers', () => {
  it('fractionDigits counts decimals', () => {
    expect(fractionDigits('12')).toBe(0)
    expect(fractionDigits('12.340')).toBe(3)
  })
  it('numberToDecimal writes bounds without exponent or -0', () => {
    expect(numberToDecimal(1e-7)).toBe('0.0000001')
    expect(numberToDecimal(-0)).toBe('0')
    expect(numberToDecimal(250)).toBe('250')
  })
})
