import { useMemo, type MouseEvent, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Navbar } from '../library/navbar/Navbar'
import type { NavbarProps } from '../library/navbar/schema'
import { Toaster } from '../library/toaster/Toaster'
import type { IconName } from '../library/icon/icons'
import { Actionbar } from './actionbar'
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
      // from <html data-navbar-narrow>: the head's script sets it before the first paint, Root keeps it current
      isNarrow="inherit"
      // from <html data-navbar-theme>: the head's script sets it before the first paint, Root keeps it current
      theme="inherit"
      onNarrowChange={prefs.setNarrow}
      onLogoClick={() => navigate('/')}
      footer={<Pickers />}
      search={searchControl}
    />
  )
}

/** AppActionbar lists the pages of the current entry; its code comes with the page's (app/actionbar.ts). */
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

/** MAIN_ID is the id of the page's <main>, the skip link's target. */
const MAIN_ID = 'main'

/**
 * SkipLink is the first stop of Tab on every page: out of sight until it has
 * the focus, it moves the focus to the page's <main>. Without scripts it is a
 * plain link to #main; with them it focuses <main> and leaves the address as
 * it was, so the router sees no navigation.
 */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
  }
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  )
}

/** Shell lays out a page in one of the three layouts, with the toaster host around all of them and the skip link first. */
export function Shell({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <Toaster>
      <SkipLink />
      <SearchHost />
      {layout === 'empty' ? (
        <main id={MAIN_ID} tabIndex={-1} className={styles.empty}>
          {children}
        </main>
      ) : (
        <div className={styles.container} data-layout={layout}>
          <AppNavbar />
          {layout === 'default' && <AppActionbar />}
          <main id={MAIN_ID} tabIndex={-1} className={styles.workspace}>
            <OfflineNotice />
            <div className={styles.content}>{children}</div>
          </main>
        </div>
      )}
    </Toaster>
  )
}
