// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MODAL_MAX_HEIGHT_VH, MODAL_WIDTHS_REM, modalTransition, modalWidth } from './logic'

describe('modal sizes', () => {
  it('are 24, 36, 48 and 64 rem wide and at most 90% high', () => {
    expect(MODAL_WIDTHS_REM).toEqual({ sm: 24, md: 36, lg: 48, xl: 64 })
    expect(modalWidth('sm')).toBe('24rem')
    expect(modalWidth('xl')).toBe('64rem')
    expect(MODAL_MAX_HEIGHT_VH).toBe(90)
  })
})

describe('modalTransition', () => {
  it('follows the transition table', () => {
    const cases = [
      { from: 'closed', event: 'open', want: 'open' },
      { from: 'open', event: 'close', want: 'closed' },
      { from: 'open', event: 'escape', want: 'closed' },
      { from: 'open', event: 'backdrop', want: 'closed' },
      { from: 'open', event: 'close-button', want: 'closed' },
      { from: 'closed', event: 'escape', want: 'closed' },
      { from: 'open', event: 'open', want: 'open' },
    ] as const
    for (const c of cases) expect(modalTransition(c.from, c.event), `${c.from} + ${c.event}`).toBe(c.want)
  })
  it('ignores Escape and the backdrop with preventCloseOutside, not the buttons', () => {
    const cases = [
      { event: 'escape', want: 'open' },
      { event: 'backdrop', want: 'open' },
      { event: 'close-button', want: 'closed' },
      { event: 'close', want: 'closed' },
    ] as const
    for (const c of cases) expect(modalTransition('open', c.event, { preventCloseOutside: true }), c.event).toBe(c.want)
  })
})
