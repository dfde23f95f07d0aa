import { useTranslation } from 'react-i18next'
import { nextOpenState, openStateOf } from '../accordion/logic'
import { Icon } from '../icon/Icon'
import { useControllable } from '../use-controllable'
import { useValidatedProps } from '../use-validated-props'
import styles from './Banner.module.css'
import { BANNER_DEFAULTS, BANNER_ICONS, bannerRole, bannerType, canClose } from './logic'
import type { BannerProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.bannerSchema)

/**
 * Banner is a message across the page: an error (role alert), or information,
 * a success or a warning (role status), with an optional header, one action
 * and a close button. Closed, it renders nothing until it is opened again:
 * controlled with open and onOpenChange, or uncontrolled from defaultOpen.
 */
export function Banner(props: BannerProps) {
  useValidatedProps('Banner', loadSchema, props)
  const { t } = useTranslation()
  const { type: typeProp, closable, defaultOpen } = withDefaults(props, BANNER_DEFAULTS)
  const [open, setOpen] = useControllable(props.open, defaultOpen, props.onOpenChange)
  if (!open) return null
  const close = () => {
    const next = nextOpenState(openStateOf(open), 'close') === 'open'
    if (next !== open) setOpen(next)
  }
  const type = bannerType(typeProp)
  const icon = props.icon === undefined ? BANNER_ICONS[type] : props.icon
  const action = props.action
  return (
    <div className={styles.banner} data-banner="" data-type={type} data-state="open" role={bannerRole(type)}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
      )}
      <div className={styles.body}>
        <span className={styles.visuallyHidden}>{t(`banner.type.${type}`)}: </span>
        {props.header && <strong className={styles.header}>{props.header}</strong>}
        {props.text && <p className={styles.text}>{props.text}</p>}
        {props.children !== undefined && props.children !== null && <div className={styles.text}>{props.children}</div>}
      </div>
      {action && (
        <div className={styles.actions}>
          {action.href ? (
            <a className={styles.action} href={action.href} onClick={action.onClick}>
              {action.label}
            </a>
          ) : (
            <button type="button" className={styles.action} onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </div>
      )}
      {canClose(closable, 'open') && (
        <button type="button" className={styles.close} aria-label={t('banner.close')} title={t('banner.close')} onClick={close}>
          <Icon name="close" size="small" />
        </button>
      )}
    </div>
  )
}
