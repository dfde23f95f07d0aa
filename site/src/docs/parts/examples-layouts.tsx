import { useState, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { AppLink } from '../../app/AppLink'
import { BASE, THEMES, type Theme, THEME_NAMES } from '../../app/menu'
import { usePreferences } from '../../app/preferences-context'
import { Actionbar } from '../../library/actionbar/Actionbar'
import { Col, Row } from '../../library/grid/Grid'
import { Navbar } from '../../library/navbar/Navbar'
import type { ActionbarProps } from '../../library/actionbar/schema'
import type { NavbarLink, NavbarProps } from '../../library/navbar/schema'
import type { UserMenuLink, UserMenuProps } from '../../library/user-menu/schema'
import { UserMenu } from '../../library/user-menu/UserMenu'
import { useToast } from '../../library/toaster/Toaster'
import { useRoute } from '../useRoute'
import avatar from '../examples/shared/avatar.svg'
import logo from '../examples/shared/logo.svg'
import styles from '../pages/layouts/example.module.css'

const BACK = '/usage/layouts/navbar'

/** Clicked answers a click on an entry of the example's menus, given its title. */
type Clicked = (title: string) => void


/** button makes a menu entry a button that answers with clicked. */
const button = (clicked: Clicked, title: string) => ({ component: 'button', props: { type: 'button', onClick: () => clicked(title) } }) as const

/** sections is the example's menu: the made-up application's, with a way back to the docs. */
function sections(clicked: Clicked): NavbarProps['sections'] {
  const link = (title: string, icon: NavbarLink['icon'], isActive = false): NavbarLink => ({ title, icon, isActive, ...button(clicked, title) })
  return [
    { title: null, links: [link('Dashboard', 'dashboard', true), { title: 'Close example', icon: 'arrow_back', component: AppLink, props: { to: BACK } }] },
    { title: 'Order Management', links: [link('Orders', 'description'), link('Quotes', 'edit')] },
    { title: 'Production', links: [link('Parts', 'interests'), link('Schedule', 'history')] },
  ]
}

/** userSections are actions and one real link back to the docs. */
function userSections(clicked: Clicked): UserMenuProps['sections'] {
  const action = (title: string) => ({ title, onClick: () => clicked(title) })
  return [
    { title: 'Switch to', links: [action('Customer portal'), action('Service desk')] },
    { title: 'Recent workspaces', links: [action('Plant North'), action('Plant South')] },
    { title: null, links: [action('Settings'), { title: 'Sign out (close example)', link: `${BASE}${BACK.slice(1)}` }] },
  ]
}

/** items are the action bar's links. */
function items(clicked: Clicked): ActionbarProps['items'] {
  return [{ title: 'First link', ...button(clicked, 'First link') }, { title: 'Second link', isActive: true, ...button(clicked, 'Second link') }, { title: 'Third link', isDisabled: true }]
}

const CARDS = [
  { title: 'Open orders', value: '24' },
  { title: 'In production', value: '9' },
  { title: 'Waiting for parts', value: '3' },
  { title: 'Shipped this week', value: '17' },
]

/**
 * The layout example: a whole application frame in the empty layout, built
 * from the navbar (sections, notification, quick link, user menu), the action
 * bar and a workspace, with the navbar theme to choose and a way back.
 */
export function LayoutExample({ summary }: { summary: string }) {
  const route = useRoute()
  const prefs = usePreferences()
  const navigate = useNavigate()
  const toast = useToast()
  // Not the shared application's hook: this page does not show ../shared/app, and importing it here would split it from its text into a chunk of its own.
  const clicked: Clicked = (title) => toast({ type: 'info', text: `Link clicked: ${title}` })
  const [narrow, setNarrow] = useState(false)

  // the one real link of the user menu leads back to the docs through the router
  const onUserLink = (link: UserMenuLink, event: MouseEvent) => {
    if (link.link === undefined) return
    event.preventDefault()
    navigate(BACK)
  }

  return (
    <div className={styles.app} data-theme-choice={prefs.theme}>
      <Navbar
        label="Example application"
        logoUrl={logo}
        logoAlt="Example app home"
        theme={prefs.theme}
        isNarrow={narrow}
        onNarrowChange={setNarrow}
        onLogoClick={() => clicked('Logo')}
        notification={{ count: 1, link: `${BASE}${BACK.slice(1)}#notification`, title: 'Messages' }}
        quickLinks={[{ title: 'Create new issue', link: 'https://example.com/issues/new' }]}
        sections={sections(clicked)}
        footer={<UserMenu userName="Jo Example" userStatus="Invisible" userAvatar={avatar} sections={userSections(clicked)} onLinkClick={onUserLink} />}
      />
      <Actionbar headerTitle="Layout example" items={items(clicked)} />
      <div className={styles.workspace}>
        <h1 className={styles.title}>{route.title}</h1>
        <p className={styles.summary}>{summary}</p>
        <div className={styles.controls}>
          <label className={styles.field}>
            <span>Navbar theme</span>
            <select value={prefs.theme} onChange={(e) => prefs.setTheme(e.target.value as Theme)}>
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {THEME_NAMES[t]}
                </option>
              ))}
            </select>
          </label>
          <AppLink className={styles.back} to={BACK}>
            Back to the docs
          </AppLink>
        </div>
        <p>
          Everything here is the library’s: the navbar with its sections, notification, quick link and user menu in the footer, the action bar, and this workspace
          laid out with the grid. Links answer with a message instead of leaving the page; “Close example” and “Sign out” in the user menu lead back to the docs.
        </p>
        <Row tag="ul" gutter={16} gap={16}>
          {CARDS.map((c) => (
            <Col key={c.title} tag="li" span={24} sm={12} xl={6}>
              <div className={styles.card}>
                <span className={styles.cardValue}>{c.value}</span>
                <span>{c.title}</span>
              </div>
            </Col>
          ))}
        </Row>
      </div>
    </div>
  )
}
