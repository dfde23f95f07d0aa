/**
 * The toggle's rules: its value is true (on), false (off) or null
 * (indeterminate, not answered yet); a press turns it on unless it is on,
 * so an indeterminate toggle becomes on. No React, no DOM.
 */
import { FIELD_DEFAULTS } from '../field/logic'

export type ToggleValue = boolean | null

/** ToggleChecked is the switch's aria-checked and data-checked: on, off or mixed for null. */
export type ToggleChecked = 'true' | 'false' | 'mixed'

/** nextToggleValue is the value after a press: off or indeterminate turn on, on turns off. */
export function nextToggleValue(value: ToggleValue): boolean {
  return value !== true
}

/** toggleChecked is the switch's aria-checked for a value: true, false, or mixed while indeterminate. */
export function toggleChecked(value: ToggleValue): ToggleChecked {
  if (value === null) return 'mixed'
  return value ? 'true' : 'false'
}

/** canPress: a disabled or loading toggle ignores presses. */
export function canPress(p: { isDisabled?: boolean; isLoading?: boolean }): boolean {
  return !p.isDisabled && !p.isLoading
}

/** TOGGLE_DEFAULTS are the defaults of toggleSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TOGGLE_DEFAULTS = { ...FIELD_DEFAULTS, defaultValue: false } as const
