// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  acceptsNumberText,
  allowsNegative,
  checkNumber,
  decimalSeparator,
  decimalsOf,
  devRangeError,
  formatNumberText,
  isOnStep,
  numberMessage,
  parseNumberText,
  plainDecimal,
  stepFromNull,
  stepNumber,
  stepperState,
} from './logic'

describe('acceptsNumberText (typing: optional minus, no leading zeros, at most decimalPlaces decimals)', () => {
  const ok = (text: string, opts = {}) => acceptsNumberText(text, { decimalPlaces: 3, ...opts })
  it.each(['', '-', '0', '-0', '7', '-12', '120', '0.', '0.5', '1.234', '-1.2', '12.'])('accepts %j', (text) => expect(ok(text)).toBe(true))
  it.each(['01', '00', '-01', '1.2345', '--1', 'a', '1a', '1.2.3', '.5', '-.5', '1 000', '+1', '1e3', ' 1', '1-'])('refuses %j', (text) => expect(ok(text)).toBe(false))
  it('takes decimalPlaces from the props: 0 refuses the separator, the default is 3', () => {
    expect(acceptsNumberText('1.', { decimalPlaces: 0 })).toBe(false)
    expect(acceptsNumberText('12', { decimalPlaces: 0 })).toBe(true)
    expect(acceptsNumberText('1.123', {})).toBe(true)
    expect(acceptsNumberText('1.1234', {})).toBe(false)
  })
  it('takes the locale separator as well as a point, but only one of them', () => {
    expect(ok('1,5', { separator: ',' })).toBe(true)
    expect(ok('1.5', { separator: ',' })).toBe(true)
    expect(ok('1,5', { separator: '.' })).toBe(false)
    expect(ok('1,5.2', { separator: ',' })).toBe(false)
  })
  it('refuses a minus where the minimum allows no negatives', () => {
    expect(ok('-', { allowNegative: false })).toBe(false)
    expect(ok('-1', { allowNegative: false })).toBe(false)
    expect(ok('1', { allowNegative: false })).toBe(true)
  })
})

describe('allowsNegative', () => {
  it('is true without a minimum or below 0, false from 0', () => {
    expect(allowsNegative(null)).toBe(true)
    expect(allowsNegative(undefined)).toBe(true)
    expect(allowsNegative(-5)).toBe(true)
    expect(allowsNegative(0)).toBe(false)
    expect(allowsNegative(3)).toBe(false)
  })
})

describe('parseNumberText', () => {
  it.each([
    ['', null],
    ['-', null],
    ['0', 0],
    ['-0', 0],
    ['12.', 12],
    ['-1.25', -1.25],
  ])('%j → %j', (text, want) => expect(parseNumberText(text)).toBe(want))
  it('reads the locale separator', () => {
    expect(parseNumberText('1,5', ',')).toBe(1.5)
    expect(parseNumberText('1.5', ',')).toBe(1.5)
  })
  it('returns 0, not -0', () => expect(Object.is(parseNumberText('-0.0'), 0)).toBe(true))
})

describe('formatNumberText and plainDecimal', () => {
  it('writes no grouping and the locale separator; null is empty', () => {
    expect(formatNumberText(1234.5, ',')).toBe('1234,5')
    expect(formatNumberText(-0.25)).toBe('-0.25')
    expect(formatNumberText(null)).toBe('')
    expect(formatNumberText(-0)).toBe('0')
  })
  it('never writes an exponent', () => {
    expect(plainDecimal(1e-7)).toBe('0.0000001')
    expect(plainDecimal(1e21)).toBe('1000000000000000000000')
    expect(plainDecimal(-1.5e-8)).toBe('-0.000000015')
    expect(plainDecimal(1.25e22)).toBe('12500000000000000000000')
  })
  it('decimalsOf counts decimals', () => {
    expect(decimalsOf(3)).toBe(0)
    expect(decimalsOf(0.25)).toBe(2)
    expect(decimalsOf(1e-7)).toBe(7)
  })
})

describe('decimalSeparator', () => {
  it.each([
    ['en-US', '.'],
    ['ja-JP', '.'],
    ['de-DE', ','],
    ['fr-FR', ','],
    ['es-ES', ','],
    ['uk-UA', ','],
  ])('%s uses %j', (locale, sep) => expect(decimalSeparator(locale)).toBe(sep))
})

describe('checkNumber (within the bounds, on minimum + k·step)', () => {
  const rules = { minimum: 1, maximum: 21, step: 5 }
  it.each([
    [null, 'ok'],
    [1, 'ok'],
    [6, 'ok'],
    [21, 'ok'],
    [0, 'outOfRange'],
    [26, 'outOfRange'],
    [5, 'offStep'],
    [7.5, 'offStep'],
  ] as const)('%j → %s', (value, want) => expect(checkNumber(value, rules)).toBe(want))
  it('counts steps from 0 without a minimum', () => {
    expect(checkNumber(-10, { step: 5 })).toBe('ok')
    expect(checkNumber(-7, { step: 5 })).toBe('offStep')
  })
  it('has no float drift on decimal steps', () => {
    expect(isOnStep(0.3, { step: 0.1 })).toBe(true)
    expect(isOnStep(1.15, { minimum: 0.05, step: 0.1 })).toBe(true)
    expect(isOnStep(1.1, { minimum: 0.05, step: 0.1 })).toBe(false)
  })
  it('takes any value on a step of 0, and 1 by default', () => {
    expect(checkNumber(1.234, { step: 0 })).toBe('ok')
    expect(checkNumber(1.5, {})).toBe('offStep')
    expect(checkNumber(2, {})).toBe('ok')
  })
})

describe('numberMessage', () => {
  it('names the bounds there are', () => {
    expect(numberMessage('outOfRange', { minimum: 0, maximum: 10 })).toEqual({ key: 'outOfRange', min: 0, max: 10 })
    expect(numberMessage('outOfRange', { minimum: 0 })).toEqual({ key: 'belowMinimum', min: 0 })
    expect(numberMessage('outOfRange', { maximum: 10 })).toEqual({ key: 'aboveMaximum', max: 10 })
  })
  it('names the step from the minimum, or from 0', () => {
    expect(numberMessage('offStep', { minimum: 1, step: 5 })).toEqual({ key: 'offStep', step: 5, min: 1 })
    expect(numberMessage('offStep', { step: 0.5 })).toEqual({ key: 'offStepFromZero', step: 0.5 })
    expect(numberMessage('ok', { step: 1 })).toBeNull()
  })
})

describe('devRangeError', () => {
  it('is the developer error "number out of range or off-step", naming the component, the value and the rules', () => {
    expect(devRangeError('NumberField', 7, { minimum: 0, maximum: 5 })).toBe('NumberField: number out of range or off-step: 7 (minimum 0, maximum 5, step 1)')
    expect(devRangeError('NumberField', 1.5, { step: 1 })).toBe('NumberField: number out of range or off-step: 1.5 (step 1)')
  })
  it('is null for valid and empty values', () => {
    expect(devRangeError('NumberField', 5, { minimum: 0, maximum: 5 })).toBeNull()
    expect(devRangeError('NumberField', null, { minimum: 1 })).toBeNull()
    expect(devRangeError('NumberField', undefined, { minimum: 1 })).toBeNull()
  })
})

describe('stepFromNull (0 if allowed, else the valid bound nearest 0)', () => {
  it.each([
    [{}, 0],
    [{ minimum: -5, maximum: 5 }, 0],
    [{ minimum: 3, maximum: 10 }, 3],
    [{ minimum: -10, maximum: -4 }, -4],
    [{ maximum: -4, step: 3 }, -6],
    [{ minimum: -1, maximum: 5, step: 2 }, -1],
    [{ minimum: -5, maximum: 1, step: 2 }, 1],
    [{ minimum: 2 }, 2],
  ])('%j → %j', (rules, want) => expect(stepFromNull(rules)).toBe(want))
  it('goes to the minimum when a step from it passes the maximum', () => expect(stepFromNull({ minimum: 1, maximum: 2, step: 5 })).toBe(1))
  it('is null when no value is valid (minimum above maximum)', () => expect(stepFromNull({ minimum: 5, maximum: 2 })).toBeNull())
})

describe('stepNumber', () => {
  const rules = { minimum: 0, maximum: 12, step: 5 }
  it('moves one step along the grid', () => {
    expect(stepNumber(5, 1, rules)).toBe(10)
    expect(stepNumber(5, -1, rules)).toBe(0)
  })
  it('snaps an off-step value to the grid in the direction', () => {
    expect(stepNumber(7, 1, rules)).toBe(10)
    expect(stepNumber(7, -1, rules)).toBe(5)
  })
  it('is null at the limits (a step past them)', () => {
    expect(stepNumber(10, 1, rules)).toBeNull()
    expect(stepNumber(11, 1, rules)).toBeNull()
    expect(stepNumber(0, -1, rules)).toBeNull()
  })
  it('brings a value outside the range back into it', () => {
    expect(stepNumber(20, -1, rules)).toBe(10)
    expect(stepNumber(-3, 1, rules)).toBe(0)
    expect(stepNumber(20, 1, rules)).toBeNull()
    expect(stepNumber(-3, -1, rules)).toBeNull()
  })
  it('steps an empty field from null', () => expect(stepNumber(null, -1, { minimum: 3 })).toBe(3))
  it('has no float drift', () => {
    expect(stepNumber(0.2, 1, { step: 0.1 })).toBe(0.3)
    expect(stepNumber(0.3, -1, { step: 0.1 })).toBe(0.2)
    expect(stepNumber(1.15, 1, { minimum: 0.05, step: 0.1 })).toBe(1.25)
  })
  it('works without bounds, below 0 too', () => {
    expect(stepNumber(-1, -1, {})).toBe(-2)
    expect(stepNumber(-0.5, 1, {})).toBe(0)
  })
  it('does not step on a step of 0', () => expect(stepNumber(1, 1, { step: 0 })).toBeNull())
})

describe('stepperState', () => {
  const rules = { minimum: 0, maximum: 10, step: 5 }
  it('disables increase at the maximum and decrease at the minimum', () => {
    expect(stepperState(10, rules)).toEqual({ canIncrease: false, canDecrease: true })
    expect(stepperState(0, rules)).toEqual({ canIncrease: true, canDecrease: false })
    expect(stepperState(5, rules)).toEqual({ canIncrease: true, canDecrease: true })
  })
  it('enables both on an empty field that can step', () => expect(stepperState(null, rules)).toEqual({ canIncrease: true, canDecrease: true }))
})
