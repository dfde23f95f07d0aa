import type { ReactNode } from 'react'
import { Navbar } from '../../library/navbar/Navbar'
import type { NavbarProps } from '../../library/navbar/schema'
import { useMenu } from '../examples/shared/app'
import { Frame, Workspace } from '../pages/layouts/frame'

/** inFrame shows the examples' navbars in a box of the page, with a made-up workspace beside them unless told. */
export const inFrame =
  (height: string, { column = false, workspace = true } = {}) =>
  (live: ReactNode) => (
    <Frame height={height} column={column}>
      {live}
      {workspace && <Workspace />}
    </Frame>
  )

/** PlaygroundNavbar is the navbar of the playground, with the made-up application's menu answered on the page. */
export function PlaygroundNavbar(props: NavbarProps) {
  return <Navbar {...props} sections={useMenu()} />
}

/** quiet is the click of the menus the page only shows or checks. */
export const quiet = () => {}

/** ROUTING_CODE is the code that passes a router's link to the navbar. */
export const ROUTING_CODE = `import { Link } from 'react-router'

const sections = [
  {
    title: 'Orders',
    links: [
      {
        title: 'Orders',
        icon: 'description',
        component: Link,
        props: { to: '/orders' },
        isActive: pathname.startsWith('/orders'),
      },
    ],
  },
]

<Navbar
  logoUrl={logo}
  sections={sections}
  onLinkClick={(link) => track('menu', link.title)}
/>`
