import { FloatingNode } from '@floating-ui/react'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import { useField, type FieldApi } from '../field/use-field'
import { InFloatingTree } from '../overlay/dialog'
import { boundsOf, closesOnPick, hasTime, normalize, readTyped, shortcutEvent, withDay, withTimePart } from './logic'
import { FieldButtons } from './FieldButtons'
import { Picker } from './Picker'
import type { WithDefaults } from '../with-defaults'
import type { DATE_FIELD_DEFAULTS } from './logic'
import type { DateFieldProps } from './schema'
import { useDateValidators, useTypedError } from './use-date-validators'
import { usePicker } from './use-picker'
import styles from './DateField.module.css'

export interface SingleDateFieldViewProps {
  kind: 'date' | 'date-time'
  component: string
  /** props are the field's props, its defaults filled in (withDefaults with its own defaults object) */
  props: WithDefaults<DateFieldProps, typeof DATE_FIELD_DEFAULTS>
}

/** SingleDateFieldView is DateField and DateTimeField: one input that takes typed text, and a picker. */
export function SingleDateFieldView(p: SingleDateFieldViewProps) {
  return (
    <InFloatingTree>
      <SingleDateFieldInner {...p} />
    </InFloatingTree>
  )
}

function SingleDateFieldInner({ kind, component, props }: SingleDateFieldViewProps) {
  const { t } = useTranslation()
  const { label, size, isRequired, isOptional, isDisabled, isLoading, helpText } = props
  const { minimumDate, maximumDate, shortcuts, placeholder, hideClear } = props
  const bounds = useMemo(() => boundsOf(minimumDate, maximumDate), [minimumDate, maximumDate])
  const validators = useDateValidators<string | null>(bounds, props.validators)
  const typedError = useTypedError(kind)

  // Text typed and not yet taken; invalid once a commit (blur, Enter) failed to read it.
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)

  const field: FieldApi<string | null> = useField<string | null>(component, null, {
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
    validation: invalid ? typedError : props.validation,
  })
  const picker = usePicker({ blocked: isDisabled || isLoading, open: props.open, defaultOpen: props.defaultOpen, onOpenChange: props.onOpenChange })
  const { setRoot, setReference } = picker
  const inputRef = useRef<HTMLInputElement>(null)

  const set = (next: string | null) => {
    setDraft(null)
    setInvalid(false)
    if (next !== field.value) field.setValue(next)
  }
  const commit = () => {
    if (draft === null) return
    const typed = readTyped(kind, draft)
    if (typed.type === 'invalid') setInvalid(true)
    else set(typed.type === 'empty' ? null : typed.value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit()
    else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault()
      picker.send('open')
    }
  }

  const open = picker.state === 'open'
  const text = draft ?? (field.value ? normalize(kind, field.value) : '')
  const blocked = isDisabled || isLoading

  return (
    <FloatingNode id={picker.nodeId}>
      <div
        ref={setRoot}
        className={styles.root}
        data-date-field={kind}
        data-state={picker.state}
        onClick={picker.onRootClick}
        onMouseDown={picker.onRootMouseDown}
      >
        <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component={component}>
          <div ref={setReference} className={`${fieldStyles.control} ${styles.control}`}>
            <input
              ref={inputRef}
              id={field.id}
              type="text"
              className={`${fieldStyles.input} ${styles.input}`}
              value={text}
              placeholder={placeholder ?? t(hasTime(kind) ? 'date-field.dateTimePlaceholder' : 'date-field.datePlaceholder')}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={field.describedBy}
              aria-invalid={field.shown?.type === 'error' || undefined}
              aria-required={isRequired || undefined}
              aria-busy={isLoading || undefined}
              disabled={isDisabled}
              readOnly={isLoading}
              onChange={(e) => {
                setDraft(e.target.value)
                setInvalid(false)
              }}
              onBlur={() => {
                commit()
                field.markTouched()
              }}
              onKeyDown={onKeyDown}
            />
            <FieldButtons
              kind={kind}
              picker={picker}
              blocked={blocked}
              showClear={!hideClear && field.value !== null && !blocked}
              onClear={() => {
                set(null)
                inputRef.current?.focus()
              }}
            />
          </div>
        </FieldFrame>
        {open && (
          <Picker
            kind={kind}
            picker={picker}
            returnFocus={inputRef}
            bounds={bounds}
            value={field.value}
            onPickDay={(day) => {
              set(withDay(kind, day, field.value))
              if (closesOnPick(kind, null)) picker.send('pick')
            }}
            onTime={(_target, part, n, fallbackDay) => set(withTimePart(field.value, part, n, fallbackDay))}
            shortcuts={shortcuts}
            onShortcut={(s) => {
              set(s.value as string | null)
              const event = shortcutEvent(s.keepOpen)
              if (event) picker.send(event)
            }}
          />
        )}
      </div>
    </FloatingNode>
  )
}
