// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ACTIONBAR_TRANSITIONS, badgesDescription, controlLabel, dataState, listHidden, presentation, transition, type ActionbarEvent, type DisclosureState } from './logic'

describe('presentation', () => {
  it('is the bar for variant top at every width and for auto on a narrow screen', () => {
    expect(presentation('top', false)).toBe('bar')
    expect(presentation('top', true)).toBe('bar')
    expect(presentation('auto', true)).toBe('bar')
  })
  it('is the column for variant side at every width and for auto on a wide screen', () => {
    expect(presentation('side', true)).toBe('column')
    expect(presentation('side', false)).toBe('column')
    expect(presentation('auto', false)).toBe('column')
  })
})

describe('transition', () => {
  const table: [DisclosureState, ActionbarEvent, DisclosureState, string | null][] = [
    ['closed', 'toggle', 'open', null],
    ['open', 'toggle', 'closed', null],
    ['open', 'escape', 'closed', 'focus-control'],
    ['closed', 'escape', 'closed', null],
    ['open', 'choose', 'closed', 'focus-control'],
    ['closed', 'choose', 'closed', null],
    ['open', 'resize', 'closed', null],
    ['closed', 'resize', 'closed', null],
  ]
  it.each(table)('%s + %s → %s (effect %s)', (from, event, state, effect) => {
    expect(transition(from, event)).toEqual({ state, effect })
  })
  it('covers every state and event', () => {
    expect(Object.keys(ACTIONBAR_TRANSITIONS).sort()).toEqual(['closed', 'open'])
    for (const row of Object.values(ACTIONBAR_TRANSITIONS)) expect(Object.keys(row).sort()).toEqual(['choose', 'escape', 'resize', 'toggle'])
  })
  it('leaves an unknown state or event as it is', () => {
    expect(transition('open', 'blur' as ActionbarEvent)).toEqual({ state: 'open', effect: null })
    expect(transition('ajar' as DisclosureState, 'toggle')).toEqual({ state: 'ajar', effect: null })
  })
})

describe('dataState and listHidden', () => {
  it('show the column as such, with its list always there', () => {
    expect(dataState('column', 'open')).toBe('column')
    expect(dataState('column', 'closed')).toBe('column')
    expect(listHidden('column', 'closed')).toBe(false)
  })
  it('show the bar’s disclosure, its list hidden while closed', () => {
    expect(dataState('bar', 'open')).toBe('open')
    expect(dataState('bar', 'closed')).toBe('closed')
    expect(listHidden('bar', 'closed')).toBe(true)
    expect(listHidden('bar', 'open')).toBe(false)
  })
})

describe('controlLabel', () => {
  const badge = { text: 'ts', description: 'TypeScript' }
  it('names the active item with its badges', () => {
    expect(controlLabel('Components', [{ title: 'Button' }, { title: 'Tag', isActive: true, badges: [badge] }])).toEqual({ title: 'Tag', badges: [badge], isPage: true })
    expect(controlLabel('Components', [{ title: 'Tag', isActive: true }])).toEqual({ title: 'Tag', badges: [], isPage: true })
  })
  it('names the section when no usable item is active', () => {
    expect(controlLabel('Components', [{ title: 'Button' }, { title: 'Tag' }])).toEqual({ title: 'Components', badges: [], isPage: false })
    expect(controlLabel('Orders', [{ title: 'Archive', isActive: true, isDisabled: true }])).toEqual({ title: 'Orders', badges: [], isPage: false })
  })
})

describe('badgesDescription', () => {
  it.each([
    [[], ''],
    [[{ text: 'css', description: 'Not a component, just CSS' }], 'Not a component, just CSS'],
    [
      [
        { text: 'ts', description: 'Written in TypeScript and exposes type definitions' },
        { text: 'zod', description: 'Uses zod for complete validation of all props' },
      ],
      'Written in TypeScript and exposes type definitions; Uses zod for complete validation of all props',
    ],
  ])('describes %j as %j, without the badges’ text', (badges, want) => {
    expect(badgesDescription(badges)).toBe(want)
  })
})
