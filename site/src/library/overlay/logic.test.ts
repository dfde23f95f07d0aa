// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bodyFocus, dialogTransition, type DialogTransitions, hasSlot, overflows } from './logic'

describe('dialogTransition', () => {
  type E = 'open' | 'close' | 'escape'
  const table: DialogTransitions<E> = { closed: { open: 'open' }, open: { close: 'closed', escape: 'closed' } }
  it('follows the table, and leaves the state on a missing entry or an ignored event', () => {
    const cases = [
      { from: 'closed', event: 'open', ignored: [], want: 'open' },
      { from: 'open', event: 'close', ignored: [], want: 'closed' },
      { from: 'open', event: 'escape', ignored: [], want: 'closed' },
      { from: 'closed', event: 'escape', ignored: [], want: 'closed' },
      { from: 'open', event: 'open', ignored: [], want: 'open' },
      { from: 'open', event: 'escape', ignored: ['escape'], want: 'open' },
      { from: 'open', event: 'close', ignored: ['escape'], want: 'closed' },
    ] as const
    for (const c of cases) expect(dialogTransition(table, c.from, c.event, c.ignored), `${c.from} + ${c.event} ignoring [${c.ignored.join()}]`).toBe(c.want)
  })
})

describe('overflows', () => {
  it('is true once the content is more than a pixel taller than its box', () => {
    const cases = [
      { scrollHeight: 0, clientHeight: 0, want: false },
      { scrollHeight: 300, clientHeight: 300, want: false },
      { scrollHeight: 301, clientHeight: 300, want: false },
      { scrollHeight: 302, clientHeight: 300, want: true },
      { scrollHeight: 900, clientHeight: 300, want: true },
      { scrollHeight: 200, clientHeight: 300, want: false },
    ]
    for (const c of cases) expect(overflows(c.scrollHeight, c.clientHeight), `${c.scrollHeight} in ${c.clientHeight}`).toBe(c.want)
  })
})

describe('bodyFocus', () => {
  it('makes the body a tab stop only while it scrolls, and says so in data-scrolls', () => {
    expect(bodyFocus(true, 'title-1')).toEqual({ tabIndex: 0, role: 'region', 'aria-labelledby': 'title-1', 'data-scrolls': 'true' })
    expect(bodyFocus(false, 'title-1')).toEqual({ tabIndex: undefined, role: undefined, 'aria-labelledby': undefined, 'data-scrolls': 'false' })
  })
})

describe('hasSlot', () => {
  it('renders a slot unless it is undefined or null', () => {
    const cases = [
      { node: undefined, want: false },
      { node: null, want: false },
      { node: '', want: true },
      { node: 0, want: true },
      { node: false, want: true },
      { node: 'Save', want: true },
    ]
    for (const c of cases) expect(hasSlot(c.node), String(c.node)).toBe(c.want)
  })
})
