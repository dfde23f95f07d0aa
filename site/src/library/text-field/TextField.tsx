import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { useValidatedProps } from '../use-validated-props'
import { Affix, controlAttributes } from './control'
import { defaultAutoComplete, TEXT_FIELD_DEFAULTS } from './logic'
import type { TextFieldProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.textFieldSchema)

/**
 * TextField takes one line of text: a label above, optional texts inside the
 * field before and after the value, help text and the validation message
 * below. Its value is a string, '' when empty.
 */
export function TextField(props: TextFieldProps) {
  useValidatedProps('TextField', loadSchema, props)
  const { label, size, isRequired, isOptional, helpText, type, prefix, suffix } = withDefaults(props, TEXT_FIELD_DEFAULTS)
  const field = useField<string>('TextField', '', { ...props, validators: props.validators as readonly Validator<string>[] | undefined })
  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component="TextField">
      <div className={fieldStyles.control}>
        <Affix field={field} which="prefix">
          {prefix}
        </Affix>
        <input
          {...controlAttributes(field, props)}
          className={fieldStyles.input}
          type={type}
          value={field.value}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete ?? defaultAutoComplete(type)}
          maxLength={props.maxLength}
          onChange={(e) => field.setValue(e.target.value)}
          onBlur={field.markTouched}
        />
        <Affix field={field} which="suffix">
          {suffix}
        </Affix>
      </div>
    </FieldFrame>
  )
}
