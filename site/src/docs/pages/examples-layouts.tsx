import { useState, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { AppLink } from '../../app/AppLink'
import { BASE, THEMES, type Theme, THEME_NAMES } from '../../app/menu'
import { usePreferences } from '../../app/preferences-context'
import { Actionbar } from '../../library/actionbar/Actionbar'
import { Col, Row } from '../../library/grid/Grid'
import { Navbar } from '../../library/navbar/Navbar'
import type { NavbarLink, NavbarProps } from '../../library/navbar/schema'
import type { UserMenuLink } from '../../library/user-menu/schema'
import { UserMenu } from '../../library/user-menu/UserMenu'
import { useRoute } from '../useRoute'
import { DEMO_AVATAR, DEMO_LOGO, useDemoClicks } from './layouts/demo'
import styles from './layouts/example.module.css'

const BACK = '/usage/layouts/navbar'


const SECTIONS: NavbarProps['sections'] = [
  {
    title: null,
    links: [
      { title: 'Dashboard', icon: 'dashboard', isActive: true, props: { href: '#dashboard' } },
      { title: 'Close example', icon: 'arrow_back', component: AppLink, props: { to: BACK } },
    ],
  },
  { title: 'Order Management', links: [{ title: 'Orders', icon: 'description', props: { href: '#orders' } }, { title: 'Quotes', icon: 'edit', props: { href: '#quotes' } }] },
  { title: 'Production', links: [{ title: 'Parts', icon: 'interests', props: { href: '#parts' } }, { title: 'Schedule', icon: 'history', props: { href: '#schedule' } }] },
]

const USER_SECTIONS = [
  { title: 'Switch to', links: [{ title: 'Customer portal', link: '#customer-portal' }, { title: 'Service desk', link: '#service-desk' }] },
  { title: 'Recent workspaces', links: [{ title: 'Plant North', link: '#plant-north' }, { title: 'Plant South', link: '#plant-south' }] },
  { title: null, links: [{ title: 'Settings', link: '#settings' }, { title: 'Sign out (close example)', link: `${BASE}${BACK.slice(1)}` }] },
]

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
  const { clicked, onNavbarLink } = useDemoClicks()
  const [narrow, setNarrow] = useState(false)

  const onNavLink = (link: NavbarLink, event: MouseEvent) => {
    if (link.component === AppLink) return
    onNavbarLink(link, event)
  }
  const onUserLink = (link: UserMenuLink, event: MouseEvent) => {
    event.preventDefault()
    if (link.title.includes('close example')) navigate(BACK)
    else clicked(link.title)
  }
  const items = [
    { title: 'First link', props: { href: '#first' } },
    { title: 'Second link', isActive: true, props: { href: '#second' } },
    { title: 'Third link', isDisabled: true },
  ].map((item) => ({ ...item, props: { ...item.props, onClick: (e: MouseEvent) => clicked(item.title, e) } }))

  return (
    <div className={styles.app} data-theme-choice={prefs.theme}>
      <Navbar
        label="Example application"
        logoUrl={DEMO_LOGO}
        logoAlt="Example app home"
        theme={prefs.theme}
        isNarrow={narrow}
        onNarrowChange={setNarrow}
        onLogoClick={() => clicked('Logo')}
        onLinkClick={onNavLink}
        notification={{ count: 1, link: '#messages', title: 'Messages' }}
        quickLinks={[{ title: 'Create new issue', link: 'https://example.com/issues/new' }]}
        sections={SECTIONS}
        footer={<UserMenu userName="Jo Example" userStatus="Invisible" userAvatar={DEMO_AVATAR} sections={USER_SECTIONS} onLinkClick={onUserLink} />}
      />
      <Actionbar headerTitle="Layout example" items={items} />
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
