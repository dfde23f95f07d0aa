import { useEffect, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import type { Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import { Icon } from '../icon/Icon'
import { controlAttributes } from '../text-field/control'
import { useValidatedProps } from '../use-validated-props'
import { PASSWORD_FIELD_DEFAULTS, passwordInputType, passwordReducer, toggleLabelKey } from './logic'
import styles from './PasswordField.module.css'
import type { PasswordFieldProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.passwordFieldSchema)

/**
 * PasswordField takes a password, hidden as dots, with a toggle button that
 * shows it as text and hides it again (aria-pressed while shown, its label
 * saying what a press does). A disabled field hides the password.
 */
export function PasswordField(props: PasswordFieldProps) {
  useValidatedProps('PasswordField', loadSchema, props)
  const { t } = useTranslation()
  const { label, size, isRequired, isOptional, helpText, isDisabled, autoComplete } = withDefaults(props, PASSWORD_FIELD_DEFAULTS)
  const field = useField<string>('PasswordField', '', { ...props, validators: props.validators as readonly Validator<string>[] | undefined })
  const [visibility, dispatch] = useReducer(passwordReducer, 'hidden')
  useEffect(() => {
    if (isDisabled) dispatch('hide')
  }, [isDisabled])
  const shown = visibility === 'shown'
  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component="PasswordField">
      <div className={fieldStyles.control} data-password={visibility}>
        <input
          {...controlAttributes(field, props)}
          className={fieldStyles.input}
          type={passwordInputType(visibility)}
          value={field.value}
          placeholder={props.placeholder}
          autoComplete={autoComplete}
          maxLength={props.maxLength}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(e) => field.setValue(e.target.value)}
          onBlur={field.markTouched}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={t(toggleLabelKey(visibility))}
          aria-pressed={shown}
          aria-controls={field.id}
          title={t(toggleLabelKey(visibility))}
          disabled={isDisabled || undefined}
          onClick={() => dispatch('toggle')}
        >
          <Icon name={shown ? 'lock_open' : 'lock'} size="small" />
        </button>
      </div>
    </FieldFrame>
  )
}
