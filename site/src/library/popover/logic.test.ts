// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { POPOVER_CONTENT_ERROR, POPOVER_WIDTHS_REM, hasContent, popoverEvent, popoverTransition, popoverWidth } from './logic'

describe('popover sizes', () => {
  it('are 12, 16, 20 and 24 rem wide, auto fits the content', () => {
    expect(POPOVER_WIDTHS_REM).toEqual({ sm: 12, md: 16, lg: 20, xl: 24 })
    const cases = [
      { size: 'sm', want: '12rem' },
      { size: 'md', want: '16rem' },
      { size: 'lg', want: '20rem' },
      { size: 'xl', want: '24rem' },
      { size: 'auto', want: 'auto' },
    ] as const
    for (const c of cases) expect(popoverWidth(c.size), c.size).toBe(c.want)
  })
})

describe('popoverTransition', () => {
  it('follows the transition table', () => {
    const cases = [
      { from: 'closed', event: 'toggle', want: 'open' },
      { from: 'open', event: 'toggle', want: 'closed' },
      { from: 'closed', event: 'show', want: 'open' },
      { from: 'open', event: 'hide', want: 'closed' },
      { from: 'open', event: 'escape', want: 'closed' },
      { from: 'open', event: 'outside', want: 'closed' },
      { from: 'open', event: 'close', want: 'closed' },
      { from: 'closed', event: 'open', want: 'open' },
      { from: 'closed', event: 'escape', want: 'closed' },
      { from: 'closed', event: 'outside', want: 'closed' },
      { from: 'open', event: 'show', want: 'open' },
    ] as const
    for (const c of cases) expect(popoverTransition(c.from, c.event), `${c.from} + ${c.event}`).toBe(c.want)
  })
  it('never opens when disabled or without content', () => {
    expect(popoverTransition('closed', 'toggle', { disabled: true })).toBe('closed')
    expect(popoverTransition('closed', 'show', { content: false })).toBe('closed')
    expect(popoverTransition('closed', 'toggle', { content: true })).toBe('open')
  })
})

describe('popoverEvent', () => {
  it('names the event behind each floating-ui reason', () => {
    expect(popoverEvent(true, 'click')).toBe('toggle')
    expect(popoverEvent(false, 'click')).toBe('toggle')
    expect(popoverEvent(false, 'escape-key')).toBe('escape')
    expect(popoverEvent(false, 'outside-press')).toBe('outside')
    expect(popoverEvent(true, 'hover')).toBe('show')
    expect(popoverEvent(false, 'safe-polygon')).toBe('hide')
    expect(popoverEvent(true, 'focus')).toBe('show')
    expect(popoverEvent(false, 'focus-out')).toBe('close')
    expect(popoverEvent(true, undefined)).toBe('open')
  })
})

describe('hasContent', () => {
  it('tells the developer error apart', () => {
    expect(POPOVER_CONTENT_ERROR).toBe('popover without content reference')
    for (const v of [undefined, null, false, '']) expect(hasContent(v), String(v)).toBe(false)
    for (const v of ['Text', 0, () => 'x', {}]) expect(hasContent(v), String(v)).toBe(true)
  })
})
