import type { FieldApi } from '../field/use-field'
import { useField } from '../field/use-field'
import type { Validator } from '../field/logic'
import { useValidatedProps } from '../use-validated-props'
import type { OptionValue } from './logic'
import type { SingleSelectProps } from './schema'
import { SelectBase } from './SelectBase'

const loadSchema = () => import('./schema').then((m) => m.singleSelectSchema)

/**
 * SingleSelect picks one option from a list: the dropdown opens on click or
 * focus, typing filters it, the arrows move the highlight (cyclically,
 * past disabled options), Enter or a click picks and closes it, Escape
 * closes it. Options are sorted by label unless isUnsorted. Its value is
 * the picked option's value, or null.
 */
export function SingleSelect(props: SingleSelectProps) {
  useValidatedProps('SingleSelect', loadSchema, props)
  const field = useField<OptionValue | null>('SingleSelect', null, {
    ...props,
    validators: props.validators as readonly Validator<OptionValue | null>[] | undefined,
  })
  const value = field.value
  return (
    <SelectBase
      component="SingleSelect"
      field={field as FieldApi<unknown>}
      label={props.label}
      size={props.size}
      isRequired={props.isRequired}
      isOptional={props.isOptional}
      isDisabled={props.isDisabled}
      isLoading={props.isLoading}
      helpText={props.helpText}
      options={props.options}
      actions={props.actions}
      placeholder={props.placeholder}
      isUnsorted={props.isUnsorted}
      selected={value === null || value === undefined ? NONE : [value]}
      multiple={false}
      onPick={(v) => field.setValue(v)}
      onRemove={() => field.setValue(null)}
    />
  )
}

const NONE: readonly OptionValue[] = []
