import { createContext, useContext } from 'react'
import type { ValidationResult } from './logic'

/**
 * FormScope is what a Form (or an object or list controller inside it) gives
 * the fields under it: the value of each key at its level, a way to set one,
 * and a place to report each field's validation for the submit summary.
 */
export interface FormScope {
  /** value returns the value under key at this level. */
  value(key: string): unknown
  /** setValue sets the value under key at this level. */
  setValue(key: string, value: unknown): void
  /** report records a field's label and current validation under key; null when the field unmounts. */
  report(key: string, entry: { label: string; result: ValidationResult } | null): void
  /** showValidation is true once the form has tried to submit: fields show their messages even untouched. */
  showValidation: boolean
}

export const FormContext = createContext<FormScope | null>(null)

/** useFormScope returns the nearest form scope, or null outside a form. */
export function useFormScope(): FormScope | null {
  return useContext(FormContext)
}
