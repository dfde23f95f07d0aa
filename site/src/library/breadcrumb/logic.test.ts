// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { activeIndexInRange, CRUMB_STATES, crumbState, DEFAULT_SEPARATOR, isClickable } from './logic'

describe('breadcrumb logic', () => {
  it('names each item’s state, the active one first', () => {
    expect(crumbState({ isCompleted: true, isDisabled: true }, 2, 2)).toBe('active')
    expect(crumbState({ isCompleted: true, isDisabled: true }, 1, 2)).toBe('disabled')
    expect(crumbState({ isCompleted: true }, 0, 2)).toBe('completed')
    expect(crumbState({}, 3, 2)).toBe('upcoming')
    expect(crumbState({ isCompleted: true }, 0, null)).toBe('completed')
  })

  it('lets only completed items be clicked', () => {
    expect(CRUMB_STATES.filter(isClickable)).toEqual(['completed'])
  })

  it('checks that the active index points at an item', () => {
    expect(activeIndexInRange(null, 3)).toBe(true)
    expect(activeIndexInRange(undefined, 3)).toBe(true)
    expect(activeIndexInRange(0, 3)).toBe(true)
    expect(activeIndexInRange(2, 3)).toBe(true)
    expect(activeIndexInRange(3, 3)).toBe(false)
    expect(activeIndexInRange(-1, 3)).toBe(false)
    expect(activeIndexInRange(1.5, 3)).toBe(false)
  })

  it('separates with the chevron_right icon unless told', () => {
    expect(DEFAULT_SEPARATOR).toEqual({ style: 'icon', value: 'chevron_right' })
  })
})
