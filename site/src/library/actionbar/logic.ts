/**
 * The action bar's rules: which presentation it takes, the collapsed bar's
 * disclosure states with their transitions, and what its control names. No
 * React, no DOM.
 */

export type ActionbarVariant = 'auto' | 'side' | 'top'

/** Presentation is how the action bar shows: the side column with its whole list, or the full-width bar that collapses to one control. */
export type Presentation = 'column' | 'bar'

/** presentation is 'bar' for variant top, and for variant auto on a narrow screen (below 840 px); 'column' otherwise. */
export function presentation(variant: ActionbarVariant, narrowScreen: boolean): Presentation {
  return variant === 'top' || (variant === 'auto' && narrowScreen) ? 'bar' : 'column'
}

/** DisclosureState is whether the bar's list is shown. */
export type DisclosureState = 'open' | 'closed'

/**
 * ActionbarEvent is what moves the bar's list: toggle (the control pressed,
 * with a click, Enter or Space), escape (Escape inside the action bar),
 * choose (an item chosen) and resize (the presentation changed).
 */
export type ActionbarEvent = 'toggle' | 'escape' | 'choose' | 'resize'

/** Effect is what a transition asks of the view besides the new state: 'focus-control' puts the focus back on the control. */
export type Effect = 'focus-control' | null

export interface Transition {
  state: DisclosureState
  effect: Effect
}

/**
 * ACTIONBAR_TRANSITIONS is the bar's transition table: state × event → next
 * state and effect. Only Escape and a chosen item of an open list move the
 * focus: the focused element inside the list is about to be hidden, so the
 * focus goes back to the control rather than to the document.
 */
export const ACTIONBAR_TRANSITIONS: Record<DisclosureState, Record<ActionbarEvent, Transition>> = {
  closed: {
    toggle: { state: 'open', effect: null },
    escape: { state: 'closed', effect: null },
    choose: { state: 'closed', effect: null },
    resize: { state: 'closed', effect: null },
  },
  open: {
    toggle: { state: 'closed', effect: null },
    escape: { state: 'closed', effect: 'focus-control' },
    choose: { state: 'closed', effect: 'focus-control' },
    resize: { state: 'closed', effect: null },
  },
}

/** transition looks up the next state and effect; an unknown state or event leaves the state as it is. */
export function transition(state: DisclosureState, event: ActionbarEvent): Transition {
  return ACTIONBAR_TRANSITIONS[state]?.[event] ?? { state, effect: null }
}

/** ActionbarState is the action bar's data-state: 'column' for the side column, else whether the bar's list is open. */
export type ActionbarState = 'column' | DisclosureState

/** dataState is the state the element shows: the column has no disclosure, the bar has its own. */
export function dataState(p: Presentation, state: DisclosureState): ActionbarState {
  return p === 'column' ? 'column' : state
}

/** listHidden tells whether the list is hidden: only in the bar, while closed. */
export function listHidden(p: Presentation, state: DisclosureState): boolean {
  return p === 'bar' && state === 'closed'
}

interface Named<B> {
  title: string
  isActive?: boolean
  isDisabled?: boolean
  badges?: readonly B[]
}

/** ControlLabel is what the bar's control shows: a title, its badges, and whether it names the current page or only the section. */
export interface ControlLabel<B> {
  title: string
  badges: readonly B[]
  isPage: boolean
}

/**
 * controlLabel is what the bar's control names: the active item's title and
 * badges (the first active one that is not disabled), or the header title
 * when no item is active.
 */
export function controlLabel<B>(headerTitle: string, items: readonly Named<B>[]): ControlLabel<B> {
  const active = items.find((i) => i.isActive && !i.isDisabled)
  return active ? { title: active.title, badges: active.badges ?? [], isPage: true } : { title: headerTitle, badges: [], isPage: false }
}

/**
 * badgesDescription is what an item's badges mean, as its accessible
 * description: their descriptions in order ('' for none). The badges' own
 * text stays out of the item's name, which is its title alone.
 */
export function badgesDescription(badges: readonly { description: string }[] = []): string {
  return badges.map((b) => b.description).join('; ')
}

/** ACTIONBAR_ITEM_DEFAULTS are the defaults of actionbarItemSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const ACTIONBAR_ITEM_DEFAULTS = { props: {}, isActive: false, isDisabled: false, badges: [] as never[] } as const

/** ACTIONBAR_DEFAULTS are the defaults of actionbarSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const ACTIONBAR_DEFAULTS = { variant: 'auto' } as const
