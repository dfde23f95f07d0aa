/**
 * The currency field's rules: the currency map, which text typing may
 * produce, how a text becomes the value (a decimal string: digits, an
 * optional minus, an optional fraction), how the value is rounded to the
 * currency's decimal places and written, and which values are errors (out of
 * range, more precision than the currency has).
 *
 * Amounts stay decimal strings throughout and are compared digit by digit,
 * so no amount passes through a binary floating-point number.
 *
 * Rounding: reformatting drops the digits beyond the currency's decimal places,
 * that is it rounds toward zero. For positive amounts that is rounding down
 * (12.349 EUR becomes 12.34); a negative amount keeps its visible digits too
 * (-12.349 becomes -12.34, not -12.35), so rounding never makes an amount
 * larger in size than what was typed.
 */
import { FIELD_DEFAULTS } from '../field/logic'
import { decimalSeparator, NUMBER_FIELD_DEFAULTS, plainDecimal } from '../number-field/logic'

export { decimalSeparator }

/** CurrencyInfo is an entry of the currency map: the symbol shown beside the amount and the decimal places it has. */
export interface CurrencyInfo {
  symbol: string
  decimalPlaces: number
}

export type CurrencyMap = Record<string, CurrencyInfo>

/** DEFAULT_CURRENCIES is the map a field uses unless given its own entries. */
export const DEFAULT_CURRENCIES: Readonly<CurrencyMap> = Object.freeze({
  EUR: { symbol: '€', decimalPlaces: 2 },
  USD: { symbol: '$', decimalPlaces: 2 },
  GBP: { symbol: '£', decimalPlaces: 2 },
  JPY: { symbol: '¥', decimalPlaces: 0 },
  CHF: { symbol: 'CHF', decimalPlaces: 2 },
  SEK: { symbol: 'kr', decimalPlaces: 2 },
  UAH: { symbol: '₴', decimalPlaces: 2 },
})

/** currencyOf looks a code up in the default map with the field's own entries over it; null for an unknown code. */
export function currencyOf(code: string, currencies?: CurrencyMap | null): CurrencyInfo | null {
  const map: CurrencyMap = { ...DEFAULT_CURRENCIES, ...(currencies ?? {}) }
  return Object.prototype.hasOwnProperty.call(map, code) ? map[code] : null
}

/** DECIMAL_PATTERN is a currency value: digits, an optional minus sign, an optional fraction. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/

/** isDecimalString tells whether a string is a currency value. */
export function isDecimalString(s: unknown): s is string {
  return typeof s === 'string' && DECIMAL_PATTERN.test(s)
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function separatorClass(separator: string): string {
  return `[.${separator === '.' ? '' : escapeRegExp(separator)}]`
}

/**
 * acceptsCurrencyText tells whether typing may leave this text in the field:
 * an optional minus (unless the minimum is 0 or more), digits, and at most one
 * decimal separator ('.' or the locale's) with digits after it. Any number of
 * decimals is accepted; too many is an error the field shows, not a refusal.
 */
export function acceptsCurrencyText(text: string, opts: { allowNegative?: boolean; separator?: string }): boolean {
  const minus = opts.allowNegative === false ? '' : '-?'
  return new RegExp(`^${minus}\\d*(?:${separatorClass(opts.separator ?? '.')}\\d*)?$`).test(text)
}

/** normalizeDecimal writes a decimal without leading zeros and without the minus of zero: '-007.50' is '-7.50', '-0.00' is '0.00'. */
function normalizeDecimal(negative: boolean, int: string, frac: string): string {
  const i = int.replace(/^0+(?=\d)/, '') || '0'
  const zero = /^0*$/.test(i) && /^0*$/.test(frac)
  return `${negative && !zero ? '-' : ''}${i}${frac ? `.${frac}` : ''}`
}

/**
 * parseCurrencyText turns an accepted text into the value: null for '', '-'
 * and a lone separator; the fraction as typed (no rounding: precision is
 * judged by checkCurrency); '.5' is '0.5', '12.' is '12'.
 */
export function parseCurrencyText(text: string, separator = '.'): string | null {
  const m = new RegExp(`^(-?)(\\d*)(?:${separatorClass(separator)}(\\d*))?$`).exec(text)
  if (!m) return null
  const [, minus, int, frac = ''] = m
  if (int === '' && frac === '') return null
  return normalizeDecimal(minus === '-', int, frac)
}

/** fractionDigits counts the decimals of a decimal string. */
export function fractionDigits(decimal: string): number {
  const dot = decimal.indexOf('.')
  return dot < 0 ? 0 : decimal.length - dot - 1
}

/** roundDecimal cuts a decimal to places decimals, toward zero (see the module comment), and pads it to exactly places. */
export function roundDecimal(decimal: string, places: number): string {
  const negative = decimal.startsWith('-')
  const [int, frac = ''] = decimal.replace(/^-/, '').split('.')
  return normalizeDecimal(negative, int, places > 0 ? frac.slice(0, places).padEnd(places, '0') : '')
}

/** formatCurrencyText writes the value for the field, rounded and padded to the currency's places with the locale's separator; null is ''. */
export function formatCurrencyText(value: string | null, places: number, separator = '.'): string {
  if (value === null || !isDecimalString(value)) return ''
  return roundDecimal(value, places).replace('.', separator)
}

/** numberToDecimal writes a bound given as a number as a decimal string. */
export function numberToDecimal(n: number): string {
  const s = plainDecimal(n)
  return s === '-0' ? '0' : s
}

/** compareDecimal compares two decimal strings exactly: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const split = (d: string) => {
    const negative = d.startsWith('-')
    const [int, frac = ''] = d.replace(/^-/, '').split('.')
    const i = int.replace(/^0+(?=\d)/, '')
    const f = frac.replace(/0+$/, '')
    const zero = i === '0' && f === ''
    return { negative: negative && !zero, i, f }
  }
  const x = split(a)
  const y = split(b)
  if (x.negative !== y.negative) return x.negative ? -1 : 1
  const sign = x.negative ? -1 : 1
  let c = 0
  if (x.i.length !== y.i.length) c = x.i.length < y.i.length ? -1 : 1
  else if (x.i !== y.i) c = x.i < y.i ? -1 : 1
  else {
    const n = Math.max(x.f.length, y.f.length)
    const xf = x.f.padEnd(n, '0')
    const yf = y.f.padEnd(n, '0')
    c = xf === yf ? 0 : xf < yf ? -1 : 1
  }
  return (c * sign) as -1 | 0 | 1
}

/** CurrencyRules are the props that decide which values are valid. */
export interface CurrencyRules {
  minimum?: number | null
  maximum?: number | null
  decimalPlaces: number
}

const has = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)

/** CurrencyCheck is what is wrong with a value; the range is judged before the precision. */
export type CurrencyCheck = 'ok' | 'outOfRange' | 'tooPrecise'

/** checkCurrency judges a value: null is ok (in range); out of the bounds, or with more decimals than the currency has, is not. */
export function checkCurrency(value: string | null, rules: CurrencyRules): CurrencyCheck {
  if (value === null || !isDecimalString(value)) return 'ok'
  if (has(rules.minimum) && compareDecimal(value, numberToDecimal(rules.minimum)) < 0) return 'outOfRange'
  if (has(rules.maximum) && compareDecimal(value, numberToDecimal(rules.maximum)) > 0) return 'outOfRange'
  const significant = (value.split('.')[1] ?? '').replace(/0+$/, '').length
  return significant > rules.decimalPlaces ? 'tooPrecise' : 'ok'
}

/** allowsNegative: the field takes a minus sign unless its minimum is 0 or more. */
export function allowsNegative(minimum?: number | null): boolean {
  return !has(minimum) || minimum < 0
}

/** SymbolPosition is where the currency symbol stands beside the amount. */
export type SymbolPosition = 'prefix' | 'suffix'

/** symbolPosition follows the locale: '€12.50' in en-US, '12,50 €' in de-DE; an ISO-unlike code gets a prefix. */
export function symbolPosition(locale: string, code: string): SymbolPosition {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(1)
    const currency = parts.findIndex((p) => p.type === 'currency')
    const integer = parts.findIndex((p) => p.type === 'integer')
    return currency > integer ? 'suffix' : 'prefix'
  } catch {
    return 'prefix'
  }
}

/** formatAmount writes an amount with its symbol where the locale puts it, for messages: '€0.00', '500,00 €', 'CHF 12.50'. */
export function formatAmount(value: string, info: CurrencyInfo, separator: string, position: SymbolPosition): string {
  const text = formatCurrencyText(value, info.decimalPlaces, separator)
  if (position === 'suffix') return `${text}\u00a0${info.symbol}`
  const negative = text.startsWith('-')
  const abs = negative ? text.slice(1) : text
  const gap = info.symbol.length > 1 ? '\u00a0' : ''
  return `${negative ? '-' : ''}${info.symbol}${gap}${abs}`
}

/** CurrencyMessage names the locale message (under form-fields) for a broken rule, with its values still to format. */
export type CurrencyMessage =
  | { key: 'outOfRange'; min: string; max: string }
  | { key: 'belowMinimum'; min: string }
  | { key: 'aboveMaximum'; max: string }
  | { key: 'tooPrecise'; places: number }
  | { key: 'noDecimals' }

/** currencyMessage picks the message a user sees for a broken rule. */
export function currencyMessage(check: CurrencyCheck, rules: CurrencyRules): CurrencyMessage | null {
  if (check === 'ok') return null
  if (check === 'tooPrecise') return rules.decimalPlaces > 0 ? { key: 'tooPrecise', places: rules.decimalPlaces } : { key: 'noDecimals' }
  const min = has(rules.minimum) ? numberToDecimal(rules.minimum) : null
  const max = has(rules.maximum) ? numberToDecimal(rules.maximum) : null
  if (min !== null && max !== null) return { key: 'outOfRange', min, max }
  if (min !== null) return { key: 'belowMinimum', min }
  return { key: 'aboveMaximum', max: max! }
}

/** CURRENCY_FIELD_DEFAULTS are the defaults of currencyFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const CURRENCY_FIELD_DEFAULTS = {
  ...FIELD_DEFAULTS,
  currencies: null,
  minimum: NUMBER_FIELD_DEFAULTS.minimum,
  maximum: NUMBER_FIELD_DEFAULTS.maximum,
  align: NUMBER_FIELD_DEFAULTS.align,
} as const
