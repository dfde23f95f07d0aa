import { useEffect, useId } from 'react'
import { FieldFrame } from '../field/Field'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { useValidatedProps } from '../use-validated-props'
import { isChecked, RADIO_GROUP_DEFAULTS, unknownValueError } from './logic'
import styles from './RadioGroup.module.css'
import type { RadioGroupProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.radioGroupSchema)

/**
 * RadioGroup asks for one choice among a few: native radios sharing a name,
 * in a fieldset named by the label. Tab enters the group on the checked
 * option (the first one when none is checked); the arrow keys move to the
 * next or previous enabled option, wrapping around, and check it; Space
 * checks the focused one.
 */
export function RadioGroup(props: RadioGroupProps) {
  useValidatedProps('RadioGroup', loadSchema, props)
  const { label, options = [], direction, size, isRequired, isOptional, isDisabled, isLoading, helpText } = withDefaults(props, RADIO_GROUP_DEFAULTS)
  const field = useField<string | null>('RadioGroup', null, { ...props, validators: props.validators as readonly Validator<string | null>[] | undefined })
  const name = useId()
  const invalid = field.shown?.type === 'error'

  const unknown = unknownValueError(field.value, options)
  useEffect(() => {
    if (unknown) console.error(unknown)
  }, [unknown])

  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} component="RadioGroup">
      <div id={field.id} className={styles.options} data-radio-group="" data-direction={direction} aria-busy={isLoading || undefined} onBlur={field.markTouched}>
        {options.map((o) => (
          <label key={o.value} className={styles.option} data-disabled={isDisabled || o.isDisabled ? 'true' : undefined}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={o.value}
              checked={isChecked(field.value, o)}
              disabled={isDisabled || o.isDisabled}
              required={isRequired}
              aria-invalid={invalid || undefined}
              onChange={() => {
                if (!isLoading) field.setValue(o.value)
              }}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  )
}
