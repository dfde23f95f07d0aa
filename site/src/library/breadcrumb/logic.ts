/**
 * The breadcrumb's rules: the named state of each item and which items can be
 * clicked. Pure: no React, no DOM.
 */

export const CRUMB_STATES = ['active', 'completed', 'upcoming', 'disabled'] as const
export type CrumbState = (typeof CRUMB_STATES)[number]

export interface CrumbFlags {
  isDisabled?: boolean
  isCompleted?: boolean
}

/**
 * crumbState names an item's state. The active item wins over everything
 * (it is where the reader is); then a disabled item, a completed one, and
 * otherwise one still to come.
 */
export function crumbState(item: CrumbFlags, index: number, activeIndex: number | null | undefined): CrumbState {
  if (index === activeIndex) return 'active'
  if (item.isDisabled) return 'disabled'
  if (item.isCompleted) return 'completed'
  return 'upcoming'
}

/** isClickable: only completed items lead somewhere; the active one, disabled ones and those still to come do not. */
export function isClickable(state: CrumbState): boolean {
  return state === 'completed'
}

/** activeIndexInRange says whether an active index points at an item (null points at none, which is fine). */
export function activeIndexInRange(activeIndex: number | null | undefined, length: number): boolean {
  return activeIndex === null || activeIndex === undefined || (Number.isInteger(activeIndex) && activeIndex >= 0 && activeIndex < length)
}

export const DEFAULT_SEPARATOR = { style: 'icon', value: 'chevron_right' } as const

/** BREADCRUMB_ITEM_DEFAULTS are the defaults of breadcrumbItemSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const BREADCRUMB_ITEM_DEFAULTS = { isCompleted: false, isDisabled: false } as const

/** BREADCRUMB_DEFAULTS are the defaults of breadcrumbSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const BREADCRUMB_DEFAULTS = { activeIndex: null, current: 'page', separator: DEFAULT_SEPARATOR } as const
