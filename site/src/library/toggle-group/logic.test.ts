// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { duplicates, emptyToggleGroupValue, isPressed, pressKey, valueFitsMode } from './logic'

const options = [
  { key: 'bold', label: 'Bold' },
  { key: 'italic', label: 'Italic' },
  { key: 'underline', label: 'Underline' },
]

describe('emptyToggleGroupValue', () => {
  it('is null in single mode and an empty list in multiple mode', () => {
    expect(emptyToggleGroupValue(false)).toBeNull()
    expect(emptyToggleGroupValue(true)).toEqual([])
  })
})

describe('isPressed', () => {
  it('single: the key is the value', () => {
    expect(isPressed('bold', 'bold')).toBe(true)
    expect(isPressed('bold', 'italic')).toBe(false)
    expect(isPressed(null, 'bold')).toBe(false)
  })
  it('multiple: the key is in the value', () => {
    expect(isPressed(['bold', 'italic'], 'italic')).toBe(true)
    expect(isPressed([], 'italic')).toBe(false)
  })
})

describe('pressKey', () => {
  it('single: presses one key, and a second press releases it', () => {
    expect(pressKey(null, 'bold', { isMultiple: false, options })).toBe('bold')
    expect(pressKey('bold', 'italic', { isMultiple: false, options })).toBe('italic')
    expect(pressKey('bold', 'bold', { isMultiple: false, options })).toBeNull()
  })
  it('multiple: adds or removes the key, in the order of the options', () => {
    expect(pressKey([], 'underline', { isMultiple: true, options })).toEqual(['underline'])
    expect(pressKey(['underline'], 'bold', { isMultiple: true, options })).toEqual(['bold', 'underline'])
    expect(pressKey(['bold', 'underline'], 'bold', { isMultiple: true, options })).toEqual(['underline'])
  })
  it('multiple: starts from a single key or null as a list', () => {
    expect(pressKey(null, 'italic', { isMultiple: true, options })).toEqual(['italic'])
    expect(pressKey('bold', 'italic', { isMultiple: true, options })).toEqual(['bold', 'italic'])
  })
})

describe('valueFitsMode', () => {
  it('wants a list in multiple mode and a key or null in single mode', () => {
    expect(valueFitsMode(['a'], true)).toBe(true)
    expect(valueFitsMode('a', true)).toBe(false)
    expect(valueFitsMode('a', false)).toBe(true)
    expect(valueFitsMode(null, false)).toBe(true)
    expect(valueFitsMode(['a'], false)).toBe(false)
    expect(valueFitsMode(undefined, true)).toBe(true)
  })
})

describe('duplicates', () => {
  it('lists each repeated value once', () => {
    expect(duplicates(options, 'key')).toEqual([])
    expect(duplicates([...options, { key: 'bold', label: 'Bold again' }, { key: 'bold', label: 'Thrice' }], 'key')).toEqual(['bold'])
  })
})
