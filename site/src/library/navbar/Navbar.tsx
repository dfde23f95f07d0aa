import { useCallback, useId, useRef, useState, useSyncExternalStore, type ElementType, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { TOP_BAR_QUERY, useMediaQuery } from '../use-media-query'
import { useCloseOutside } from '../use-close-outside'
import { useHydrating } from '../use-hydrating'
import { useValidatedProps } from '../use-validated-props'
import styles from './Navbar.module.css'
import type { NavbarLink, NavbarProps } from './schema'
import { withDefaults } from '../with-defaults'
import { NAVBAR_DEFAULTS } from './logic'

const loadSchema = () => import('./schema').then((m) => m.navbarSchema)

/**
 * Look is what the side bar shows: wide, narrow, or both while a narrow mode
 * inherited from <html data-navbar-narrow> is not known yet (the server's
 * render and its hydration), when the stylesheet shows the parts of the one
 * the attribute asks for, so the first paint is already right.
 */
type Look = 'wide' | 'narrow' | 'both'

/** Only renders children in a look that has them; in both, marked for the stylesheet to show in one look. */
function Only({ look, when, children }: { look: Look; when: 'wide' | 'narrow'; children: ReactNode }) {
  if (look === 'both') {
    return (
      <span className={styles.only} data-only={when}>
        {children}
      </span>
    )
  }
  return look === when ? children : null
}

const noSubscription = () => () => {}

function subscribeHtmlNarrow(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-navbar-narrow'] })
  return () => observer.disconnect()
}

/**
 * useInheritedNarrow reads <html data-navbar-narrow> ("true": narrow) when on,
 * and follows it; null while it cannot be read (on the server, and while
 * hydrating what the server rendered, until the navbar renders as the client).
 */
function useInheritedNarrow(on: boolean): boolean | null {
  const hydrating = useHydrating()
  const server = () => (on ? null : false)
  return useSyncExternalStore(
    on ? subscribeHtmlNarrow : noSubscription,
    hydrating ? server : () => on && document.documentElement.dataset.navbarNarrow === 'true',
    server,
  )
}

function MenuLink({ link, look, onClick }: { link: NavbarLink; look: Look; onClick?: (link: NavbarLink, event: MouseEvent) => void }) {
  const narrow = look === 'narrow'
  const Component: ElementType = link.component ?? 'a'
  const own = link.props?.onClick as ((event: MouseEvent) => void) | undefined
  return (
    <Component
      {...link.props}
      className={styles.link}
      aria-current={link.isActive ? 'page' : undefined}
      aria-label={narrow ? link.title : undefined}
      title={narrow ? link.title : undefined}
      data-active={link.isActive ? 'true' : 'false'}
      onClick={(event: MouseEvent) => {
        onClick?.(link, event)
        own?.(event)
      }}
    >
      <Icon name={link.icon} />
      <Only look={look} when="wide">
        <span className={styles.linkTitle}>{link.title}</span>
      </Only>
    </Component>
  )
}

function Menu({ props, look, onNavigate }: { props: NavbarProps; look: Look; onNavigate?: () => void }) {
  const narrow = look === 'narrow'
  const { t } = useTranslation()
  const level = props.headingLevel !== undefined && props.headingLevel >= 2 && props.headingLevel <= 6 ? Math.trunc(props.headingLevel) : NAVBAR_DEFAULTS.headingLevel
  const Heading = `h${level}` as ElementType
  const onLinkClick = (link: NavbarLink, event: MouseEvent) => {
    props.onLinkClick?.(link, event)
    onNavigate?.()
  }
  return (
    <>
      {props.notification && (
        <a className={styles.notification} href={props.notification.link} aria-label={narrow ? `${props.notification.title}: ${props.notification.count}` : undefined}>
          <Icon name="notifications" />
          <Only look={look} when="wide">
            <span className={styles.linkTitle}>{props.notification.title}</span>
          </Only>
          {props.notification.count !== 0 && <span className={styles.count}>{props.notification.count}</span>}
        </a>
      )}
      {props.sections.map((section, i) => (
        <div className={styles.section} key={section.title ?? `section-${i}`}>
          {section.title && (
            <Only look={look} when="wide">
              <Heading className={styles.sectionTitle}>{section.title}</Heading>
            </Only>
          )}
          <ul className={styles.links} aria-label={section.title ?? undefined}>
            {section.links.map((link) => (
              <li key={link.title}>
                <MenuLink link={link} look={look} onClick={onLinkClick} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {props.quickLinks && props.quickLinks.length > 0 && (
        <div className={styles.section}>
          <Only look={look} when="wide">
            <Heading className={styles.sectionTitle}>{t('navbar.quickLinksTitle')}</Heading>
          </Only>
          <ul className={styles.links} aria-label={t('navbar.quickLinksTitle')}>
            {props.quickLinks.map((q) => (
              <li key={q.title}>
                <a className={styles.link} href={q.link} target="_blank" rel="noopener noreferrer" title={narrow ? q.title : undefined} aria-label={narrow ? q.title : undefined} onClick={onNavigate}>
                  <Only look={look} when="narrow">
                    <Icon name="open_in_new" />
                  </Only>
                  <Only look={look} when="wide">
                    <span className={styles.linkTitle}>{q.title}</span>
                    <Icon name="open_in_new" size="small" />
                  </Only>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

/**
 * Navbar is the application's main navigation: a side bar that can be
 * narrow, and a top bar with a dropdown menu below 840 px (variant 'auto'),
 * or always one of the two (variant 'side' or 'top').
 */
export function Navbar(props: NavbarProps) {
  useValidatedProps('Navbar', loadSchema, props)
  const { t } = useTranslation()
  const { variant, label, isNarrow, theme, logoAlt } = withDefaults(props, NAVBAR_DEFAULTS)
  const small = useMediaQuery(TOP_BAR_QUERY)
  const top = variant === 'top' || (variant === 'auto' && small === true)
  const pending = variant === 'auto' && small === null
  const inherited = useInheritedNarrow(isNarrow === 'inherit')
  const narrow = !top && (isNarrow === 'inherit' ? inherited === true : isNarrow)
  const look: Look = isNarrow === 'inherit' && inherited === null ? 'both' : narrow ? 'narrow' : 'wide'
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const menuId = useId()
  // Only the top bar has a menu to dismiss. The side bar must not share its
  // ref: when the unsettled render's two bars become one, the bar that goes
  // would set a shared ref to null, and every press would then be outside.
  const topRef = useRef<HTMLElement>(null)

  useCloseOutside(open, topRef, closeMenu)

  const logo = (
    <button type="button" className={styles.logo} onClick={props.onLogoClick}>
      <img src={props.logoUrl} alt={logoAlt} />
    </button>
  )

  // Before the width is known (the server's render and its hydration) an
  // auto navbar renders both bars, and the stylesheet shows the one the
  // width asks for (data-media), so the first paint is already right.
  const media = (m: 'narrow' | 'wide') => (pending ? m : undefined)

  const topBar = (
    <nav key="top" ref={topRef} className={styles.navbar} data-navbar="" data-variant="top" data-media={media('narrow')} data-theme={theme} data-narrow="false" data-state={open ? 'open' : 'closed'} aria-label={label}>
      <div className={styles.bar}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={menuId} aria-label={open ? t('navbar.menuCollapse') : t('navbar.menuExpand')} onClick={() => setOpen(!open)}>
          <Icon name={open ? 'close' : 'menu'} />
        </button>
        {logo}
        {props.search && <div className={styles.search}>{props.search(true)}</div>}
        {props.notification &&
          (props.notification.count !== 0 ? (
            <a className={styles.bubble} href={props.notification.link} aria-label={`${props.notification.title}: ${props.notification.count}`}>
              {props.notification.count}
            </a>
          ) : (
            <a className={styles.bell} href={props.notification.link} aria-label={props.notification.title}>
              <Icon name="notifications" />
            </a>
          ))}
      </div>
      <div id={menuId} className={styles.dropdown} hidden={!open}>
        {/* closed, and no script to open it yet: the menu comes with the width (the side bar has it meanwhile) */}
        {!pending && (
          <>
            <Menu props={props} look="wide" onNavigate={() => setOpen(false)} />
            {props.footer && <div className={styles.footer}>{props.footer}</div>}
          </>
        )}
      </div>
    </nav>
  )

  const sideBar = (
    <nav
      key="side"
      className={styles.navbar}
      data-navbar=""
      data-variant="side"
      data-media={media('wide')}
      data-theme={theme}
      data-narrow={look === 'both' ? 'inherit' : narrow ? 'true' : 'false'}
      aria-label={label}
    >
      <div className={styles.header}>
        <Only look={look} when="wide">
          {logo}
        </Only>
        <button
          type="button"
          className={styles.toggle}
          aria-label={narrow ? t('navbar.menuExpand') : t('navbar.menuCollapse')}
          title={narrow ? t('navbar.menuExpand') : t('navbar.menuCollapse')}
          onClick={() => props.onNarrowChange?.(!narrow)}
        >
          <Only look={look} when="narrow">
            <Icon name="menu" />
          </Only>
          <Only look={look} when="wide">
            <Icon name="left_panel_close" />
          </Only>
        </button>
      </div>
      {props.search && (
        <div className={styles.search}>
          <Only look={look} when="narrow">
            {props.search(true)}
          </Only>
          <Only look={look} when="wide">
            {props.search(false)}
          </Only>
        </div>
      )}
      <div className={styles.body}>
        <Menu props={props} look={look} />
      </div>
      {props.footer && (
        <Only look={look} when="wide">
          <div className={styles.footer}>{props.footer}</div>
        </Only>
      )}
    </nav>
  )

  if (pending) {
    return (
      <>
        {sideBar}
        {topBar}
      </>
    )
  }
  return top ? topBar : sideBar
}
