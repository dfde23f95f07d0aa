import type { FieldApi } from '../field/use-field'
import { useField } from '../field/use-field'
import type { Validator } from '../field/logic'
import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { SINGLE_SELECT_DEFAULTS, type OptionValue } from './logic'
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
  const p = withDefaults(props, SINGLE_SELECT_DEFAULTS)
  const field = useField<OptionValue | null>('SingleSelect', null, {
    ...p,
    validators: props.validators as readonly Validator<OptionValue | null>[] | undefined,
  })
  const value = field.value
  return (
    <SelectBase
      component="SingleSelect"
      field={field as FieldApi<unknown>}
      label={p.label}
      size={p.size}
      isRequired={p.isRequired}
      isOptional={p.isOptional}
      isDisabled={p.isDisabled}
      isLoading={p.isLoading}
      helpText={p.helpText}
      options={p.options}
      actions={p.actions}
      placeholder={p.placeholder}
      isUnsorted={p.isUnsorted}
      selected={value === null || value === undefined ? NONE : [value]}
      multiple={false}
      onPick={(v) => field.setValue(v)}
      onRemove={() => field.setValue(null)}
    />
  )
}

const NONE: readonly OptionValue[] = []
