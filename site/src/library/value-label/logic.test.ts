// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatValue, isEmptyValue, VALIDATION_ICONS, valueLabelState } from './logic'
import { ICON_NAMES } from '../icon/names'

describe('isEmptyValue', () => {
  it('treats null, undefined, blank strings and NaN as empty', () => {
    for (const v of [null, undefined, '', '   ', Number.NaN]) expect(isEmptyValue(v), String(v)).toBe(true)
  })
  it('keeps 0 and other values', () => {
    for (const v of [0, 'x', -1]) expect(isEmptyValue(v), String(v)).toBe(false)
  })
})

describe('valueLabelState', () => {
  it('is loading while loading, whatever the value', () => {
    expect(valueLabelState({ isLoading: true, value: 'x' })).toBe('loading')
    expect(valueLabelState({ isLoading: true, value: null })).toBe('loading')
  })
  it('is empty without a value and filled with one or with custom content', () => {
    expect(valueLabelState({ value: null })).toBe('empty')
    expect(valueLabelState({ value: ' ' })).toBe('empty')
    expect(valueLabelState({ value: 0 })).toBe('filled')
    expect(valueLabelState({ value: null, hasContent: true })).toBe('filled')
  })
})

describe('formatValue', () => {
  it('writes numbers with the locale’s separators', () => {
    expect(formatValue(1234.5, 'en-US')).toBe('1,234.5')
    expect(formatValue(1234.5, 'de-DE')).toBe('1.234,5')
  })
  it('leaves strings as they are', () => {
    expect(formatValue('12/3', 'de-DE')).toBe('12/3')
  })
  it('falls back to plain digits for an unknown locale tag', () => {
    expect(formatValue(5, '??')).toBe('5')
  })
})

describe('VALIDATION_ICONS', () => {
  it('gives every state an icon of the library', () => {
    for (const name of Object.values(VALIDATION_ICONS)) expect(ICON_NAMES).toContain(name)
  })
})
