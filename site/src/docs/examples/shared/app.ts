/**
 * The made-up application the layout examples show: an order management tool.
 * Its menus are buttons that answer with a message, so a click in an example
 * stays on the page; an application gives its entries a link or its router's
 * Link instead (see "Links and routing" on the navbar's page).
 */
import type { ActionbarProps } from '@tessera-ds/library/actionbar'
import type { NavbarLink, NavbarProps } from '@tessera-ds/library/navbar'
import { useToast } from '@tessera-ds/library/toaster'
import type { UserMenuProps } from '@tessera-ds/library/user-menu'
import { useCallback } from 'react'
import avatar from './avatar.svg'
import logo from './logo.svg'

export { avatar, logo }

/** Clicked answers a click on an entry, given its title. */
export type Clicked = (title: string) => void

/** useClicked answers a choice with a message that names it. */
export function useClicked(): Clicked {
  const toast = useToast()
  return useCallback((title: string) => toast({ type: 'info', text: `Link clicked: ${title}` }), [toast])
}

/** button makes a menu entry a button that calls onClick. */
function button(onClick: () => void) {
  return { component: 'button', props: { type: 'button', onClick } } as const
}

/** menu is the navbar's menu, with active marked as the current page; its entries answer with clicked. */
export function menu(clicked: Clicked, active = 'Dashboard'): NavbarProps['sections'] {
  const link = (title: string, icon: NavbarLink['icon']): NavbarLink => ({ title, icon, isActive: title === active, ...button(() => clicked(title)) })
  return [
    { title: null, links: [link('Dashboard', 'dashboard')] },
    { title: 'Orders', links: [link('Orders', 'description'), link('Quotes', 'edit')] },
    { title: 'Production', links: [link('Parts', 'interests'), link('Schedule', 'history')] },
  ]
}

/** views are the action bar's list of the orders' views; they answer with clicked. */
export function views(clicked: Clicked): ActionbarProps['items'] {
  const view = (title: string) => ({ title, ...button(() => clicked(title)) })
  return [{ ...view('All orders'), isActive: true }, view('Waiting for approval'), view('In production'), { title: 'Archive', isDisabled: true }]
}

/** userSections are the user menu's entries, other products, then the account's actions; they answer with clicked. */
export function userSections(clicked: Clicked): UserMenuProps['sections'] {
  const action = (title: string) => ({ title, onClick: () => clicked(title) })
  return [
    { title: 'Switch to', links: [action('Customer portal'), action('Service desk')] },
    { title: null, links: [action('Settings'), action('Sign out')] },
  ]
}

/** useMenu is the navbar's menu, answered with a message. */
export function useMenu(active = 'Dashboard'): NavbarProps['sections'] {
  return menu(useClicked(), active)
}

/** useViews is the action bar's views, answered with a message. */
export function useViews(): ActionbarProps['items'] {
  return views(useClicked())
}

/** useUserSections is the user menu's entries, answered with a message. */
export function useUserSections(): UserMenuProps['sections'] {
  return userSections(useClicked())
}

/** quickLinks lead outside the application. */
export const quickLinks: NavbarProps['quickLinks'] = [
  { title: 'Help centre', link: 'https://example.com/help' },
  { title: 'Status page', link: 'https://example.com/status' },
]

/** messagesLink is where the notification row leads: here, the navbar page's part on notifications. */
export const messagesLink = `${import.meta.env.BASE_URL}usage/layouts/navbar#notification`
