import { FloatingPortal } from '@floating-ui/react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { Spinner } from './Button'
import styles from './Button.module.css'
import { SPLIT_BUTTON_DEFAULTS } from './logic'
import type { SplitButtonProps } from './schema'
import { useSplitButton } from './use-split-button'

const loadSchema = () => import('./schema').then((m) => m.splitButtonSchema)

/**
 * SplitButton is a main action and, behind its arrow button, a menu of
 * related actions (WAI-ARIA menu button: Enter, Space or ArrowDown open it on
 * the first action, ArrowUp on the last; arrows, Home and End move; Escape
 * closes it and returns focus to the arrow button). The arrow button, and
 * so its menu, is named after the main action ("More actions: Save").
 * useSplitButton holds the behaviour.
 */
export function SplitButton(props: SplitButtonProps) {
  useValidatedProps('SplitButton', loadSchema, props)
  const { t } = useTranslation()
  const { label, variant, size, icon, iconPosition, isLoading, isDisabled, type, onClick, defaultOpen } = withDefaults(props, SPLIT_BUTTON_DEFAULTS)
  // actions is required; an empty list stands in while the console says so
  const actions = props.actions ?? []
  const menu = useSplitButton({ open: props.open, defaultOpen, onOpenChange: props.onOpenChange, onClick, actions, isDisabled, isLoading })
  const { open, state } = menu

  const iconEl = icon && !isLoading ? <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} /> : null
  return (
    <div className={styles.split} data-split-button="" data-state={open ? 'open' : 'closed'} role="group" aria-label={label}>
      <div className={styles.group}>
        <button type={type} className={styles.button} data-button="" data-variant={variant} data-size={size} data-state={state} {...menu.getMainButtonProps()}>
          {isLoading && <Spinner />}
          {iconPosition === 'left' && iconEl}
          <span className={styles.label}>{label}</span>
          {iconPosition === 'right' && iconEl}
        </button>
        <button
          className={styles.button}
          data-button=""
          data-variant={variant}
          data-size={size}
          data-state={state}
          data-icon-only="true"
          // named after its own main action, so that the page's split buttons and their menus (labelled by this button) differ
          aria-label={`${t('button.moreActions')}: ${label}`}
          {...menu.getArrowButtonProps()}
        >
          <Icon name="chevron_down" size={size === 'small' ? 'small' : 'medium'} />
        </button>
      </div>
      {open && (
        <FloatingPortal>
          <ul className={styles.menu} {...menu.getMenuProps()}>
            {actions.map((a, i) => (
              <li key={`${i}-${a.label}`} className={styles.item} {...menu.getItemProps(i)}>
                {a.icon && <Icon name={a.icon} size="small" />}
                <span>{a.label}</span>
              </li>
            ))}
          </ul>
        </FloatingPortal>
      )}
    </div>
  )
}
