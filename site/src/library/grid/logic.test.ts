// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BREAKPOINT_KEYS, colLayout, columnWidth, GRID_COLUMNS, isShift, isSpan, resolveSpan, rowStyle, spanSchedule } from './logic'

describe('grid logic', () => {
  it('has 24 columns and the tokens’ breakpoints, narrowest first', () => {
    expect(GRID_COLUMNS).toBe(24)
    expect(BREAKPOINT_KEYS).toEqual(['sm', 'md', 'lg', 'xl'])
  })

  it.each([
    [1, true],
    [24, true],
    [0, false],
    [25, false],
    [2.5, false],
    ['6', false],
    [null, false],
  ])('isSpan(%s) is %s', (n, want) => expect(isSpan(n)).toBe(want))

  it('takes offsets from 0 to 23', () => {
    expect([0, 23, 24, -1, 1.5].map(isShift)).toEqual([true, true, false, false, false])
  })

  it('resolves the span for a width, mobile first', () => {
    const col = { span: 24, sm: 12, lg: 6 }
    expect(resolveSpan(col, 320)).toBe(24)
    expect(resolveSpan(col, 599)).toBe(24)
    expect(resolveSpan(col, 600)).toBe(12)
    expect(resolveSpan(col, 900)).toBe(12)
    expect(resolveSpan(col, 960)).toBe(6)
    expect(resolveSpan(col, 1920)).toBe(6)
    expect(resolveSpan({}, 1000)).toBe(24)
    expect(resolveSpan({ span: 30, md: 0, xl: 8 }, 1000)).toBe(24)
    expect(resolveSpan({ span: 30, md: 0, xl: 8 }, 1280)).toBe(8)
  })

  it('lists where the span changes', () => {
    expect(spanSchedule({ span: 24, sm: 12, md: 12, xl: 6 })).toEqual([
      { from: 0, span: 24 },
      { from: 600, span: 12 },
      { from: 1280, span: 6 },
    ])
    expect(spanSchedule({ span: 8 })).toEqual([{ from: 0, span: 8 }])
  })

  it('makes spans that add up to 24 fill the row exactly', () => {
    const row = 700
    for (const gutter of [0, 16, 24]) {
      for (const spans of [[24], [12, 12], [8, 8, 8], [6, 18], [2, 4, 8, 10], Array(24).fill(1)]) {
        const total = spans.reduce((sum, s) => sum + columnWidth(s, row, gutter), 0) + gutter * (spans.length - 1)
        expect(total).toBeCloseTo(row, 6)
      }
    }
  })

  it('turns column props into class keys and CSS variables', () => {
    expect(colLayout({})).toEqual({ classes: [], style: { '--col-span': '24' } })
    expect(colLayout({ span: 12, md: 8, xl: 6, offset: 4, push: 2, pull: 1 })).toEqual({
      classes: ['md', 'xl'],
      style: { '--col-span': '12', '--col-md': '8', '--col-xl': '6', '--col-offset': '4', '--col-shift': '1' },
    })
    expect(colLayout({ span: 99, sm: null, offset: 0 })).toEqual({ classes: [], style: { '--col-span': '24' } })
  })

  it('turns row props into CSS', () => {
    expect(rowStyle({})).toEqual({ '--row-gutter': '16px', '--row-gap': '0px', alignItems: 'flex-start', justifyContent: 'flex-start' })
    expect(rowStyle({ gutter: 24, gap: 8, align: 'center', justify: 'space-between' })).toEqual({ '--row-gutter': '24px', '--row-gap': '8px', alignItems: 'center', justifyContent: 'space-between' })
    expect(rowStyle({ gutter: -4 })['--row-gutter']).toBe('16px')
  })
})
