/**
 * Demo data and frames shared by the layout pages: a made-up order
 * management application, so the examples look like a real product and
 * nothing in them leaves the page.
 */
import { useCallback, type CSSProperties, type MouseEvent, type ReactNode } from 'react'
import { Actionbar } from '../../../library/actionbar/Actionbar'
import type { ActionbarProps } from '../../../library/actionbar/schema'
import { Navbar } from '../../../library/navbar/Navbar'
import type { NavbarLink, NavbarProps } from '../../../library/navbar/schema'
import { useToast } from '../../../library/toaster/Toaster'
import type { UserMenuLink, UserMenuProps } from '../../../library/user-menu/schema'
import avatarUrl from './avatar.svg'
import styles from './demo.module.css'
import logoUrl from './logo.svg'

export const DEMO_LOGO = logoUrl
export const DEMO_AVATAR = avatarUrl

/** demoSections is the menu of the demo application, with one link marked as the current page. */
export function demoSections(active = 'Dashboard'): NavbarProps['sections'] {
  const link = (title: string, icon: NavbarLink['icon']): NavbarLink => ({ title, icon, isActive: title === active, props: { href: `#${title.toLowerCase()}` } })
  return [
    { title: null, links: [link('Dashboard', 'dashboard')] },
    { title: 'Orders', links: [link('Orders', 'description'), link('Quotes', 'edit')] },
    { title: 'Production', links: [link('Parts', 'interests'), link('Schedule', 'history')] },
  ]
}

/** SECTIONS_CODE is how demoSections reads in an application's code. */
export const SECTIONS_CODE = `const sections = [
  {
    title: null,
    links: [
      { title: 'Dashboard', icon: 'dashboard', isActive: true,
        props: { href: '/dashboard' } },
    ],
  },
  {
    title: 'Orders',
    links: [
      { title: 'Orders', icon: 'description',
        props: { href: '/orders' } },
      { title: 'Quotes', icon: 'edit', props: { href: '/quotes' } },
    ],
  },
  {
    title: 'Production',
    links: [
      { title: 'Parts', icon: 'interests', props: { href: '/parts' } },
      { title: 'Schedule', icon: 'history',
        props: { href: '/schedule' } },
    ],
  },
]`

export const DEMO_QUICK_LINKS: NavbarProps['quickLinks'] = [
  { title: 'Help centre', link: 'https://example.com/help' },
  { title: 'Status page', link: 'https://example.com/status' },
]

export const DEMO_USER_SECTIONS: UserMenuProps['sections'] = [
  { title: 'Switch to', links: [{ title: 'Customer portal', link: '#customer-portal' }, { title: 'Service desk', link: '#service-desk' }] },
  { title: null, links: [{ title: 'Settings', link: '#settings' }, { title: 'Sign out', link: '#sign-out' }] },
]

export const USER_SECTIONS_CODE = `const sections = [
  {
    title: 'Switch to',
    links: [
      { title: 'Customer portal', link: '/portal' },
      { title: 'Service desk', link: '/service' },
    ],
  },
  {
    title: null,
    links: [
      { title: 'Settings', link: '/settings' },
      { title: 'Sign out', link: '/sign-out' },
    ],
  },
]`

export const DEMO_ACTIONBAR_ITEMS: ActionbarProps['items'] = [
  { title: 'All orders', isActive: true, props: { href: '#all-orders' } },
  { title: 'Waiting for approval', props: { href: '#waiting' } },
  { title: 'In production', props: { href: '#in-production' } },
  { title: 'Archive', isDisabled: true },
]

/**
 * useDemoClicks keeps the examples on the page: a click on a demo link is
 * answered with a toast instead of a navigation.
 */
export function useDemoClicks() {
  const toast = useToast()
  const clicked = useCallback(
    (title: string, event?: MouseEvent) => {
      event?.preventDefault()
      toast({ type: 'info', text: `Link clicked: ${title}` })
    },
    [toast],
  )
  return {
    clicked,
    onNavbarLink: (link: NavbarLink, event: MouseEvent) => clicked(link.title, event),
    onUserLink: (link: UserMenuLink, event: MouseEvent) => clicked(link.title, event),
    onLogo: () => toast({ type: 'info', text: 'Logo clicked' }),
  }
}

/** withClicks gives every action bar item a click that toasts instead of navigating. */
export function withClicks(items: ActionbarProps['items'], clicked: (title: string, event?: MouseEvent) => void): ActionbarProps['items'] {
  return items.map((item) => ({ ...item, props: { ...item.props, onClick: (e: MouseEvent) => clicked(item.title, e) } }))
}

export interface FrameProps {
  children: ReactNode
  /** height of the frame; 24rem unless told */
  height?: string
  /** minWidth keeps a wide composition readable: narrower screens scroll it inside its block */
  minWidth?: string
  column?: boolean
  /** align puts the content at the bottom, e.g. a user menu that opens upwards */
  align?: 'start' | 'end'
}

/**
 * Frame shows layout components the way an application has them, inside a
 * box of the page: navbar and action bar take the frame's height instead of
 * the window's, and nothing inside can cover the site's own bars.
 */
export function Frame({ children, height = '24rem', minWidth, column, align = 'start' }: FrameProps) {
  const style = { height, minWidth } as CSSProperties
  return (
    <div className={styles.frame} style={style} data-column={column ? 'true' : 'false'} data-align={align}>
      {children}
    </div>
  )
}

/** Workspace is the made-up content beside the bars: a title and some lines standing for a page. */
export function Workspace({ title = 'Dashboard', lines = 3, children }: { title?: string; lines?: number; children?: ReactNode }) {
  return (
    <div className={styles.workspace}>
      <div className={styles.wsTitle}>{title}</div>
      {children}
      <div className={styles.wsLines} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.wsLine} style={{ width: `${90 - i * 17}%` }} />
        ))}
      </div>
    </div>
  )
}

/** DemoNavbar is the demo application's navbar with its menu, the clicks kept on the page. */
export function DemoNavbar(props: Partial<NavbarProps> & { label: string }) {
  const { onNavbarLink, onLogo } = useDemoClicks()
  return <Navbar logoUrl={DEMO_LOGO} logoAlt="Example app home" sections={demoSections()} variant="side" onLinkClick={onNavbarLink} onLogoClick={onLogo} {...props} />
}

/** DemoActionbar is the demo application's action bar of orders. */
export function DemoActionbar(props: Partial<ActionbarProps>) {
  const { clicked } = useDemoClicks()
  return <Actionbar headerTitle="Orders" variant="side" {...props} items={withClicks(props.items ?? DEMO_ACTIONBAR_ITEMS, clicked)} />
}
