import { useState, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { AppLink } from '../../app/AppLink'
import { BASE, THEMES, type Theme, THEME_NAMES } from '../../app/menu'
import { usePreferences } from '../../app/preferences-context'
import { Actionbar } from '../../library/actionbar/Actionbar'
import { Col, Row } from '../../library/grid/Grid'
import { Navbar } from '../../library/navbar/Navbar'
import type { ActionbarProps } from '../../library/actionbar/schema'
import type { NavbarProps } from '../../library/navbar/schema'
import type { UserMenuLink, UserMenuProps } from '../../library/user-menu/schema'
import { UserMenu } from '../../library/user-menu/UserMenu'
import { useRoute } from '../useRoute'
import { DEMO_AVATAR, DEMO_LOGO, DEMO_MESSAGES, saying, sayingSections, useDemoToast } from './layouts/demo'
import styles from './layouts/example.module.css'

const BACK = '/usage/layouts/navbar'


const BUTTON = { component: 'button', props: { type: 'button' } } as const

const SECTIONS: NavbarProps['sections'] = [
  {
    title: null,
    links: [
      { title: 'Dashboard', icon: 'dashboard', isActive: true, ...BUTTON },
      { title: 'Close example', icon: 'arrow_back', component: AppLink, props: { to: BACK } },
    ],
  },
  { title: 'Order Management', links: [{ title: 'Orders', icon: 'description', ...BUTTON }, { title: 'Quotes', icon: 'edit', ...BUTTON }] },
  { title: 'Production', links: [{ title: 'Parts', icon: 'interests', ...BUTTON }, { title: 'Schedule', icon: 'history', ...BUTTON }] },
]

const quiet = () => {}

/** USER_SECTIONS are actions (sayingSections gives them their click) and one real link back to the docs. */
const USER_SECTIONS: UserMenuProps['sections'] = [
  { title: 'Switch to', links: [{ title: 'Customer portal', onClick: quiet }, { title: 'Service desk', onClick: quiet }] },
  { title: 'Recent workspaces', links: [{ title: 'Plant North', onClick: quiet }, { title: 'Plant South', onClick: quiet }] },
  { title: null, links: [{ title: 'Settings', onClick: quiet }, { title: 'Sign out (close example)', link: `${BASE}${BACK.slice(1)}` }] },
]

const ITEMS: ActionbarProps['items'] = [{ title: 'First link', ...BUTTON }, { title: 'Second link', isActive: true, ...BUTTON }, { title: 'Third link', isDisabled: true }]

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
export default function LayoutExample() {
  const route = useRoute()
  const prefs = usePreferences()
  const navigate = useNavigate()
  const say = useDemoToast()
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
        logoUrl={DEMO_LOGO}
        logoAlt="Example app home"
        theme={prefs.theme}
        isNarrow={narrow}
        onNarrowChange={setNarrow}
        onLogoClick={() => say('Logo')}
        notification={{ count: 1, link: DEMO_MESSAGES, title: 'Messages' }}
        quickLinks={[{ title: 'Create new issue', link: 'https://example.com/issues/new' }]}
        sections={sayingSections(SECTIONS, say)}
        footer={<UserMenu userName="Jo Example" userStatus="Invisible" userAvatar={DEMO_AVATAR} sections={sayingSections(USER_SECTIONS, say)} onLinkClick={onUserLink} />}
      />
      <Actionbar headerTitle="Layout example" items={saying(ITEMS, say)} />
      <div className={styles.workspace}>
        <h1 className={styles.title}>{route.title}</h1>
        <p className={styles.summary}>{route.summary}</p>
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
