import { Button } from '../button/Button'
import { FieldFrame } from '../field/Field'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { useValidatedProps } from '../use-validated-props'
import { emptyToggleGroupValue, isPressed, pressKey, TOGGLE_GROUP_DEFAULTS, type ToggleGroupValue } from './logic'
import type { ToggleGroupProps } from './schema'
import styles from './ToggleGroup.module.css'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.toggleGroupSchema)

/**
 * ToggleGroup is a group (a fieldset named by its label) of toggle buttons
 * with aria-pressed: one pressed at most, or several with isMultiple. A press
 * on a pressed button releases it. Each button is a tab stop and answers to
 * Space and Enter.
 */
export function ToggleGroup(props: ToggleGroupProps) {
  useValidatedProps('ToggleGroup', loadSchema, props)
  const { label, options = [], isMultiple, size, isRequired, isOptional, isDisabled, isLoading, helpText } = withDefaults(props, TOGGLE_GROUP_DEFAULTS)
  const field = useField<ToggleGroupValue>('ToggleGroup', emptyToggleGroupValue(isMultiple), {
    ...props,
    validators: props.validators as readonly Validator<ToggleGroupValue>[] | undefined,
  })
  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} component="ToggleGroup">
      <div
        id={field.id}
        className={styles.buttons}
        data-toggle-group=""
        data-multiple={isMultiple ? 'true' : 'false'}
        aria-busy={isLoading || undefined}
        onBlur={field.markTouched}
      >
        {options.map((o) => (
          <Button
            key={o.key}
            label={o.label}
            size={size}
            pressed={isPressed(field.value, o.key)}
            isDisabled={isDisabled || o.isDisabled}
            onPressedChange={() => {
              if (!isLoading) field.setValue(pressKey(field.value, o.key, { isMultiple, options }))
            }}
          />
        ))}
      </div>
    </FieldFrame>
  )
}
