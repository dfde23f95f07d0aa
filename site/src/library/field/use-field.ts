import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllable } from '../use-controllable'
import { useFormScope } from './form-context'
import { fieldState, formKeyError, setValueError, validate, type FieldState, type ValidationResult, type Validator } from './logic'

/** FieldOptions are the props every field shares that useField reads. */
export interface FieldOptions<T> {
  label: string
  formKey?: string
  value?: T
  defaultValue?: T
  onValueChange?: (value: T) => void
  isRequired?: boolean
  isDisabled?: boolean
  isLoading?: boolean
  validators?: readonly Validator<T>[]
  /** validation set from outside: shown as it is, in place of the validators' result. */
  validation?: ValidationResult | null
  helpText?: string | null
}

/** FieldApi is what a field view needs from useField. */
export interface FieldApi<T> {
  id: string
  value: T
  /** setValue sets the value (a developer error on a disabled or loading field unless forced). */
  setValue: (next: T, opts?: { force?: boolean }) => void
  /** shown is the validation the field shows now; result is the current one, shown or not. */
  shown: ValidationResult | null
  result: ValidationResult
  state: FieldState
  /** markTouched shows the validation from now on (call it on blur). */
  markTouched: () => void
  /** describedBy lists the ids of the help text and message, for aria-describedby. */
  describedBy: string | undefined
  helpId: string
  messageId: string
}

/**
 * useField holds a field's value (controlled, uncontrolled, or bound to the
 * enclosing Form by formKey), validates it, and decides when its validation
 * shows: when set from outside, once the field was touched or changed, or
 * once its form tried to submit. It logs the developer errors of form keys
 * and of setting a disabled or loading field.
 */
export function useField<T>(component: string, empty: T, o: FieldOptions<T>): FieldApi<T> {
  const { t } = useTranslation()
  const form = useFormScope()
  const inForm = form !== null
  const bound = inForm && !!o.formKey
  const [own, setOwn] = useControllable<T>(o.value, o.defaultValue ?? empty, o.onValueChange)
  const value = bound ? ((form.value(o.formKey!) as T | undefined) ?? empty) : own
  const [touched, setTouched] = useState(false)
  const id = useId()
  const helpId = `${id}-help`
  const messageId = `${id}-message`

  useEffect(() => {
    const err = formKeyError(component, { inForm, formKey: o.formKey })
    if (err) console.error(err)
  }, [component, inForm, o.formKey])

  const { isDisabled, isLoading, onValueChange, formKey } = o
  const setValue = useCallback(
    (next: T, opts?: { force?: boolean }) => {
      const err = setValueError(component, { isDisabled, isLoading, force: opts?.force })
      if (err) {
        console.error(err)
        return
      }
      setTouched(true)
      if (bound) {
        form.setValue(formKey!, next)
        onValueChange?.(next)
      } else setOwn(next)
    },
    [component, isDisabled, isLoading, bound, form, formKey, onValueChange, setOwn],
  )

  const requiredText = t('form-fields.requiredMessage')
  const { isRequired, validators } = o
  const result = useMemo(() => validate(value, { isRequired, validators, requiredText }), [value, isRequired, validators, requiredText])

  const report = form?.report
  useEffect(() => {
    if (!bound || !report) return
    report(formKey!, { label: o.label, result: o.validation ?? result })
    return () => report(formKey!, null)
  }, [bound, report, formKey, o.label, o.validation, result])

  const shown = o.validation !== undefined && o.validation !== null ? o.validation : touched || form?.showValidation ? result : null
  const state = fieldState({ isDisabled, isLoading, validation: shown, value })
  const describedBy = [o.helpText ? helpId : null, shown && shown.type !== 'empty' && shown.text ? messageId : null].filter(Boolean).join(' ') || undefined
  return { id, value, setValue, shown, result, state, markTouched: useCallback(() => setTouched(true), []), describedBy, helpId, messageId }
}
