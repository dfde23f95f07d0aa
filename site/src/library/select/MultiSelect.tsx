import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { MULTI_SELECT_DEFAULTS, removeValue, toggleValue, type OptionValue } from './logic'
import type { MultiSelectProps } from './schema'
import { SelectBase } from './SelectBase'

const loadSchema = () => import('./schema').then((m) => m.multiSelectSchema)

const NONE: OptionValue[] = []

/**
 * MultiSelect picks several options, shown as tags in the field (at most
 * collapseTagsAfter, then “+k”). The dropdown opens on click or focus and
 * stays open after a pick so more can follow, until maximumSelectable is
 * reached (then the other options are disabled); Enter or a click toggles
 * the highlighted option; Backspace on an empty query removes the last tag.
 * Its value lists the picked options' values in the order they were picked.
 */
export function MultiSelect(props: MultiSelectProps) {
  useValidatedProps('MultiSelect', loadSchema, props)
  const p = withDefaults(props, MULTI_SELECT_DEFAULTS)
  const field = useField<OptionValue[]>('MultiSelect', NONE, {
    ...p,
    validators: props.validators as readonly Validator<OptionValue[]>[] | undefined,
  })
  const values = field.value ?? NONE
  return (
    <SelectBase
      component="MultiSelect"
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
      selected={values}
      multiple
      maximumSelectable={p.maximumSelectable}
      collapseTagsAfter={p.collapseTagsAfter}
      clearOnSelect={p.clearOnSelect}
      onPick={(v) => field.setValue(toggleValue(values, v))}
      onRemove={(v) => field.setValue(removeValue(values, v))}
    />
  )
}
