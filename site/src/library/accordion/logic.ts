/**
 * The accordion's rules: its two named states, the transition table between
 * them, and its animation constants. Pure: no React, no DOM.
 */

/** ACCORDION_ANIMATION_MS is how long the panel takes to open or close. */
export const ACCORDION_ANIMATION_MS = 300
/** ACCORDION_EASING is the timing function of the animation. */
export const ACCORDION_EASING = 'ease'

export const OPEN_STATES = ['open', 'closed'] as const
export type OpenState = (typeof OPEN_STATES)[number]

/** OpenEvent is what can happen to an open/closed state: a header click toggles, open and close are explicit. */
export type OpenEvent = 'toggle' | 'open' | 'close'

/** OPEN_TRANSITIONS is the transition table: the next state for each state and event. */
export const OPEN_TRANSITIONS: Readonly<Record<OpenState, Readonly<Record<OpenEvent, OpenState>>>> = {
  open: { toggle: 'closed', open: 'open', close: 'closed' },
  closed: { toggle: 'open', open: 'open', close: 'closed' },
}

/** nextOpenState applies one event to a state. */
export function nextOpenState(state: OpenState, event: OpenEvent): OpenState {
  return OPEN_TRANSITIONS[state][event]
}

/** openStateOf names a boolean open flag: 'open' or 'closed'. */
export function openStateOf(open: boolean): OpenState {
  return open ? 'open' : 'closed'
}

/** animationStyle is the panel's animation as CSS custom properties; the CSS turns it off for prefers-reduced-motion. */
export function animationStyle(): Record<string, string> {
  return { '--accordion-duration': `${ACCORDION_ANIMATION_MS}ms`, '--accordion-easing': ACCORDION_EASING }
}

/** ACCORDION_DEFAULTS are the defaults of accordionSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const ACCORDION_DEFAULTS = { icon: null, defaultOpen: false, headingLevel: 3 } as const
