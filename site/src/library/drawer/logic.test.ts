// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DRAWER_WIDTHS, type DrawerEvent, drawerTransition, drawerWidths, toggleWidth } from './logic'

describe('drawerWidths', () => {
  it('picks custom, wide or normal widths', () => {
    const cases = [
      { name: 'normal', options: {}, want: { default: '20rem', expanded: '26.8rem' } },
      { name: 'wide', options: { isWide: true }, want: { default: '26.8rem', expanded: '75vw' } },
      { name: 'custom', options: { defaultWidth: '400px', expandWidth: '600px' }, want: { default: '400px', expanded: '600px' } },
      { name: 'custom beats wide', options: { isWide: true, defaultWidth: '400px', expandWidth: '600px' }, want: { default: '400px', expanded: '600px' } },
      { name: 'half a custom pair is ignored', options: { defaultWidth: '400px', expandWidth: null }, want: DRAWER_WIDTHS.normal },
    ]
    for (const c of cases) expect(drawerWidths(c.options), c.name).toEqual(c.want)
  })
})

describe('toggleWidth', () => {
  it('toggles between default and expanded', () => {
    expect(toggleWidth('default')).toBe('expanded')
    expect(toggleWidth('expanded')).toBe('default')
  })
})

describe('drawerTransition', () => {
  it('opens on open, and closes on the owner, Escape, a click outside and the close button', () => {
    const closing: DrawerEvent[] = ['close', 'escape', 'outside', 'close-button']
    expect(drawerTransition('closed', 'open')).toBe('open')
    expect(closing.filter((e) => drawerTransition('open', e) === 'closed')).toEqual(closing)
    expect(drawerTransition('closed', 'outside')).toBe('closed')
  })
  it('ignores a click outside with disallowCloseOutside, but not Escape', () => {
    expect(drawerTransition('open', 'outside', { disallowCloseOutside: true })).toBe('open')
    expect(drawerTransition('open', 'escape', { disallowCloseOutside: true })).toBe('closed')
    expect(drawerTransition('open', 'close-button', { disallowCloseOutside: true })).toBe('closed')
  })
})
