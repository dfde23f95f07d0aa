import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { Skeleton } from '../loadings/Loading'
import { useValidatedProps } from '../use-validated-props'
import { formatValue, VALIDATION_ICONS, VALUE_LABEL_DEFAULTS, valueLabelState } from './logic'
import type { ValueLabelProps } from './schema'
import styles from './ValueLabel.module.css'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.valueLabelSchema)

/**
 * ValueLabel shows a read-only value under its label (a description list of
 * one term), “Not set” when it is empty, a skeleton while it loads, and a
 * validation state as icon, colour and text together.
 */
export function ValueLabel(props: ValueLabelProps) {
  useValidatedProps('ValueLabel', loadSchema, props)
  const { t, i18n } = useTranslation()
  const hasContent = props.children !== undefined && props.children !== null && props.children !== false
  const state = valueLabelState({ isLoading: props.isLoading, value: props.value, hasContent })
  const { validation } = withDefaults(props, VALUE_LABEL_DEFAULTS)
  const messageId = useId()
  const helpId = useId()
  const described = [validation ? messageId : null, props.helpText ? helpId : null].filter(Boolean).join(' ') || undefined

  let value
  if (state === 'loading') {
    value = (
      <>
        <Skeleton shape="rectangle" width="10rem" />
        <span className={styles.hidden}>{t('value-label.loading')}</span>
      </>
    )
  } else if (state === 'empty') {
    value = <span className={styles.notSet}>{t('value-label.notSet')}</span>
  } else {
    value = hasContent ? props.children : formatValue(props.value as string | number, i18n.language)
  }

  return (
    <dl className={styles.valueLabel} data-value-label="" data-state={state} data-validation={validation?.type ?? 'none'}>
      <dt className={styles.label}>{props.label}</dt>
      <dd className={styles.value} aria-busy={state === 'loading' ? true : undefined} aria-describedby={described}>
        {value}
      </dd>
      {validation && (
        <dd id={messageId} className={styles.validation}>
          <Icon name={VALIDATION_ICONS[validation.type]} size="small" label={t(`value-label.${validation.type}`)} />
          <span>{validation.text}</span>
        </dd>
      )}
      {props.helpText && (
        <dd id={helpId} className={styles.help}>
          {props.helpText}
        </dd>
      )}
    </dl>
  )
}
