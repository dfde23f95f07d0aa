import type { ReactNode } from 'react'
import fieldStyles from '../field/Field.module.css'
import type { FieldApi } from '../field/use-field'

/** ControlFlags are the shared props that set a control's attributes. */
interface ControlFlags {
  isRequired?: boolean
  isDisabled?: boolean
  isLoading?: boolean
}

/** affixId is the id of a field's prefix or suffix, which describes its control. */
const affixId = (field: { id: string }, which: 'prefix' | 'suffix') => `${field.id}-${which}`

/**
 * controlAttributes are the attributes every text-like control carries (see
 * the fields brief): its id for the label, what describes it (the prefix and
 * suffix, the help text, the message), invalid while an error shows,
 * required, disabled, and busy and read-only while loading.
 */
export function controlAttributes<T>(field: FieldApi<T>, p: ControlFlags & { prefix?: ReactNode; suffix?: ReactNode }) {
  const describedBy = [p.prefix ? affixId(field, 'prefix') : null, p.suffix ? affixId(field, 'suffix') : null, field.describedBy ?? null].filter(Boolean).join(' ')
  return {
    id: field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': field.shown?.type === 'error' ? true : undefined,
    'aria-required': p.isRequired ? true : undefined,
    'aria-busy': p.isLoading ? true : undefined,
    disabled: p.isDisabled || undefined,
    readOnly: p.isLoading || undefined,
  }
}

/** Affix is a short text inside the field before or after the value. */
export function Affix({ field, which, children }: { field: { id: string }; which: 'prefix' | 'suffix'; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null
  return (
    <span id={affixId(field, which)} className={fieldStyles.affix} data-affix={which}>
      {children}
    </span>
  )
}
