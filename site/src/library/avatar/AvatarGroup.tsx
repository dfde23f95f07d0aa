import { useTranslation } from 'react-i18next'
import { Popover } from '../popover/Popover'
import { useValidatedProps } from '../use-validated-props'
import { AvatarFace, HoverCard } from './Avatar'
import styles from './Avatar.module.css'
import { AVATAR_GROUP_DEFAULTS, AVATAR_SIZES, type AvatarSize, groupLayout } from './logic'
import type { AvatarGroupProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.avatarGroupSchema)

const sizeOf = (size: unknown): AvatarSize => ((AVATAR_SIZES as readonly unknown[]).includes(size) ? (size as AvatarSize) : AVATAR_GROUP_DEFAULTS.size)

/**
 * AvatarGroup shows a few people side by side, or stacked, and counts the
 * rest in a "+N" badge. Hoverable, every avatar has a popover with the name,
 * and the badge one with the names it stands for.
 */
export function AvatarGroup(props: AvatarGroupProps) {
  useValidatedProps('AvatarGroup', loadSchema, props)
  const { t } = useTranslation()
  const size = sizeOf(props.size)
  const items = Array.isArray(props.items) ? props.items.filter((i) => i && typeof i.name === 'string') : []
  const { shown, hidden, rest } = groupLayout(items, props.count)
  const hoverable = withDefaults(props, AVATAR_GROUP_DEFAULTS).isHoverable
  const more = t('avatar.more', { count: rest })
  const badge = (
    <span className={styles.count} data-size={size} aria-hidden="true">
      +{rest}
    </span>
  )
  return (
    <ul className={styles.group} data-avatar-group="" data-stack={props.isStack ? 'true' : 'false'} data-size={size} aria-label={props.label ?? t('avatar.group')}>
      {shown.map((item, index) => (
        <li key={`${index}-${item.name}`} className={styles.member}>
          {hoverable ? (
            <Popover content={<HoverCard name={item.name} content={props.content?.({ name: item.name, src: item.src ?? null })} />} trigger="hover" placement="top" label={item.name}>
              <button type="button" className={styles.button} data-hoverable="true">
                <AvatarFace name={item.name} src={item.src} size={size} />
                <span className={styles.visuallyHidden}>{item.name}</span>
              </button>
            </Popover>
          ) : (
            <span className={styles.avatar}>
              <AvatarFace name={item.name} src={item.src} size={size} label={item.name} />
            </span>
          )}
        </li>
      ))}
      {rest > 0 && (
        <li className={styles.member} data-count={rest}>
          {hoverable ? (
            <Popover
              content={
                <ul className={styles.names}>
                  {hidden.map((item, index) => (
                    <li key={`${index}-${item.name}`}>{item.name}</li>
                  ))}
                </ul>
              }
              trigger="hover"
              placement="top"
              label={more}
            >
              <button type="button" className={styles.button} data-hoverable="true">
                {badge}
                <span className={styles.visuallyHidden}>{more}</span>
              </button>
            </Popover>
          ) : (
            <span className={styles.avatar} role="img" aria-label={more}>
              {badge}
            </span>
          )}
        </li>
      )}
    </ul>
  )
}
