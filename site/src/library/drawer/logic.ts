/**
 * The drawer's rules: its widths, the width toggle of its handle and its
 * open/closed transition table. Pure: no React, no DOM.
 */

import { dialogTransition } from '../overlay/logic'

export type DrawerWidthState = 'default' | 'expanded'

export interface DrawerWidths {
  default: string
  expanded: string
}

/** DRAWER_WIDTHS are the widths of a drawer and of a wide one, before and after the handle expands them. */
export const DRAWER_WIDTHS: { normal: DrawerWidths; wide: DrawerWidths } = {
  normal: { default: '20rem', expanded: '26.8rem' },
  wide: { default: '26.8rem', expanded: '75vw' },
}

/** DRAWER_WIDTHS_ERROR is the rule for custom widths: both or neither. */
export const DRAWER_WIDTHS_ERROR = 'defaultWidth and expandWidth go together: give both or neither'

/**
 * drawerWidths are the two widths of a drawer: custom ones when both
 * defaultWidth and expandWidth are given, else those of a wide or a normal
 * drawer.
 */
export function drawerWidths(options: { isWide?: boolean; defaultWidth?: string | null; expandWidth?: string | null }): DrawerWidths {
  const { isWide = DRAWER_DEFAULTS.isWide, defaultWidth, expandWidth } = options
  if (defaultWidth && expandWidth) return { default: defaultWidth, expanded: expandWidth }
  return isWide ? DRAWER_WIDTHS.wide : DRAWER_WIDTHS.normal
}

/** toggleWidth is what the handle does: default becomes expanded and back. */
export function toggleWidth(state: DrawerWidthState): DrawerWidthState {
  return state === 'default' ? 'expanded' : 'default'
}

export type DrawerState = 'closed' | 'open'

/** DrawerEvent is what happened: the owner opened or closed it, Escape, a click outside, or the close button. */
export type DrawerEvent = 'open' | 'close' | 'escape' | 'outside' | 'close-button'

/** DRAWER_TRANSITIONS is the state machine: a missing entry leaves the state as it is. */
const DRAWER_TRANSITIONS: Record<DrawerState, Partial<Record<DrawerEvent, DrawerState>>> = {
  closed: { open: 'open' },
  open: { close: 'closed', escape: 'closed', outside: 'closed', 'close-button': 'closed' },
}

/** drawerTransition is the next state; with disallowCloseOutside a click outside does nothing (Escape still closes). */
export function drawerTransition(state: DrawerState, event: DrawerEvent, options: { disallowCloseOutside?: boolean } = {}): DrawerState {
  return dialogTransition(DRAWER_TRANSITIONS, state, event, options.disallowCloseOutside ? ['outside'] : [])
}

/** DRAWER_LABEL_ERROR is the rule for a drawer that nothing would name. */
export const DRAWER_LABEL_ERROR = 'a drawer needs a title or a header to be labelled by'

/** DRAWER_DEFAULTS are the defaults of drawerSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const DRAWER_DEFAULTS = {
  defaultOpen: false,
  defaultExpanded: false,
  isWide: false,
  defaultWidth: null,
  expandWidth: null,
  disallowCloseOutside: false,
  showCloseButton: false,
} as const
