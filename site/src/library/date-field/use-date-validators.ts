import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { EMPTY, type ValidationResult, type Validator } from '../field/logic'
import { boundsBreak, formatDate, hasTime, type Bounds, type DateKind, type DateRange } from './logic'

/**
 * useDateValidators puts the bounds rule before the field's own validators:
 * a value (or either end of a range) before the minimum or after the maximum
 * date is an error naming the earliest or latest date.
 */
export function useDateValidators<T extends string | DateRange | null>(bounds: Bounds, own: readonly Validator<never>[] | undefined): readonly Validator<T>[] {
  const { t } = useTranslation()
  return useMemo(() => {
    const check = (text: string | null): ValidationResult => {
      const b = boundsBreak(text, bounds)
      if (b === 'before-minimum' && bounds.minimum) return { type: 'error', text: t('date-field.beforeMinimum', { date: formatDate(bounds.minimum) }) }
      if (b === 'after-maximum' && bounds.maximum) return { type: 'error', text: t('date-field.afterMaximum', { date: formatDate(bounds.maximum) }) }
      return EMPTY
    }
    const inBounds: Validator<T> = (value) => {
      if (value === null || typeof value === 'string') return check(value)
      const start = check(value.start)
      return start.type !== 'empty' ? start : check(value.end)
    }
    return [inBounds, ...((own ?? []) as readonly Validator<T>[])]
  }, [bounds, own, t])
}

/** useTypedError is the error shown for text typed into the input that is not a date (or date-time) in the expected format. */
export function useTypedError(kind: DateKind): ValidationResult {
  const { t } = useTranslation()
  // One object per kind and language: a form keeps the field's validation, and a new object on every render would report it again.
  return useMemo(() => {
    const format = t(hasTime(kind) ? 'date-field.dateTimePlaceholder' : 'date-field.datePlaceholder')
    return { type: 'error', text: t(hasTime(kind) ? 'form-fields.invalidDateTime' : 'form-fields.invalidDate', { format }) }
  }, [kind, t])
}
