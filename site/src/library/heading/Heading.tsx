import { useId, type ElementType } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { useControllable } from '../use-controllable'
import { useValidatedProps } from '../use-validated-props'
import styles from './Heading.module.css'
import { disclosureReducer, HEADING_DEFAULTS, headingLevel, headingSize, stateOf, toggleText } from './logic'
import type { HeadingProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.headingSchema)

/**
 * Heading titles a section: h1–h6 by level, looking like another level by
 * size. An action heading ends with a button or link; a toggle heading ends
 * with a View/Close button (aria-expanded) that shows and hides the region
 * below it, controlled (open, onOpenChange) or not (defaultOpen).
 */
export function Heading(props: HeadingProps) {
  useValidatedProps('Heading', loadSchema, props)
  const { t } = useTranslation()
  const { type, defaultOpen } = withDefaults(props, HEADING_DEFAULTS)
  const level = headingLevel(props.level)
  const size = headingSize(props.level, props.size)
  const H = `h${level}` as ElementType
  const headingId = useId()
  const regionId = useId()
  const buttonTextId = useId()
  const [open, setOpen] = useControllable(props.open, defaultOpen, props.onOpenChange)
  const state = stateOf(open)

  const toggle = () => {
    setOpen(disclosureReducer(state, 'toggle') === 'open')
  }

  let end = null
  if (type === 'action' && props.actionText) {
    const inner = (
      <>
        {props.icon && <Icon name={props.icon} size="small" />}
        <span>{props.actionText}</span>
      </>
    )
    end = props.actionHref ? (
      <a className={styles.action} href={props.actionHref} onClick={props.onAction}>
        {inner}
      </a>
    ) : (
      <button type="button" className={styles.action} onClick={props.onAction}>
        {inner}
      </button>
    )
  } else if (type === 'toggle') {
    end = (
      <button type="button" className={styles.action} aria-expanded={open} aria-controls={regionId} aria-labelledby={`${buttonTextId} ${headingId}`} onClick={toggle}>
        <span id={buttonTextId}>{toggleText(state, props, { view: t('heading.view'), close: t('heading.close') })}</span>
        <Icon name={open ? 'chevron_up' : 'chevron_down'} size="small" />
      </button>
    )
  }

  return (
    <div className={styles.heading} data-heading="" data-type={type} data-size={size} data-state={type === 'toggle' ? state : undefined}>
      <div className={styles.bar}>
        <H id={headingId} className={styles.title}>
          {props.text}
        </H>
        {end}
      </div>
      {type === 'toggle' && (
        <div id={regionId} role="region" aria-labelledby={headingId} className={styles.region} hidden={!open}>
          {props.children}
        </div>
      )}
    </div>
  )
}
