import { THEME_NAMES } from '../../app/menu'
import { AppLink } from '../../app/AppLink'
import { Col, Row } from '../../library/grid/Grid'
import { NAVBAR_THEMES } from '../../library/navbar/schema'
import { userMenuSchema, type UserMenuProps } from '../../library/user-menu/schema'
import { UserMenu } from '../../library/user-menu/UserMenu'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import { DEMO_AVATAR, DEMO_USER_SECTIONS, DemoNavbar, Frame, sayingSections, USER_SECTIONS_CODE, useDemoToast } from './layouts/demo'
import demo from './layouts/demo.module.css'
import styles from './layouts/page.module.css'


/** DemoUserMenu is the user menu with its actions answered on the page. */
function DemoUserMenu(props: Partial<UserMenuProps>) {
  const say = useDemoToast()
  return <UserMenu userName="Jo Example" {...props} sections={sayingSections(props.sections ?? DEMO_USER_SECTIONS, say)} />
}

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
        <AppLink className={styles.button} to="/examples/layouts">
          Show the layout example
        </AppLink>
      </p>

      <h2 id="in-the-navbar">In the navbar</h2>
      <p>
        Put it in the navbar’s <code>footer</code>. It takes its colours from the navbar’s theme. While the navbar is narrow the footer is hidden; in the top bar
        the user menu is at the bottom of the dropdown menu.
      </p>
      <Example
        id="themes"
        title="In every navbar theme"
        description="Open a menu with a click on the name."
        code={`<Navbar
  theme="dark"
  logoUrl={logo}
  sections={sections}
  footer={
    <UserMenu
      userName="Jo Example"
      userStatus="Available"
      userAvatar={avatar}
      sections={userSections}
    />
  }
/>`}
      >
        <Row gutter={16} gap={16}>
          {NAVBAR_THEMES.map((theme) => (
            <Col key={theme} span={24} sm={12}>
              <Frame height="26rem">
                <DemoNavbar
                  theme={theme}
                  label={`${THEME_NAMES[theme]} theme with a user menu`}
                  sections={[{ title: null, links: [{ title: 'Dashboard', icon: 'dashboard', isActive: true, component: 'button', props: { type: 'button' } }] }]}
                  footer={<DemoUserMenu userStatus={`${THEME_NAMES[theme]} theme`} userAvatar={DEMO_AVATAR} />}
                />
              </Frame>
            </Col>
          ))}
        </Row>
      </Example>

      <h2 id="picture-initials-status-narrow">Picture, initials, status, narrow</h2>
      <p>
        <code>userAvatar</code> is a picture of the person, shipped with the application; without one the menu shows their initials.{' '}
        <code>userStatus</code> adds a short line under the name. <code>isNarrow</code> shows only the picture, with the name as the button’s accessible name.
        On its own, outside a navbar, the menu uses the default theme’s colours.
      </p>
      <Example
        id="forms"
        title="Narrow, with a picture, with initials"
        code={`<UserMenu
  userName="Jo Example"
  userAvatar={avatar}
  sections={sections}
  isNarrow
/>
<UserMenu
  userName="Jo Example"
  userStatus="Available"
  userAvatar={avatar}
  sections={sections}
/>
<UserMenu userName="Ada Lovelace" sections={sections} />`}
      >
        <Frame height="16rem" align="end">
          <div className={demo.userStrip}>
            <DemoUserMenu userAvatar={DEMO_AVATAR} isNarrow />
            <DemoUserMenu userStatus="Available" userAvatar={DEMO_AVATAR} />
            <DemoUserMenu userName="Ada Lovelace" />
          </div>
        </Frame>
      </Example>

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
          { code: 'sections={[]}', props: { userName: 'Jo Example', sections: [] } },
          { code: "sections={[{ title: 'Switch to', links: [] }]}", props: { userName: 'Jo Example', sections: [{ title: 'Switch to', links: [] }] } },
          { code: 'userName=""', props: { userName: '', sections: DEMO_USER_SECTIONS } },
        ]}
      />

      <h2 id="props">Props</h2>
      <PropsTable schema={userMenuSchema} name="UserMenu" />

      <h2 id="playground">Playground</h2>
      <Playground
        schema={userMenuSchema}
        name="UserMenu"
        component={DemoUserMenu}
        initial={{ userName: 'Jo Example', userStatus: 'Available', userAvatar: DEMO_AVATAR, sections: DEMO_USER_SECTIONS }}
        omit={['userAvatar']}
        expressions={{ userAvatar: 'avatar', sections: 'sections' }}
        frame={(live) => (
          <Frame height="16rem" align="end">
            <div className={demo.userStrip}>{live}</div>
          </Frame>
        )}
      />
    </article>
  )
}
