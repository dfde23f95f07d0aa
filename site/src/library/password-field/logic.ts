/**
 * The password field's one rule of its own: whether the password shows, as a
 * transition table (hidden ⇄ shown on toggle, hidden again when the field is
 * disabled), with the input type and the toggle's label key of each state.
 * No React, no DOM.
 */
import { FIELD_DEFAULTS } from '../field/logic'

export const PASSWORD_VISIBILITIES = ['hidden', 'shown'] as const
export type PasswordVisibility = (typeof PASSWORD_VISIBILITIES)[number]

export type PasswordEvent = 'toggle' | 'hide'

/** PASSWORD_TRANSITIONS is the transition table of the visibility. */
export const PASSWORD_TRANSITIONS: Readonly<Record<PasswordVisibility, Readonly<Record<PasswordEvent, PasswordVisibility>>>> = {
  hidden: { toggle: 'shown', hide: 'hidden' },
  shown: { toggle: 'hidden', hide: 'hidden' },
}

/** passwordReducer moves the visibility by an event. */
export function passwordReducer(state: PasswordVisibility, event: PasswordEvent): PasswordVisibility {
  return PASSWORD_TRANSITIONS[state][event]
}

/** passwordInputType is the input's type: 'password' hides the characters, 'text' shows them. */
export function passwordInputType(state: PasswordVisibility): 'password' | 'text' {
  return state === 'shown' ? 'text' : 'password'
}

/** toggleLabelKey is the locale key of the toggle's label: what pressing it does next. */
export function toggleLabelKey(state: PasswordVisibility): 'form-fields.showPassword' | 'form-fields.hidePassword' {
  return state === 'shown' ? 'form-fields.hidePassword' : 'form-fields.showPassword'
}

/** PASSWORD_AUTOCOMPLETE are the autocomplete values a password takes: a known password, or a new one. */
export const PASSWORD_AUTOCOMPLETE = ['current-password', 'new-password', 'off'] as const

/** PASSWORD_FIELD_DEFAULTS are the defaults of passwordFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const PASSWORD_FIELD_DEFAULTS = { ...FIELD_DEFAULTS, autoComplete: 'current-password' } as const
