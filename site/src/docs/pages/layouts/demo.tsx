/**
 * Demo data and frames shared by the layout pages: a made-up order
 * management application, so the examples look like a real product and
 * nothing in them leaves the page.
 */
import { useCallback, type CSSProperties, type ReactNode } from 'react'
import type { ActionbarProps } from '../../../library/actionbar/schema'
import type { NavbarLink, NavbarProps } from '../../../library/navbar/schema'
import { useToast } from '../../../library/toaster/Toaster'
import type { UserMenuProps } from '../../../library/user-menu/schema'
import avatarUrl from '../../examples/shared/avatar.svg'
import styles from './demo.module.css'
import logoUrl from '../../examples/shared/logo.svg'

export const DEMO_LOGO = logoUrl
export const DEMO_AVATAR = avatarUrl

/** DEMO_MESSAGES is where the demo navbars' notification row leads: the navbar page's part on notifications. */
export const DEMO_MESSAGES = `${import.meta.env.BASE_URL}usage/layouts/navbar#notification`

/** Say answers a choice in the demo application. */
export type Say = (title: string) => void

/** useDemoToast answers a choice in the demo application with a toast, so the examples stay on the page. */
export function useDemoToast(): Say {
  const toast = useToast()
  return useCallback((title: string) => toast({ type: 'info', text: `Link clicked: ${title}` }), [toast])
}

/** BUTTON makes a menu entry of the navbar or the action bar a button; saying gives it its click. */
const BUTTON = { component: 'button', props: { type: 'button' } } as const

/** saying gives every button entry of a navbar or action bar menu a click that says what was chosen. */
export function saying<T extends { title: string; component?: unknown; props?: Record<string, unknown> }>(items: readonly T[], say: Say): T[] {
  return items.map((i) => (i.component === 'button' ? { ...i, props: { ...i.props, onClick: () => say(i.title) } } : i))
}

/** sayingSections does what saying does for every section of a navbar or user menu. */
export function sayingSections<S extends { links: readonly { title: string }[] }>(sections: readonly S[], say: Say): S[] {
  return sections.map((s) => ({
    ...s,
    links: s.links.map((l) => {
      const link = l as { title: string; component?: unknown; link?: string; onClick?: unknown }
      if (link.component === 'button') return saying([link], say)[0]
      if ('onClick' in link && link.link === undefined) return { ...link, onClick: () => say(link.title) }
      return link
    }),
  }))
}

/** demoSections is the menu of the demo application, with one entry marked as the current page; its entries are buttons. */
export function demoSections(active = 'Dashboard'): NavbarProps['sections'] {
  const link = (title: string, icon: NavbarLink['icon']): NavbarLink => ({ title, icon, isActive: title === active, ...BUTTON })
  return [
    { title: null, links: [link('Dashboard', 'dashboard')] },
    { title: 'Orders', links: [link('Orders', 'description'), link('Quotes', 'edit')] },
    { title: 'Production', links: [link('Parts', 'interests'), link('Schedule', 'history')] },
  ]
}

export const DEMO_QUICK_LINKS: NavbarProps['quickLinks'] = [
  { title: 'Help centre', link: 'https://example.com/help' },
  { title: 'Status page', link: 'https://example.com/status' },
]

const quiet = () => {}

/** DEMO_USER_SECTIONS are the user menu's entries, actions each (sayingSections gives them their click). */
export const DEMO_USER_SECTIONS: UserMenuProps['sections'] = [
  { title: 'Switch to', links: [{ title: 'Customer portal', onClick: quiet }, { title: 'Service desk', onClick: quiet }] },
  { title: null, links: [{ title: 'Settings', onClick: quiet }, { title: 'Sign out', onClick: quiet }] },
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
      { title: 'Sign out', onClick: () => signOut() },
    ],
  },
]`

/** DEMO_ACTIONBAR_ITEMS are the demo action bar's views, buttons each (saying gives them their click). */
export const DEMO_ACTIONBAR_ITEMS: ActionbarProps['items'] = [
  { title: 'All orders', isActive: true, ...BUTTON },
  { title: 'Waiting for approval', ...BUTTON },
  { title: 'In production', ...BUTTON },
  { title: 'Archive', isDisabled: true },
]

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
