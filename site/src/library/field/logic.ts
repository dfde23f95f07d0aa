/**
 * The rules every form field shares: what counts as empty, how validators and
 * the required rule combine into one validation, which state a field shows,
 * and the developer errors (form keys, setting a value on a disabled or
 * loading field). No React, no DOM.
 */

export const FIELD_SIZES = ['small', 'medium', 'large'] as const
export type FieldSize = (typeof FIELD_SIZES)[number]

export const VALIDATION_LEVELS = ['error', 'warning', 'success'] as const
export type ValidationLevel = (typeof VALIDATION_LEVELS)[number]

/** ValidationResult is what a validator returns: nothing to say (empty), or a level with an optional text. */
export type ValidationResult = { type: 'empty' } | { type: ValidationLevel; text?: string }

/** Validator judges a field's value. */
export type Validator<T = unknown> = (value: T) => ValidationResult

export const EMPTY: ValidationResult = Object.freeze({ type: 'empty' })

/** isEmptyValue: null, undefined, a blank string, NaN and an empty list mean the field has no value. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  return false
}

const RANK: Record<ValidationResult['type'], number> = { error: 3, warning: 2, success: 1, empty: 0 }

/**
 * validate runs the required rule, then every validator, and returns the
 * gravest result (error, then warning, then success); among equals, the
 * first. An empty required field is an error with requiredText; an empty
 * optional field is not judged by its validators.
 */
export function validate<T>(value: T, opts: { isRequired?: boolean; validators?: readonly Validator<T>[]; requiredText: string }): ValidationResult {
  if (isEmptyValue(value)) return opts.isRequired ? { type: 'error', text: opts.requiredText } : EMPTY
  let best: ValidationResult = EMPTY
  for (const v of opts.validators ?? []) {
    const r = v(value)
    if (RANK[r.type] > RANK[best.type]) best = r
  }
  return best
}

/** FieldState is what a field shows, as data-state. */
export type FieldState = 'disabled' | 'loading' | 'error' | 'warning' | 'success' | 'empty' | 'filled'

/** fieldState: disabled, then loading, then the shown validation level, then empty or filled. */
export function fieldState(p: { isDisabled?: boolean; isLoading?: boolean; validation: ValidationResult | null; value: unknown }): FieldState {
  if (p.isDisabled) return 'disabled'
  if (p.isLoading) return 'loading'
  if (p.validation && p.validation.type !== 'empty') return p.validation.type
  return isEmptyValue(p.value) ? 'empty' : 'filled'
}

/** formKeyError is the developer error of a field's form key, or null: a field in a form needs one; a field outside a form may not have one. */
export function formKeyError(component: string, p: { inForm: boolean; formKey?: string }): string | null {
  if (p.inForm && !p.formKey) return `${component}: a field inside a Form needs a formKey`
  if (!p.inForm && p.formKey) return `${component}: formKey "${p.formKey}" is set, but the field is not inside a Form`
  return null
}

/** setValueError is the developer error of setting the value of a disabled or loading field without force, or null. */
export function setValueError(component: string, p: { isDisabled?: boolean; isLoading?: boolean; force?: boolean }): string | null {
  if (p.force) return null
  if (p.isDisabled) return `${component}: cannot set the value of a disabled field; pass { force: true } to set it anyway`
  if (p.isLoading) return `${component}: cannot set the value of a loading field; pass { force: true } to set it anyway`
  return null
}

/** FIELD_DEFAULTS are the defaults of fieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FIELD_DEFAULTS = {
  size: 'medium',
  isRequired: false,
  isOptional: false,
  isDisabled: false,
  isLoading: false,
  helpText: null,
  validators: [] as never[],
  validation: null,
} as const
