import type { ReactNode } from 'react'
import { AppLink } from '../../app/AppLink'
import { userMenuSchema, type UserMenuProps } from '../../library/user-menu/schema'
import { UserMenu } from '../../library/user-menu/UserMenu'
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import { Frame } from './layouts/frame'
import frame from './layouts/frame.module.css'
import styles from './layouts/page.module.css'
import appSource from '../examples/shared/app.ts?raw'
import { avatar, userSections, useUserSections } from '../examples/shared/app'
import { SharedModule } from '../kit/SharedModule'

const ex = examples(
  import.meta.glob('../examples/user-menu/*.tsx', { eager: true }),
  import.meta.glob('../examples/user-menu/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

/** navbarsFrame gives each of the example's navbars a box of its own, as high as an application window (26rem) instead of the page. */
const navbarsFrame = (live: ReactNode) => <div className={frame.framedColumns}>{live}</div>

/** userStrip shows the example's user menus side by side at the bottom of a box, where their menus open upwards. */
const userStrip = (live: ReactNode) => (
  <Frame height="16rem" align="end">
    <div className={frame.userStrip}>{live}</div>
  </Frame>
)

/** DemoUserMenu is the user menu with the made-up application's entries answered on the page. */
function DemoUserMenu(props: Partial<UserMenuProps>) {
  return <UserMenu userName="Jo Example" {...props} sections={useUserSections()} />
}

/** quiet is the click of the entries the page only shows or checks. */
const quiet = () => {}

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

/** The user menu's page: in the navbar of every theme, its forms, links and routing, props and playground. */
export default function UserMenuPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        The user menu shows who is signed in and holds what concerns them rather than the product: switching to another workspace or role, their settings, signing
        out. It lives in the navbar’s footer, so it is in the same place on every screen. A click opens its menu upwards; a click on a link, outside the menu or
        Escape closes it.
      </p>
      <p className={styles.actions}>
        <AppLink to="/examples/layouts">
          Show the layout example
        </AppLink>
      </p>

      <h2 id="in-the-navbar">In the navbar</h2>
      <p>
        Put it in the navbar’s <code>footer</code>. It takes its colours from the navbar’s theme. While the navbar is narrow the footer is hidden; in the top bar
        the user menu is at the bottom of the dropdown menu.
      </p>
      <SharedModule path="../shared/app" source={appSource}>
        The examples show a made-up application; its logo, menus and links:
      </SharedModule>
      <Example example={ex.themes} title="In every navbar theme" description="Open a menu with a click on the name." frame={navbarsFrame} />

      <h2 id="picture-initials-status-narrow">Picture, initials, status, narrow</h2>
      <p>
        <code>userAvatar</code> is a picture of the person, shipped with the application; without one the menu shows their initials.{' '}
        <code>userStatus</code> adds a short line under the name. <code>isNarrow</code> shows only the picture, with the name as the button’s accessible name.
        On its own, outside a navbar, the menu uses the default theme’s colours.
      </p>
      <Example example={ex.forms} title="Narrow, with a picture, with initials" frame={userStrip} />

      <h2 id="sections-and-links">Sections and links</h2>
      <p>
        The menu’s links come in sections, divided by lines; a section may have a small title. Neither the list of sections nor a section’s links may be empty.
        Each link is an <code>&lt;a&gt;</code> with its <code>link</code> as address; an entry with <code>onClick</code> and no <code>link</code> is a button for an
        action, such as signing out, and looks the same. The examples on this page are all actions that answer with a message. To route inside a single-page
        application, handle <code>onLinkClick</code>:
      </p>
      <pre>
        <code>{`${USER_SECTIONS_CODE}

const navigate = useNavigate()

<UserMenu
  userName="Jo Example"
  sections={sections}
  onLinkClick={(link, event) => {
    if (link.link === undefined) return // an action: its onClick runs
    event.preventDefault()
    navigate(link.link)
  }}
/>`}</code>
      </pre>

      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>The trigger is a button that tells whether the menu is open; the menu follows it in the reading order.</li>
        <li>The picture is decorative: the name next to it, or the button’s accessible name when narrow, says who it is.</li>
        <li>Section titles name their lists of links.</li>
      </ul>

      <h2 id="validation">Validation</h2>
      <Validation
        name="UserMenu"
        schema={userMenuSchema}
        cases={[
          { props: { userName: 'Jo Example', sections: [] } },
          { props: { userName: 'Jo Example', sections: [{ title: 'Switch to', links: [] }] } },
          { props: { userName: '', sections: userSections(quiet) }, expressions: { sections: 'sections' } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={userMenuSchema} name="UserMenu" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={userMenuSchema}
        name="UserMenu"
        component={DemoUserMenu}
        initial={{ userName: 'Jo Example', userStatus: 'Available', userAvatar: avatar, sections: userSections(quiet) }}
        omit={['userAvatar']}
        expressions={{ userAvatar: 'avatar', sections: 'sections' }}
        frame={userStrip}
      />
    </article>
  )
}
