import type { ReactNode } from 'react'
import type { UserMenuProps } from '../../library/user-menu/schema'
import { UserMenu } from '../../library/user-menu/UserMenu'
import { useUserSections } from '../examples/shared/app'
import { Frame } from '../pages/layouts/frame'
import frame from '../pages/layouts/frame.module.css'

/** navbarsFrame gives each of the example's navbars a box of its own, as high as an application window (26rem) instead of the page. */
export const navbarsFrame = (live: ReactNode) => <div className={frame.framedColumns}>{live}</div>

/** userStrip shows the example's user menus side by side at the bottom of a box, where their menus open upwards. */
export const userStrip = (live: ReactNode) => (
  <Frame height="16rem" align="end">
    <div className={frame.userStrip}>{live}</div>
  </Frame>
)

/** DemoUserMenu is the user menu with the made-up application's entries answered on the page. */
export function DemoUserMenu(props: Partial<UserMenuProps>) {
  return <UserMenu userName="Jo Example" {...props} sections={useUserSections()} />
}

/** quiet is the click of the entries the page only shows or checks. */
export const quiet = () => {}

/** USER_SECTIONS_CODE is an application's user menu: links to other products and pages, and an action. */
const USER_SECTIONS_CODE = `const sections = [
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

/** ROUTING_CODE is the page's code for routing inside a single-page application: the sections and a user menu that hands its links to the router. */
export const ROUTING_CODE = `${USER_SECTIONS_CODE}

const navigate = useNavigate()

<UserMenu
  userName="Jo Example"
  sections={sections}
  onLinkClick={(link, event) => {
    if (link.link === undefined) return // an action: its onClick runs
    event.preventDefault()
    navigate(link.link)
  }}
/>`
