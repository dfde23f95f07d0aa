// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AUTO_SIZE_EXTRA, autoSizeHeight, DEFAULT_ROWS } from './logic'

describe('text area rules', () => {
  it('has 5 rows by default and adds 3 px to the scroll height', () => {
    expect(DEFAULT_ROWS).toBe(5)
    expect(AUTO_SIZE_EXTRA).toBe(3)
  })
  it('is the scroll height plus 3 px, without a scroll bar', () => {
    expect(autoSizeHeight(120)).toEqual({ height: 123, overflow: 'hidden' })
    expect(autoSizeHeight(120, null)).toEqual({ height: 123, overflow: 'hidden' })
  })
  it('stops at maxHeight and scrolls past it', () => {
    expect(autoSizeHeight(200, 150)).toEqual({ height: 150, overflow: 'auto' })
    expect(autoSizeHeight(147, 150)).toEqual({ height: 150, overflow: 'hidden' })
    expect(autoSizeHeight(148, 150)).toEqual({ height: 150, overflow: 'auto' })
  })
  it('ignores a maxHeight that is not positive, and a negative scroll height', () => {
    expect(autoSizeHeight(200, 0)).toEqual({ height: 203, overflow: 'hidden' })
    expect(autoSizeHeight(-5)).toEqual({ height: 3, overflow: 'hidden' })
  })
})
