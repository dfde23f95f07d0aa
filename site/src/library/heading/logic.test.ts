// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DISCLOSURE_TRANSITIONS, disclosureReducer, headingLevel, headingSize, stateOf, toggleText } from './logic'

describe('headingLevel and headingSize', () => {
  it('keep a level of 1–6 and fall back to 2', () => {
    expect(headingLevel(1)).toBe(1)
    expect(headingLevel(6)).toBe(6)
    expect(headingLevel(7)).toBe(2)
    expect(headingLevel(2.5)).toBe(2)
    expect(headingLevel(undefined)).toBe(2)
  })
  it('look like the size when given, else like the level', () => {
    expect(headingSize(2, 4)).toBe(4)
    expect(headingSize(3, null)).toBe(3)
    expect(headingSize(3, 9)).toBe(3)
    expect(headingSize(undefined, undefined)).toBe(2)
  })
})

describe('disclosureReducer', () => {
  it('toggles between closed and open', () => {
    expect(disclosureReducer('closed', 'toggle')).toBe('open')
    expect(disclosureReducer('open', 'toggle')).toBe('closed')
  })
  it('opens and closes idempotently', () => {
    expect(disclosureReducer('open', 'open')).toBe('open')
    expect(disclosureReducer('closed', 'open')).toBe('open')
    expect(disclosureReducer('closed', 'close')).toBe('closed')
    expect(disclosureReducer('open', 'close')).toBe('closed')
  })
  it('has a transition for every state and event', () => {
    for (const row of Object.values(DISCLOSURE_TRANSITIONS)) expect(Object.keys(row).sort()).toEqual(['close', 'open', 'toggle'])
  })
  it('names states from a flag', () => {
    expect(stateOf(true)).toBe('open')
    expect(stateOf(false)).toBe('closed')
  })
})

describe('toggleText', () => {
  const locale = { view: 'View', close: 'Close' }
  it('offers View while closed and Close while open by default', () => {
    expect(toggleText('closed', {}, locale)).toBe('View')
    expect(toggleText('open', {}, locale)).toBe('Close')
  })
  it('takes the overrides, and the locale for blank or null ones', () => {
    expect(toggleText('closed', { viewText: 'Show details', closeText: 'Hide details' }, locale)).toBe('Show details')
    expect(toggleText('open', { viewText: 'Show details', closeText: 'Hide details' }, locale)).toBe('Hide details')
    expect(toggleText('open', { closeText: '  ' }, locale)).toBe('Close')
    expect(toggleText('closed', { viewText: null }, locale)).toBe('View')
  })
})
