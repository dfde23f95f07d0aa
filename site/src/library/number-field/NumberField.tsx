import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import { EMPTY, type ValidationResult, type Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { Icon } from '../icon/Icon'
import { Affix, controlAttributes } from '../text-field/control'
import { useValidatedProps } from '../use-validated-props'
import { acceptsNumberText, allowsNegative, checkNumber, decimalSeparator, devRangeError, formatNumberText, NUMBER_FIELD_DEFAULTS, numberMessage, type NumberRules, parseNumberText, stepNumber, stepperState } from './logic'
import styles from './NumberField.module.css'
import type { NumberFieldProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.numberFieldSchema)

/** keepFocus keeps the focus where it is when a stepper is pressed with the mouse, so typing can go on. */
const keepFocus = (e: MouseEvent) => e.preventDefault()

/** Edit is the text in the field and the value it was typed (or written) for. */
interface Edit {
  text: string
  value: number | null
  separator: string
}

/**
 * NumberField takes a number. Typing is refused where it would break the
 * rules (an optional minus, no leading zeros, at most decimalPlaces decimals);
 * a value outside the bounds or off the step grid is an error. The steppers
 * and ArrowUp / ArrowDown move along the grid and are disabled at the limits;
 * an empty field steps to 0, or to the valid bound nearest 0. Decimals show
 * with the locale's separator; typing takes '.' as well.
 */
export function NumberField(props: NumberFieldProps) {
  useValidatedProps('NumberField', loadSchema, props)
  const { t, i18n } = useTranslation()
  const { label, size, isRequired, isOptional, helpText, isDisabled, isLoading, align, prefix, suffix, minimum, maximum, step, decimalPlaces } = withDefaults(props, NUMBER_FIELD_DEFAULTS)
  const rules: NumberRules = useMemo(() => ({ minimum, maximum, step, decimalPlaces }), [minimum, maximum, step, decimalPlaces])
  const separator = decimalSeparator(i18n.language)

  const rangeValidator = useCallback(
    (value: number | null): ValidationResult => {
      const m = numberMessage(checkNumber(value, rules), rules)
      if (!m) return EMPTY
      const { key, ...values } = m
      const text = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, formatNumberText(v, separator)]))
      return { type: 'error', text: t(`form-fields.${key}`, text) }
    },
    [rules, separator, t],
  )
  const own = props.validators as readonly Validator<number | null>[] | undefined
  const validators = useMemo(() => [rangeValidator, ...(own ?? [])], [rangeValidator, own])
  const field = useField<number | null>('NumberField', null, { ...props, validators })
  const { value, setValue } = field

  // A value the user typed or stepped to is judged by the message; any other (from code) that breaks the rules is a developer error.
  const emitted = useRef<{ value: number | null } | null>(null)
  useEffect(() => {
    if (emitted.current && Object.is(emitted.current.value, value)) return
    const err = devRangeError('NumberField', value, rules)
    if (err) console.error(err)
  }, [value, rules])

  const [edit, setEdit] = useState<Edit>(() => ({ text: formatNumberText(value, separator), value, separator }))
  const text = Object.is(edit.value, value) && edit.separator === separator ? edit.text : formatNumberText(value, separator)

  const commit = (next: number | null, nextText: string) => {
    setEdit({ text: nextText, value: next, separator })
    if (!Object.is(next, value)) {
      emitted.current = { value: next }
      setValue(next)
    }
  }

  const onChange = (nextText: string) => {
    // Refused: the state stays, so React puts the previous text back.
    if (!acceptsNumberText(nextText, { decimalPlaces, allowNegative: allowsNegative(minimum), separator })) return
    commit(parseNumberText(nextText, separator), nextText)
  }

  const stepBy = (direction: 1 | -1) => {
    if (isDisabled || isLoading) return
    const next = stepNumber(value, direction, rules)
    if (next !== null) commit(next, formatNumberText(next, separator))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault()
      stepBy(e.key === 'ArrowUp' ? 1 : -1)
    }
  }

  const { canIncrease, canDecrease } = stepperState(value, rules)
  const inactive = !!isDisabled || !!isLoading
  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component="NumberField">
      <div className={fieldStyles.control}>
        <Affix field={field} which="prefix">
          {prefix}
        </Affix>
        <input
          {...controlAttributes(field, props)}
          className={`${fieldStyles.input} ${styles.input}`}
          type="text"
          role="spinbutton"
          inputMode={allowsNegative(minimum) ? 'text' : decimalPlaces > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          data-align={align}
          value={text}
          placeholder={props.placeholder}
          aria-valuenow={value ?? undefined}
          aria-valuemin={minimum ?? undefined}
          aria-valuemax={maximum ?? undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            field.markTouched()
            setEdit({ text: formatNumberText(value, separator), value, separator })
          }}
        />
        <Affix field={field} which="suffix">
          {suffix}
        </Affix>
        {step > 0 && (
          <span className={styles.steppers}>
            <button
              type="button"
              className={styles.stepper}
              tabIndex={-1}
              aria-label={t('form-fields.decrease')}
              aria-controls={field.id}
              disabled={inactive || !canDecrease}
              data-stepper="decrease"
              onMouseDown={keepFocus}
              onClick={() => stepBy(-1)}
            >
              <Icon name="minus" size="small" />
            </button>
            <button
              type="button"
              className={styles.stepper}
              tabIndex={-1}
              aria-label={t('form-fields.increase')}
              aria-controls={field.id}
              disabled={inactive || !canIncrease}
              data-stepper="increase"
              onMouseDown={keepFocus}
              onClick={() => stepBy(1)}
            >
              <Icon name="plus" size="small" />
            </button>
          </span>
        )}
      </div>
    </FieldFrame>
  )
}
