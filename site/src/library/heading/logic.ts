/**
 * The heading's rules: its level and look, the toggle heading's open and
 * closed states with their transitions, and the toggle's text. No React, no
 * DOM.
 */

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof HEADING_LEVELS)[number]

export const HEADING_TYPES = ['default', 'action', 'toggle'] as const
export type HeadingType = (typeof HEADING_TYPES)[number]

const DEFAULT_HEADING_LEVEL: HeadingLevel = 2

const isLevel = (n: unknown): n is HeadingLevel => typeof n === 'number' && (HEADING_LEVELS as readonly number[]).includes(n)

/** headingLevel is the level of the element (h1–h6): the given level, or 2 when it is not 1–6. */
export function headingLevel(level: unknown): HeadingLevel {
  return isLevel(level) ? level : DEFAULT_HEADING_LEVEL
}

/** headingSize is the level the heading looks like: its size when given (1–6), else its level. The outline stays correct while the look fits the layout. */
export function headingSize(level: unknown, size: unknown): HeadingLevel {
  return isLevel(size) ? size : headingLevel(level)
}

/** DisclosureState is the toggle heading's state, shown as data-state. */
export type DisclosureState = 'open' | 'closed'
export type DisclosureEvent = 'toggle' | 'open' | 'close'

/** DISCLOSURE_TRANSITIONS is the toggle heading's transition table: state × event → next state. */
export const DISCLOSURE_TRANSITIONS: Record<DisclosureState, Record<DisclosureEvent, DisclosureState>> = {
  closed: { toggle: 'open', open: 'open', close: 'closed' },
  open: { toggle: 'closed', open: 'open', close: 'closed' },
}

/** disclosureReducer moves the toggle heading from one state to the next. */
export function disclosureReducer(state: DisclosureState, event: DisclosureEvent): DisclosureState {
  return DISCLOSURE_TRANSITIONS[state]?.[event] ?? state
}

/** stateOf turns an open flag into its state name. */
export const stateOf = (open: boolean): DisclosureState => (open ? 'open' : 'closed')

/**
 * toggleText is the toggle button's text: while closed it offers to view
 * (viewText, or the locale's “View”), while open to close (closeText, or the
 * locale's “Close”). A blank override falls back to the locale.
 */
export function toggleText(state: DisclosureState, texts: { viewText?: string | null; closeText?: string | null }, locale: { view: string; close: string }): string {
  const own = state === 'open' ? texts.closeText : texts.viewText
  return typeof own === 'string' && own.trim() !== '' ? own : state === 'open' ? locale.close : locale.view
}

/** HEADING_DEFAULTS are the defaults of headingSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const HEADING_DEFAULTS = {
  level: DEFAULT_HEADING_LEVEL,
  size: null,
  type: 'default',
  actionText: null,
  icon: null,
  actionHref: null,
  defaultOpen: false,
  viewText: null,
  closeText: null,
} as const
