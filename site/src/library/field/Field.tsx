import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { VALIDATION_ICONS } from '../value-label/logic'
import type { FieldApi } from './use-field'
import type { FieldSize } from './logic'
import styles from './Field.module.css'
import { FIELD_DEFAULTS } from './logic'

/** FieldFrameProps are what the frame around a control shows. */
export interface FieldFrameProps {
  field: FieldApi<unknown>
  label: string
  size?: FieldSize
  isRequired?: boolean
  isOptional?: boolean
  helpText?: string | null
  /** labelFor is the control the label names; omit it for a group, whose frame is a fieldset with a legend. */
  labelFor?: string
  /** component names the field, as data-field. */
  component: string
  children: ReactNode
}

/**
 * FieldFrame lays out a field: its label (with the asterisk or “(Optional)”),
 * the control, the help text and the shown validation message with its icon.
 * A group of controls (radio group, toggle group, range) gets a fieldset and
 * a legend instead of a label.
 */
export function FieldFrame({ field, label, size = FIELD_DEFAULTS.size, isRequired, isOptional, helpText, labelFor, component, children }: FieldFrameProps) {
  const { t } = useTranslation()
  const shown = field.shown && field.shown.type !== 'empty' ? field.shown : null
  const caption = (
    <>
      {label}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      )}
      {isOptional && !isRequired && <span className={styles.optional}> {t('form-fields.optional')}</span>}
    </>
  )
  const foot = (
    <>
      {helpText && (
        <p id={field.helpId} className={styles.help}>
          {helpText}
        </p>
      )}
      {shown && shown.text && (
        <p id={field.messageId} className={styles.message} data-validation={shown.type}>
          <Icon name={VALIDATION_ICONS[shown.type]} size="small" />
          <span>{shown.text}</span>
        </p>
      )}
    </>
  )
  const common = { className: styles.field, 'data-field': component, 'data-state': field.state, 'data-size': size }
  if (labelFor === undefined) {
    return (
      <fieldset {...common} aria-describedby={field.describedBy} disabled={field.state === 'disabled' || undefined}>
        <legend className={styles.label}>{caption}</legend>
        {children}
        {foot}
      </fieldset>
    )
  }
  return (
    <div {...common}>
      <label className={styles.label} htmlFor={labelFor}>
        {caption}
      </label>
      {children}
      {foot}
    </div>
  )
}
