/**
 * The value label's rules: which state it is in, how its value reads, and
 * which icon each validation state carries. No React, no DOM.
 */

export const VALIDATION_TYPES = ['error', 'success', 'warning'] as const
export type ValidationType = (typeof VALIDATION_TYPES)[number]

/** ValueLabelState is what the value part shows, as data-state: a skeleton while loading, “Not set” when empty, else the value. */
export type ValueLabelState = 'loading' | 'empty' | 'filled'

/** isEmptyValue: null, undefined, a blank string or NaN means there is no value. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  return false
}

/** valueLabelState: loading wins over everything; custom content counts as a value; else empty or filled by the value. */
export function valueLabelState(p: { isLoading?: boolean; value?: unknown; hasContent?: boolean }): ValueLabelState {
  if (p.isLoading) return 'loading'
  if (p.hasContent) return 'filled'
  return isEmptyValue(p.value) ? 'empty' : 'filled'
}

/** formatValue writes a number with the locale's separators (1 234,5 in de-DE) and a string as it is. */
export function formatValue(value: string | number, locale: string): string {
  if (typeof value === 'number') {
    try {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value)
    } catch {
      return String(value)
    }
  }
  return value
}

/** VALIDATION_ICONS are the icons of the validation states, so a state never rests on colour alone. */
export const VALIDATION_ICONS = { error: 'error_filled', success: 'check_circle_filled', warning: 'warning_filled' } as const satisfies Record<ValidationType, string>

/** VALUE_LABEL_DEFAULTS are the defaults of valueLabelSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const VALUE_LABEL_DEFAULTS = { value: null, helpText: null, validation: null, isLoading: false } as const
