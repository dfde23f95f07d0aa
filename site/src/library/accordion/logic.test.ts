// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ACCORDION_ANIMATION_MS, ACCORDION_EASING, animationStyle, nextOpenState, OPEN_STATES, OPEN_TRANSITIONS, openStateOf } from './logic'

describe('accordion logic', () => {
  it('animates in 300 ms with ease', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(300)
    expect(ACCORDION_EASING).toBe('ease')
    expect(animationStyle()).toEqual({ '--accordion-duration': '300ms', '--accordion-easing': 'ease' })
  })

  it('toggles between open and closed', () => {
    expect(nextOpenState('open', 'toggle')).toBe('closed')
    expect(nextOpenState('closed', 'toggle')).toBe('open')
  })

  it('opens and closes explicitly, staying put when already there', () => {
    expect(nextOpenState('closed', 'open')).toBe('open')
    expect(nextOpenState('open', 'open')).toBe('open')
    expect(nextOpenState('open', 'close')).toBe('closed')
    expect(nextOpenState('closed', 'close')).toBe('closed')
  })

  it('has a transition for every state and event, into a named state', () => {
    for (const state of OPEN_STATES) {
      expect(Object.keys(OPEN_TRANSITIONS[state]).sort()).toEqual(['close', 'open', 'toggle'])
      for (const next of Object.values(OPEN_TRANSITIONS[state])) expect(OPEN_STATES).toContain(next)
    }
  })

  it('names a boolean state', () => {
    expect(openStateOf(true)).toBe('open')
    expect(openStateOf(false)).toBe('closed')
  })
})
