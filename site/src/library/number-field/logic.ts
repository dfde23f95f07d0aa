/**
 * The number field's rules: which text typing may produce, what a text
 * means, which values are valid (within the bounds and on the step grid that
 * starts at the minimum), where the steppers go and when they are disabled.
 * No React, no DOM.
 *
 * Arithmetic on the step grid runs on scaled integers, so 0.1 + 0.2 steps to
 * 0.3 and 0.3 is on a 0.1 grid.
 */
import { FIELD_DEFAULTS } from '../field/logic'

export const NUMBER_ALIGNS = ['left', 'right'] as const
export type NumberAlign = (typeof NUMBER_ALIGNS)[number]

const DEFAULT_DECIMAL_PLACES = 3
const DEFAULT_STEP = 1

/** NumberRules are the props that decide what a number field accepts. */
export interface NumberRules {
  minimum?: number | null
  maximum?: number | null
  /** step >= 0; 0 means any value within the bounds, and no steppers. */
  step?: number
  decimalPlaces?: number
}

/** DEV_ERROR_RANGE is the developer error of a value given in code that breaks the rules. */
const DEV_ERROR_RANGE = 'number out of range or off-step'

const has = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** separatorClass is a regexp character class of the decimal separators typing accepts: '.' and the locale's. */
function separatorClass(separator: string): string {
  return `[.${separator === '.' ? '' : escapeRegExp(separator)}]`
}

/**
 * acceptsNumberText tells whether typing may leave this text in the field: an
 * optional minus (only where the minimum allows negatives), an integer part
 * without leading zeros, and at most decimalPlaces decimals after '.' or the
 * locale's separator. Unfinished numbers ('', '-', '12.') are accepted; a
 * keystroke that would break the rule is refused and the text stays as it was.
 */
export function acceptsNumberText(text: string, opts: { decimalPlaces?: number; allowNegative?: boolean; separator?: string }): boolean {
  const places = opts.decimalPlaces ?? DEFAULT_DECIMAL_PLACES
  const minus = opts.allowNegative === false ? '' : '-?'
  const fraction = places > 0 ? `(?:${separatorClass(opts.separator ?? '.')}\\d{0,${places}})?` : ''
  return new RegExp(`^${minus}(?:(?:0|[1-9]\\d*)${fraction})?$`).test(text)
}

/** allowsNegative: a field takes a minus sign unless its minimum is 0 or more. */
export function allowsNegative(minimum?: number | null): boolean {
  return !has(minimum) || minimum < 0
}

/** parseNumberText reads an accepted text: null for '' and '-', -0 as 0; '12.' is 12. */
export function parseNumberText(text: string, separator = '.'): number | null {
  const plain = text.replace(new RegExp(separatorClass(separator)), '.')
  if (plain === '' || plain === '-') return null
  const n = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain)
  if (Number.isNaN(n)) return null
  return n === 0 ? 0 : n
}

/** plainDecimal writes a finite number without exponent: 1e-7 is '0.0000001'. */
export function plainDecimal(n: number): string {
  const s = String(n)
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s)
  if (!m) return s
  const [, sign, lead, rest = '', exp] = m
  const digits = lead + rest
  const point = 1 + Number(exp)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** formatNumberText writes a value for the field: no grouping, the locale's decimal separator; null is ''. */
export function formatNumberText(value: number | null, separator = '.'): string {
  if (value === null || !Number.isFinite(value)) return ''
  return plainDecimal(value === 0 ? 0 : value).replace('.', separator)
}

/** decimalSeparator is the locale's decimal separator: ',' in de-DE, '.' in en-US. */
export function decimalSeparator(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  } catch {
    return '.'
  }
}

/** decimalsOf counts a number's decimals: 2 for 0.25, 0 for 3. */
export function decimalsOf(n: number): number {
  const s = plainDecimal(n)
  const dot = s.indexOf('.')
  return dot < 0 ? 0 : s.length - dot - 1
}

/** Grid is the step grid: base + k·step, as integers at a common scale. */
interface Grid {
  scale: number
  base: number
  step: number
}

function gridOf(rules: NumberRules, ...values: number[]): Grid {
  const step = rules.step ?? DEFAULT_STEP
  const base = has(rules.minimum) ? rules.minimum : 0
  const all = [step, base, ...values, ...(has(rules.maximum) ? [rules.maximum] : [])]
  const scale = 10 ** Math.min(15, Math.max(...all.map(decimalsOf)))
  return { scale, base: Math.round(base * scale), step: Math.round(step * scale) }
}

const scaled = (g: Grid, n: number) => Math.round(n * g.scale)
const unscaled = (g: Grid, n: number) => {
  const v = n / g.scale
  return v === 0 ? 0 : v
}

/** isOnStep: the value is the minimum (or 0 without one) plus a whole number of steps; any value is on a step of 0. */
export function isOnStep(value: number, rules: NumberRules): boolean {
  const step = rules.step ?? DEFAULT_STEP
  if (step <= 0) return true
  const g = gridOf(rules, value)
  return (scaled(g, value) - g.base) % g.step === 0
}

/** NumberCheck is what is wrong with a value, if anything; range is judged before step. */
export type NumberCheck = 'ok' | 'outOfRange' | 'offStep'

/** checkNumber judges a value against the bounds and the step; null (no value) is ok. */
export function checkNumber(value: number | null, rules: NumberRules): NumberCheck {
  if (value === null) return 'ok'
  if ((has(rules.minimum) && value < rules.minimum) || (has(rules.maximum) && value > rules.maximum)) return 'outOfRange'
  return isOnStep(value, rules) ? 'ok' : 'offStep'
}

/** NumberMessage names the locale message (under form-fields) for a broken rule, with its values. */
export type NumberMessage =
  | { key: 'outOfRange'; min: number; max: number }
  | { key: 'belowMinimum'; min: number }
  | { key: 'aboveMaximum'; max: number }
  | { key: 'offStep'; step: number; min: number }
  | { key: 'offStepFromZero'; step: number }

/** numberMessage picks the message a user sees for a broken rule: the range with the bounds there are, or the step from the minimum (or from 0). */
export function numberMessage(check: NumberCheck, rules: NumberRules): NumberMessage | null {
  if (check === 'ok') return null
  const min = has(rules.minimum) ? rules.minimum : null
  const max = has(rules.maximum) ? rules.maximum : null
  if (check === 'outOfRange') {
    if (min !== null && max !== null) return { key: 'outOfRange', min, max }
    if (min !== null) return { key: 'belowMinimum', min }
    return { key: 'aboveMaximum', max: max! }
  }
  const step = rules.step ?? DEFAULT_STEP
  return min !== null ? { key: 'offStep', step, min } : { key: 'offStepFromZero', step }
}

/** devRangeError is the developer error of a value given in code that breaks the rules, or null. */
export function devRangeError(component: string, value: number | null | undefined, rules: NumberRules): string | null {
  if (value === null || value === undefined) return null
  if (checkNumber(value, rules) === 'ok') return null
  const parts = [has(rules.minimum) ? `minimum ${rules.minimum}` : null, has(rules.maximum) ? `maximum ${rules.maximum}` : null, `step ${rules.step ?? DEFAULT_STEP}`]
  return `${component}: ${DEV_ERROR_RANGE}: ${value} (${parts.filter(Boolean).join(', ')})`
}

/** topOfRange is the largest valid value, or null when there is no maximum (or no valid value). */
function topOfRange(rules: NumberRules): number | null {
  if (!has(rules.maximum)) return null
  const step = rules.step ?? DEFAULT_STEP
  if (step <= 0) return rules.maximum
  const g = gridOf(rules)
  const top = g.base + Math.floor((scaled(g, rules.maximum) - g.base) / g.step) * g.step
  const v = unscaled(g, top)
  return has(rules.minimum) && v < rules.minimum ? null : v
}

/**
 * stepFromNull is where a stepper takes an empty field: to 0 when 0 is valid,
 * else to the minimum or the largest valid value, whichever is nearer 0 (the
 * minimum on a tie).
 */
export function stepFromNull(rules: NumberRules): number | null {
  if (checkNumber(0, rules) === 'ok') return 0
  const candidates = [has(rules.minimum) ? rules.minimum : null, topOfRange(rules)].filter((c): c is number => c !== null && checkNumber(c, rules) === 'ok')
  if (candidates.length === 0) return null
  return candidates.reduce((best, c) => (Math.abs(c) < Math.abs(best) ? c : best))
}

/**
 * stepNumber is where a stepper (or ArrowUp / ArrowDown) takes a value: to the
 * next value of the step grid in that direction (an off-step value snaps to
 * the grid), into the range when the value is outside it, and null when there
 * is nowhere to go: then the stepper is disabled. A step of 0 does not step.
 */
export function stepNumber(value: number | null, direction: 1 | -1, rules: NumberRules): number | null {
  const step = rules.step ?? DEFAULT_STEP
  if (step <= 0) return null
  if (value === null) return stepFromNull(rules)
  const g = gridOf(rules, value)
  const v = scaled(g, value)
  const k = (v - g.base) / g.step
  let next: number
  if (direction === 1) {
    next = g.base + (Math.floor(k) + 1) * g.step
    if (has(rules.minimum) && next < g.base) next = g.base
  } else {
    next = g.base + (Math.ceil(k) - 1) * g.step
    const top = topOfRange(rules)
    if (top !== null && next > scaled(g, top)) next = scaled(g, top)
  }
  const result = unscaled(g, next)
  if ((has(rules.maximum) && result > rules.maximum) || (has(rules.minimum) && result < rules.minimum)) return null
  return result
}

/** StepperState says which steppers work: each is disabled where stepNumber has nowhere to go. */
export function stepperState(value: number | null, rules: NumberRules): { canIncrease: boolean; canDecrease: boolean } {
  return { canIncrease: stepNumber(value, 1, rules) !== null, canDecrease: stepNumber(value, -1, rules) !== null }
}

/** NUMBER_FIELD_DEFAULTS are the defaults of numberFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const NUMBER_FIELD_DEFAULTS = { ...FIELD_DEFAULTS, minimum: null, maximum: null, step: DEFAULT_STEP, decimalPlaces: DEFAULT_DECIMAL_PLACES, align: 'left' } as const
