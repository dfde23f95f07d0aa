// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FILTER_OPERATIONS, FILTER_TYPES, OPERATIONS_BY_FILTER_TYPE, SEARCH_OPERATIONS, operationsText } from './operations'

describe('operations', () => {
  it('gives every filter type a non-empty list of known operations', () => {
    for (const type of FILTER_TYPES) {
      expect(OPERATIONS_BY_FILTER_TYPE[type].length, type).toBeGreaterThan(0)
      for (const op of OPERATIONS_BY_FILTER_TYPE[type]) expect(FILTER_OPERATIONS, `${type}: ${op}`).toContain(op)
    }
    for (const op of SEARCH_OPERATIONS) expect(FILTER_OPERATIONS).toContain(op)
  })

  it('allows each operation somewhere', () => {
    const used = new Set([...Object.values(OPERATIONS_BY_FILTER_TYPE).flat(), ...SEARCH_OPERATIONS])
    expect([...FILTER_OPERATIONS].filter((op) => !used.has(op))).toEqual([])
  })

  it('puts the usual operation first', () => {
    expect(OPERATIONS_BY_FILTER_TYPE.NUMBER_RANGE[0]).toBe('IN_RANGE')
    expect(OPERATIONS_BY_FILTER_TYPE.MULTI_SELECT[0]).toBe('ONE_OF')
    expect(SEARCH_OPERATIONS[0]).toBe('CONTAINS')
  })
})

describe('operationsText', () => {
  it('lists with commas and a last "or"', () => {
    expect(operationsText([])).toBe('')
    expect(operationsText(['EQUAL'])).toBe('EQUAL')
    expect(operationsText(['EQUAL', 'IS_EMPTY'])).toBe('EQUAL or IS_EMPTY')
    expect(operationsText(FILTER_OPERATIONS)).toBe('EQUAL, IS_EMPTY, CONTAINS, GREATER_THAN, GREATER_THAN_OR_EQUAL, LESS_THAN, LESS_THAN_OR_EQUAL, IN_RANGE or ONE_OF')
  })
})
