// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MODAL_MAX_HEIGHT_VH, MODAL_WIDTHS_REM, type ModalEvent, modalTransition, modalWidth } from './logic'

describe('modal sizes', () => {
  it('are 24, 36, 48 and 64 rem wide and at most 90% high', () => {
    expect(MODAL_WIDTHS_REM).toEqual({ sm: 24, md: 36, lg: 48, xl: 64 })
    expect(modalWidth('sm')).toBe('24rem')
    expect(modalWidth('xl')).toBe('64rem')
    expect(MODAL_MAX_HEIGHT_VH).toBe(90)
  })
})

describe('modalTransition', () => {
  it('opens on open, and closes on the owner, Escape, the backdrop and the close button', () => {
    expect(modalTransition('closed', 'open')).toBe('open')
    expect(['close', 'escape', 'backdrop', 'close-button'].map((e) => modalTransition('open', e as ModalEvent))).toEqual(['closed', 'closed', 'closed', 'closed'])
    expect(modalTransition('closed', 'escape')).toBe('closed')
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
