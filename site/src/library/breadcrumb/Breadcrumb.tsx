import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { isIconName } from '../icon/names'
import { useValidatedProps } from '../use-validated-props'
import styles from './Breadcrumb.module.css'
import { BREADCRUMB_DEFAULTS, crumbState, DEFAULT_SEPARATOR, isClickable } from './logic'
import type { BreadcrumbProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.breadcrumbSchema)

/**
 * Breadcrumb shows where the reader is in a trail of pages or a sequence of
 * steps: a nav landmark with an ordered list, the active item marked with
 * aria-current, completed items as buttons that lead back, and an icon or a
 * text between the items.
 */
export function Breadcrumb(props: BreadcrumbProps) {
  useValidatedProps('Breadcrumb', loadSchema, props)
  const { t } = useTranslation()
  const items = Array.isArray(props.items) ? props.items : []
  const { separator, current } = withDefaults(props, BREADCRUMB_DEFAULTS)
  const sep =
    separator.style === 'text' ? (
      <span className={styles.separator} aria-hidden="true" data-separator="text">
        {separator.value}
      </span>
    ) : (
      <span className={styles.separator} aria-hidden="true" data-separator="icon">
        <Icon name={isIconName(separator.value) ? separator.value : DEFAULT_SEPARATOR.value} size="small" />
      </span>
    )
  return (
    <nav className={styles.breadcrumb} aria-label={props.label ?? t('breadcrumb.label')} data-breadcrumb="">
      <ol className={styles.list}>
        {items.map((item, index) => {
          const state = crumbState(item, index, props.activeIndex)
          const completed = current === 'step' && item.isCompleted && <span className={styles.visuallyHidden}> ({t('breadcrumb.completed')})</span>
          return (
            <li key={`${index}-${item.title}`} className={styles.item} data-state={state}>
              {isClickable(state) ? (
                <button type="button" className={styles.crumb} onClick={item.onClick}>
                  {item.title}
                  {completed}
                </button>
              ) : (
                <span className={styles.crumb} aria-current={state === 'active' ? current : undefined}>
                  {item.title}
                  {completed}
                </span>
              )}
              {index < items.length - 1 && sep}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
