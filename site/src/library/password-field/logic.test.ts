// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PASSWORD_TRANSITIONS, PASSWORD_VISIBILITIES, passwordInputType, passwordReducer, toggleLabelKey } from './logic'

describe('password visibility', () => {
  it('toggles hidden ⇄ shown, and hide always hides', () => {
    expect(passwordReducer('hidden', 'toggle')).toBe('shown')
    expect(passwordReducer('shown', 'toggle')).toBe('hidden')
    expect(passwordReducer('shown', 'hide')).toBe('hidden')
    expect(passwordReducer('hidden', 'hide')).toBe('hidden')
  })
  it('has a transition for every state and event', () => {
    for (const s of PASSWORD_VISIBILITIES) expect(Object.keys(PASSWORD_TRANSITIONS[s]).sort()).toEqual(['hide', 'toggle'])
  })
  it('hides the characters with type password, shows them as text', () => {
    expect(passwordInputType('hidden')).toBe('password')
    expect(passwordInputType('shown')).toBe('text')
  })
  it('labels the toggle with what a press does', () => {
    expect(toggleLabelKey('hidden')).toBe('form-fields.showPassword')
    expect(toggleLabelKey('shown')).toBe('form-fields.hidePassword')
  })
})
