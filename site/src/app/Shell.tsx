import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Actionbar } from '../library/actionbar/Actionbar'
import { Navbar } from '../library/navbar/Navbar'
import type { NavbarProps } from '../library/navbar/schema'
import { Toaster } from '../library/toaster/Toaster'
import type { IconName } from '../library/icon/icons'
import { AppLink } from './AppLink'
import logoUrl from './logo.svg'
import { entryHref, findEntry, isEntryActive, SECTIONS, TAGS, type Layout } from './menu'
import { Pickers } from './Pickers'
import { usePreferences } from './preferences-context'
import { SearchButton, SearchHost } from './search/SearchHost'
import { useOnline } from './online'
import styles from './Shell.module.css'

/** QUICK_LINKS point to the project's pages on external hosts; they open in a new tab. */
const QUICK_LINKS = [
  { title: 'Create Issue', link: 'https://github.com/tessera-ds/tessera/issues/new/choose' },
  { title: 'Package Registry', link: 'https://www.npmjs.com/package/@tessera-ds/library' },
  { title: 'Issues', link: 'https://github.com/tessera-ds/tessera/issues' },
  { title: 'Readme', link: 'https://github.com/tessera-ds/tessera#readme' },
]

/** searchControl is the navbar's search button, icon-only where the navbar is compact. */
const searchControl = (compact: boolean) => <SearchButton compact={compact} />

function AppNavbar() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const prefs = usePreferences()
  const sections = useMemo<NavbarProps['sections']>(
    () =>
      SECTIONS.map((s) => ({
        title: s.title,
        links: s.entries.map((e) => ({ title: e.title, icon: e.icon as IconName, component: AppLink, props: { to: entryHref(e) }, isActive: isEntryActive(e, pathname) })),
      })),
    [pathname],
  )
  return (
    <Navbar
      sections={sections}
      quickLinks={QUICK_LINKS}
      logoUrl={logoUrl}
      logoAlt="Tessera home"
      isNarrow={prefs.narrow}
      // from <html data-navbar-theme>: the head's script sets it before the first paint, Root keeps it current
      theme="inherit"
      onNarrowChange={prefs.setNarrow}
      onLogoClick={() => navigate('/')}
      footer={<Pickers />}
      search={searchControl}
    />
  )
}

function AppActionbar() {
  const { pathname } = useLocation()
  const entry = findEntry(pathname)
  return (
    <Actionbar
      headerTitle={entry.title}
      items={entry.pages!.map((p) => {
        const to = `${entry.path}/${p.slug}`
        return { title: p.title, component: AppLink, props: { to }, isActive: pathname === to, badges: p.tags.map((t) => ({ text: t, description: TAGS[t] })) }
      })}
    />
  )
}

function OfflineNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <p className={styles.offline} role="status">
      You are offline. Pages you have not opened yet cannot load until the connection is back.
    </p>
  )
}

/** Shell lays out a page in one of the three layouts, with the toaster host around all of them. */
export function Shell({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <Toaster>
      <SearchHost />
      {layout === 'empty' ? (
        <main className={styles.empty}>{children}</main>
      ) : (
        <div className={styles.container} data-layout={layout}>
          <AppNavbar />
          {layout === 'default' && <AppActionbar />}
          <main className={styles.workspace}>
            <OfflineNotice />
            <div className={styles.content}>{children}</div>
          </main>
        </div>
      )}
    </Toaster>
  )
}
