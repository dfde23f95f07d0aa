// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canPress, nextToggleValue, toggleChecked } from './logic'

describe('nextToggleValue', () => {
  it.each([
    [false, true],
    [true, false],
    [null, true],
  ])('%j → %j', (value, want) => expect(nextToggleValue(value)).toBe(want))
})

describe('toggleChecked', () => {
  it('is true, false, or mixed while indeterminate', () => {
    expect(toggleChecked(true)).toBe('true')
    expect(toggleChecked(false)).toBe('false')
    expect(toggleChecked(null)).toBe('mixed')
  })
})

describe('canPress', () => {
  it('ignores presses while disabled or loading', () => {
    expect(canPress({})).toBe(true)
    expect(canPress({ isDisabled: true })).toBe(false)
    expect(canPress({ isLoading: true })).toBe(false)
  })
})
