import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useField, type FieldApi } from '../field/use-field'
import {
  boundsOf,
  closesOnPick,
  END_OF_DAY,
  hasTime,
  normalize,
  orderRange,
  pickRange,
  rangeOrNull,
  readTyped,
  selectionOf,
  shortcutEvent,
  START_OF_DAY,
  withTimePart,
  type DateRange,
} from './logic'
import type { PickerProps } from './Picker'
import type { DateRangeFieldProps } from './schema'
import { useDateValidators, useTypedError } from './use-date-validators'
import { usePicker } from './use-picker'

/** End is one end of a range: its start or its end. */
export type End = 'start' | 'end'
const NO_DRAFTS: Record<End, string | null> = { start: null, end: null }
const NOT_INVALID: Record<End, boolean> = { start: false, end: false }

/** RangeDateFieldOptions are what useRangeDateField reads: the field's props, their defaults applied. */
export interface RangeDateFieldOptions extends DateRangeFieldProps {
  kind: 'date-range' | 'date-time-range'
  component: string
  isRequired: boolean
  isDisabled: boolean
  isLoading: boolean
  helpText: string | null
  minimumDate: string | null
  maximumDate: string | null
  hideClear: boolean
}

/**
 * useRangeDateField is the behaviour of DateRangeField and
 * DateTimeRangeField: the value (through useField, validated against the
 * bounds), the text typed into each end until it is read (on blur or
 * Enter; unreadable text marks that end invalid), the picker's state, and
 * what a picked day, a time list, a shortcut or the clear button do. The
 * view holds the start input's ref (the focus returns there).
 */
export function useRangeDateField(o: RangeDateFieldOptions) {
  const { t } = useTranslation()
  const { kind, component, label, isRequired, isDisabled, isLoading, helpText, minimumDate, maximumDate } = o
  const bounds = useMemo(() => boundsOf(minimumDate, maximumDate), [minimumDate, maximumDate])
  const validators = useDateValidators<DateRange | null>(bounds, o.validators)
  const typedError = useTypedError(kind)

  const [drafts, setDrafts] = useState(NO_DRAFTS)
  const [invalid, setInvalid] = useState(NOT_INVALID)

  const field: FieldApi<DateRange | null> = useField<DateRange | null>(component, null, {
    label,
    formKey: o.formKey,
    value: o.value,
    defaultValue: o.defaultValue,
    onValueChange: o.onValueChange,
    isRequired,
    isDisabled,
    isLoading,
    helpText,
    validators,
    validation: invalid.start || invalid.end ? typedError : o.validation,
  })
  const picker = usePicker({ blocked: isDisabled || isLoading, open: o.open, defaultOpen: o.defaultOpen, onOpenChange: o.onOpenChange })
  const endId = `${field.id}-end`

  /** apply sets the value, in order, null when both ends are empty. */
  const apply = (next: DateRange | null) => {
    const value = next === null ? null : rangeOrNull(orderRange(next))
    if (JSON.stringify(value) !== JSON.stringify(field.value)) field.setValue(value)
  }
  /** set sets the value from the picker or a button: typed text not yet read is dropped. */
  const set = (next: DateRange | null) => {
    setDrafts(NO_DRAFTS)
    setInvalid(NOT_INVALID)
    apply(next)
  }
  /** commit reads the text typed into one end (on blur or Enter); the other end's text stays as it is. */
  const commit = (end: End) => {
    const draft = drafts[end]
    if (draft === null) return
    const typed = readTyped(kind, draft)
    if (typed.type === 'invalid') {
      setInvalid((v) => ({ ...v, [end]: true }))
      return
    }
    setDrafts((d) => ({ ...d, [end]: null }))
    setInvalid((v) => ({ ...v, [end]: false }))
    apply({ ...(field.value ?? { start: null, end: null }), [end]: typed.type === 'empty' ? null : typed.value })
  }
  const onKeyDown = (end: End) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(end)
    else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault()
      picker.send('open')
    }
  }

  const blocked = isDisabled || isLoading
  const textOf = (end: End) => drafts[end] ?? (field.value?.[end] ? normalize(kind, field.value[end]) : '')
  const formatHint = t(hasTime(kind) ? 'date-field.dateTimePlaceholder' : 'date-field.datePlaceholder')

  const onPickDay: PickerProps['onPickDay'] = (day) => {
    const { selection: after, value } = pickRange(kind, field.value, day)
    set(value)
    if (closesOnPick(kind, after.state)) picker.send('pick')
  }
  const onTime: PickerProps['onTime'] = (target, part, n, fallbackDay) => {
    if (target === 'single') return
    const current = field.value ?? { start: null, end: null }
    set({ ...current, [target]: withTimePart(current[target], part, n, fallbackDay, target === 'start' ? START_OF_DAY : END_OF_DAY) })
  }
  const onShortcut: PickerProps['onShortcut'] = (s) => {
    set(s.value as DateRange | null)
    const event = shortcutEvent(s.keepOpen)
    if (event) picker.send(event)
  }

  return {
    field,
    picker,
    bounds,
    blocked,
    open: picker.state === 'open',
    /** selection is how far the range is chosen, shown as data-selection */
    selection: selectionOf(field.value),
    showClear: !o.hideClear && field.value !== null && !blocked,
    /** clear empties the field (the view then puts the focus in the start input) */
    clear: () => set(null),
    onPickDay,
    onTime,
    onShortcut,
    getEndInputProps: (end: End) => ({
      id: end === 'start' ? field.id : endId,
      type: 'text',
      value: textOf(end),
      placeholder: o.placeholder?.[end] ?? formatHint,
      'aria-label': t(end === 'start' ? 'date-field.startDate' : 'date-field.endDate'),
      autoComplete: 'off',
      spellCheck: false,
      'aria-describedby': field.describedBy,
      'aria-invalid': invalid[end] || field.shown?.type === 'error' || undefined,
      'aria-required': isRequired || undefined,
      'aria-busy': isLoading || undefined,
      disabled: isDisabled,
      readOnly: isLoading,
      'data-range-end': end,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setDrafts((d) => ({ ...d, [end]: e.target.value }))
        setInvalid((v) => ({ ...v, [end]: false }))
      },
      onBlur: () => {
        commit(end)
        field.markTouched()
      },
      onKeyDown: onKeyDown(end),
    }),
  }
}
