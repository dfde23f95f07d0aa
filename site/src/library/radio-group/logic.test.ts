// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { duplicateValues, isChecked, unknownValueError } from './logic'

const options = [
  { value: 'card', label: 'Card' },
  { value: 'invoice', label: 'Invoice', isDisabled: true },
  { value: 'transfer', label: 'Bank transfer' },
]

describe('duplicateValues', () => {
  it('lists each repeated value once', () => {
    expect(duplicateValues(options)).toEqual([])
    expect(duplicateValues([...options, { value: 'card', label: 'A' }, { value: 'card', label: 'B' }])).toEqual(['card'])
  })
})

describe('isChecked', () => {
  it('checks the option with the value, none for null', () => {
    expect(isChecked('card', options[0])).toBe(true)
    expect(isChecked('card', options[2])).toBe(false)
    expect(isChecked(null, options[0])).toBe(false)
  })
})

describe('unknownValueError', () => {
  it('names a value that no option has', () => {
    expect(unknownValueError('cash', options)).toBe('RadioGroup: the value "cash" is not the value of any option')
    expect(unknownValueError('card', options)).toBeNull()
    expect(unknownValueError(null, options)).toBeNull()
  })
})
