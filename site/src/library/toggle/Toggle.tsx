import { FieldFrame } from '../field/Field'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { useValidatedProps } from '../use-validated-props'
import { canPress, nextToggleValue, TOGGLE_DEFAULTS, toggleChecked, type ToggleValue } from './logic'
import type { ToggleProps } from './schema'
import styles from './Toggle.module.css'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.toggleSchema)

/**
 * Toggle is a switch (40 × 20 px) for a yes/no answer: on, off, or
 * indeterminate (null) until someone answers. A press (click, Space, Enter,
 * or a click on the label) turns it on unless it is on. It is a button with
 * role="switch" and aria-checked true, false or mixed.
 */
export function Toggle(props: ToggleProps) {
  useValidatedProps('Toggle', loadSchema, props)
  const { label, size, isRequired, isOptional, isDisabled, isLoading, helpText } = withDefaults(props, TOGGLE_DEFAULTS)
  const field = useField<ToggleValue>('Toggle', null, {
    ...props,
    defaultValue: props.defaultValue === undefined ? TOGGLE_DEFAULTS.defaultValue : props.defaultValue,
    validators: props.validators as readonly Validator<ToggleValue>[] | undefined,
  })
  const checked = toggleChecked(field.value)
  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component="Toggle">
      <button
        type="button"
        role="switch"
        id={field.id}
        className={styles.switch}
        data-toggle=""
        data-checked={checked}
        aria-checked={checked}
        aria-describedby={field.describedBy}
        aria-invalid={field.shown?.type === 'error' || undefined}
        aria-required={isRequired || undefined}
        aria-busy={isLoading || undefined}
        disabled={isDisabled}
        onClick={() => canPress({ isDisabled, isLoading }) && field.setValue(nextToggleValue(field.value))}
        onBlur={field.markTouched}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </FieldFrame>
  )
}
