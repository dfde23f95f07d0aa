import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { Popover } from '../popover/Popover'
import { useValidatedProps } from '../use-validated-props'
import styles from './Avatar.module.css'
import { AVATAR_DEFAULTS, AVATAR_SIZES, type AvatarSize, avatarState, initials, toneOf } from './logic'
import type { AvatarProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.avatarSchema)

const sizeOf = (size: unknown): AvatarSize => ((AVATAR_SIZES as readonly unknown[]).includes(size) ? (size as AvatarSize) : AVATAR_DEFAULTS.size)

/** Face draws the picture, the initials or the person icon; it is hidden from screen readers where its container carries the name. */
export function AvatarFace({ name, src, size, label }: { name: string | null | undefined; src: string | null | undefined; size: AvatarSize; label?: string }) {
  const { i18n } = useTranslation()
  const [failed, setFailed] = useState<string | null>(null)
  const state = avatarState(src, failed === src, name)
  // A picture that failed before the page hydrated sent its error event before React listened: the element says so.
  const failedBefore = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) setFailed(src ?? null)
    },
    [src],
  )
  return (
    <span
      className={styles.face}
      data-avatar=""
      data-size={size}
      data-state={state}
      data-tone={toneOf(name)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {state === 'image' && (
        <>
          {/* Under the picture, what shows should it fail before a script can swap it: a page rendered ahead of time */}
          {initials(name, i18n.language) && <span className={styles.initials}>{initials(name, i18n.language)}</span>}
          <img ref={failedBefore} className={styles.image} src={src ?? undefined} alt="" onError={() => setFailed(src ?? null)} />
        </>
      )}
      {state === 'initials' && <span className={styles.initials}>{initials(name, i18n.language)}</span>}
      {state === 'icon' && <Icon name="person" size={size === 'small' ? 'small' : size === 'large' ? 'large' : 'medium'} />}
    </span>
  )
}

/** HoverCard is the popover body of a hoverable avatar: the name, or the given content. */
export function HoverCard({ name, content }: { name: string; content?: ReactNode }) {
  return content !== undefined && content !== null ? <>{content}</> : <span className={styles.popoverName}>{name}</span>
}

/**
 * Avatar shows a person: their picture, or the initials of their name when
 * the picture is missing or fails to load, or a person icon without a name.
 * A hoverable avatar is a button with a popover showing the name (or content)
 * on hover and focus.
 */
export function Avatar(props: AvatarProps) {
  useValidatedProps('Avatar', loadSchema, props)
  const { t } = useTranslation()
  const size = sizeOf(props.size)
  const name = props.name?.trim() ? props.name.trim() : null
  const label = name ?? t('avatar.anonymous')
  if (!props.isHoverable && !props.onClick) {
    return (
      <span className={styles.avatar}>
        <AvatarFace name={name} src={props.src} size={size} label={label} />
      </span>
    )
  }
  const button = (
    <button type="button" className={styles.button} data-hoverable={props.isHoverable ? 'true' : 'false'} onClick={props.onClick}>
      <AvatarFace name={name} src={props.src} size={size} />
      <span className={styles.visuallyHidden}>{label}</span>
    </button>
  )
  if (!props.isHoverable) return button
  return (
    <Popover content={<HoverCard name={label} content={props.content} />} trigger="hover" placement="top" label={label}>
      {button}
    </Popover>
  )
}
