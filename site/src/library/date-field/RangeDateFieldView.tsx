import { FloatingNode } from '@floating-ui/react'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import { useField, type FieldApi } from '../field/use-field'
import { InFloatingTree } from '../overlay/dialog'
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
import { FieldButtons } from './FieldButtons'
import { Picker } from './Picker'
import type { DateRangeFieldProps } from './schema'
import { useDateValidators, useTypedError } from './use-date-validators'
import { usePicker } from './use-picker'
import styles from './DateField.module.css'

export interface RangeDateFieldViewProps {
  kind: 'date-range' | 'date-time-range'
  component: string
  props: DateRangeFieldProps
}

type End = 'start' | 'end'
const ENDS: readonly End[] = ['start', 'end']
const NO_DRAFTS: Record<End, string | null> = { start: null, end: null }
const NOT_INVALID: Record<End, boolean> = { start: false, end: false }

/** RangeDateFieldView is DateRangeField and DateTimeRangeField: a start and an end input that take typed text, and a two-month picker. */
export function RangeDateFieldView(p: RangeDateFieldViewProps) {
  return (
    <InFloatingTree>
      <RangeDateFieldInner {...p} />
    </InFloatingTree>
  )
}

function RangeDateFieldInner({ kind, component, props }: RangeDateFieldViewProps) {
  const { t } = useTranslation()
  const { label, size = 'medium', isRequired = false, isOptional = false, isDisabled = false, isLoading = false, helpText = null } = props
  const { minimumDate = null, maximumDate = null, shortcuts = [], placeholder, hideClear = false } = props
  const bounds = useMemo(() => boundsOf(minimumDate, maximumDate), [minimumDate, maximumDate])
  const validators = useDateValidators<DateRange | null>(bounds, props.validators)
  const typedError = useTypedError(kind)

  const [drafts, setDrafts] = useState(NO_DRAFTS)
  const [invalid, setInvalid] = useState(NOT_INVALID)

  const field: FieldApi<DateRange | null> = useField<DateRange | null>(component, null, {
    label,
    formKey: props.formKey,
    value: props.value,
    defaultValue: props.defaultValue,
    onValueChange: props.onValueChange,
    isRequired,
    isDisabled,
    isLoading,
    helpText,
    validators,
    validation: invalid.start || invalid.end ? typedError : props.validation,
  })
  const picker = usePicker({ blocked: isDisabled || isLoading, open: props.open, defaultOpen: props.defaultOpen, onOpenChange: props.onOpenChange })
  const { setRoot, setReference } = picker
  const startRef = useRef<HTMLInputElement>(null)
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

  const open = picker.state === 'open'
  const blocked = isDisabled || isLoading
  const selection = selectionOf(field.value)
  const textOf = (end: End) => drafts[end] ?? (field.value?.[end] ? normalize(kind, field.value[end]) : '')
  const formatHint = t(hasTime(kind) ? 'date-field.dateTimePlaceholder' : 'date-field.datePlaceholder')

  return (
    <FloatingNode id={picker.nodeId}>
      <div
        ref={setRoot}
        className={styles.root}
        data-date-field={kind}
        data-state={picker.state}
        data-selection={selection.state}
        onClick={picker.onRootClick}
        onMouseDown={picker.onRootMouseDown}
      >
        <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} component={component}>
          <div ref={setReference} className={`${fieldStyles.control} ${styles.control}`}>
            {ENDS.map((end) => (
              <span key={end} className={styles.rangeEnd}>
                {end === 'end' && (
                  <span className={styles.separator} aria-hidden="true">
                    –
                  </span>
                )}
                <input
                  ref={end === 'start' ? startRef : undefined}
                  id={end === 'start' ? field.id : endId}
                  type="text"
                  className={`${fieldStyles.input} ${styles.input}`}
                  value={textOf(end)}
                  placeholder={placeholder?.[end] ?? formatHint}
                  aria-label={t(end === 'start' ? 'date-field.startDate' : 'date-field.endDate')}
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={field.describedBy}
                  aria-invalid={invalid[end] || field.shown?.type === 'error' || undefined}
                  aria-required={isRequired || undefined}
                  aria-busy={isLoading || undefined}
                  disabled={isDisabled}
                  readOnly={isLoading}
                  data-range-end={end}
                  onChange={(e) => {
                    setDrafts((d) => ({ ...d, [end]: e.target.value }))
                    setInvalid((v) => ({ ...v, [end]: false }))
                  }}
                  onBlur={() => {
                    commit(end)
                    field.markTouched()
                  }}
                  onKeyDown={onKeyDown(end)}
                />
              </span>
            ))}
            <FieldButtons
              kind={kind}
              picker={picker}
              blocked={blocked}
              showClear={!hideClear && field.value !== null && !blocked}
              onClear={() => {
                set(null)
                startRef.current?.focus()
              }}
            />
          </div>
        </FieldFrame>
        {open && (
          <Picker
            kind={kind}
            picker={picker}
            returnFocus={startRef}
            bounds={bounds}
            value={field.value}
            onPickDay={(day) => {
              const { selection: after, value } = pickRange(kind, field.value, day)
              set(value)
              if (closesOnPick(kind, after.state)) picker.send('pick')
            }}
            onTime={(target, part, n, fallbackDay) => {
              if (target === 'single') return
              const current = field.value ?? { start: null, end: null }
              set({ ...current, [target]: withTimePart(current[target], part, n, fallbackDay, target === 'start' ? START_OF_DAY : END_OF_DAY) })
            }}
            shortcuts={shortcuts}
            onShortcut={(s) => {
              set(s.value as DateRange | null)
              const event = shortcutEvent(s.keepOpen)
              if (event) picker.send(event)
            }}
          />
        )}
      </div>
    </FloatingNode>
  )
}
