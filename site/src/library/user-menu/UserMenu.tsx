import { useCallback, useId, useRef, useState, type MouseEvent } from 'react'
import { useCloseOutside } from '../use-close-outside'
import { useValidatedProps } from '../use-validated-props'
import { initials } from './logic'
import type { UserMenuLink, UserMenuProps } from './schema'
import styles from './UserMenu.module.css'

const loadSchema = () => import('./schema').then((m) => m.userMenuSchema)

/** UserMenu shows the signed-in person and opens their menu of links and actions (buttons). */
export function UserMenu(props: UserMenuProps) {
  useValidatedProps('UserMenu', loadSchema, props)
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  useCloseOutside(open, ref, closeMenu)
  const choose = (link: UserMenuLink, event: MouseEvent) => {
    props.onLinkClick?.(link, event)
    link.onClick?.(event)
    setOpen(false)
  }
  const avatar = props.userAvatar ? <img className={styles.avatar} src={props.userAvatar} alt="" /> : <span className={styles.avatar} aria-hidden="true">{initials(props.userName)}</span>
  return (
    <div ref={ref} className={styles.userMenu} data-state={open ? 'open' : 'closed'} data-narrow={props.isNarrow ? 'true' : 'false'}>
      <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} aria-label={props.isNarrow ? props.userName : undefined}>
        {avatar}
        {!props.isNarrow && (
          <span className={styles.who}>
            <span className={styles.name}>{props.userName}</span>
            {props.userStatus && <span className={styles.status}>{props.userStatus}</span>}
          </span>
        )}
      </button>
      <div id={id} className={styles.popup} hidden={!open}>
        {props.sections.map((s, i) => (
          <div key={s.title ?? i} className={styles.section}>
            {s.title && (
              <div className={styles.sectionTitle} aria-hidden="true">
                {s.title}
              </div>
            )}
            <ul aria-label={s.title ?? undefined}>
              {s.links.map((l) => (
                <li key={l.title}>
                  {l.link === undefined ? (
                    <button type="button" onClick={(event) => choose(l, event)}>
                      {l.title}
                    </button>
                  ) : (
                    <a href={l.link} onClick={(event) => choose(l, event)}>
                      {l.title}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}
