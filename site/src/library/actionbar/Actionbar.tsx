import { useId, type ElementType } from 'react'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import styles from './Actionbar.module.css'
import type { ActionbarProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.actionbarSchema)

/**
 * Actionbar is the secondary navigation beside the navbar: a title and the
 * pages or actions of the current section. It is a navigation landmark named
 * by its title.
 */
export function Actionbar(props: ActionbarProps) {
  useValidatedProps('Actionbar', loadSchema, props)
  const titleId = useId()
  return (
    <nav className={styles.actionbar} data-actionbar="" data-variant={props.variant ?? 'auto'} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {props.headerTitle}
      </h2>
      <ul className={styles.items}>
        {props.items.map((item) => {
          const Component: ElementType = item.isDisabled ? 'span' : (item.component ?? 'a')
          return (
            <li key={item.title}>
              <Component
                {...(item.isDisabled ? {} : item.props)}
                className={styles.item}
                aria-current={item.isActive ? 'page' : undefined}
                aria-disabled={item.isDisabled || undefined}
                data-active={item.isActive ? 'true' : 'false'}
              >
                <span className={styles.label}>{item.title}</span>
                {item.badges?.map((b) => (
                  <abbr key={b.text} className={styles.badge} data-badge={b.text} title={b.description}>
                    {b.text}
                  </abbr>
                ))}
                <Icon name="chevron_right" size="small" />
              </Component>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
