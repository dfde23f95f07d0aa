import { useCallback, useEffect, useMemo } from 'react'
import { Outlet, useLoaderData, useLocation, useMatches, useNavigate, useNavigation, useNavigationType, useRevalidator, type LoaderFunctionArgs } from 'react-router'
import { useNavigationScroll } from './hash-scroll'
import { labelsComplete, loadLabels } from './i18n'
import { type Layout, type Locale, type Theme } from './menu'
import { useOnline } from './online'
import { browserStorage, localeCookie, resolvePreferences, store, STORAGE_KEYS, type Preferences } from './preferences'
import { PreferencesContext, type PreferencesValue } from './preferences-context'
import { Shell } from './Shell'
import { partsHydrated } from './static'
import { hydrationSettled } from '../library/use-hydrating'

/** RouteHandle is what every route carries for the shell: its title and layout. */
export interface RouteHandle {
  title: string
  layout: Layout
}

const warn = (message: string) => console.warn(message)

let hydrated: Promise<unknown> = Promise.resolve()

/**
 * loadAfter makes the root loader wait for done before it reads the
 * preferences: the browser's entry passes the end of hydration, so the
 * reader's theme and locale never update markup React has not taken over.
 */
export function loadAfter(done: Promise<unknown>): void {
  hydrated = done
}

/**
 * rootLoader resolves the preferences for the location (query first, storage
 * second, the locale's cookie last), keeps the locale in its cookie and
 * loads the labels of the example locale before the page shows, so a theme
 * or locale change takes effect at once and without a reload.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<Preferences> {
  await hydrated
  // The prerender passes the locale it renders in as a request's cookie; the browser has its own.
  const browser = typeof document !== 'undefined'
  const prefs = resolvePreferences(new URL(request.url).search, browserStorage(), warn, browser ? document.cookie : (request.headers.get('cookie') ?? ''))
  // The server serves the next page in this locale, prerendered in it, so its first paint is the one that stays.
  if (browser) document.cookie = localeCookie(prefs.locale)
  await Promise.all([loadLabels(prefs.locale), loadFonts(prefs.locale)])
  return prefs
}

/**
 * loadFonts brings in the Japanese webfont only where an example shows
 * Japanese: its CSS alone is 60 KB compressed, and the browser then fetches
 * just the subsets whose glyphs a page uses.
 */
function loadFonts(locale: Locale): Promise<unknown> {
  if (locale !== 'ja-JP') return Promise.resolve()
  return Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')])
}

/**
 * setNarrow stores the navbar's narrow mode and shows it through <html
 * data-navbar-narrow>, which the navbar follows (isNarrow inherit) as the
 * head's script set it; a choice the storage refuses still holds until the
 * page is left. Nothing rendered reads it: a change re-renders no page.
 */
function setNarrow(n: boolean): void {
  store(browserStorage(), STORAGE_KEYS.narrow, String(n), warn)
  document.documentElement.dataset.navbarNarrow = String(n)
}

/** Root is the app's top route: preferences, document title, readiness and the layout of the current page. */
export function Root() {
  const prefs = useLoaderData() as Preferences
  const matches = useMatches()
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const online = useOnline()
  const revalidator = useRevalidator()

  // A choice is stored, then read back by the root loader: through a
  // navigation that drops the query's own value, or, with none to drop, a
  // revalidation. A navigation to the same path and query would not do: with
  // a hash in the URL, react-router takes it for a jump within the page and
  // runs no loader, so the choice would not show.
  const replaceParam = useCallback(
    (key: string, storageKey: string, value: string) => {
      store(browserStorage(), storageKey, value, warn)
      const search = new URLSearchParams(location.search)
      if (!search.has(key)) {
        void revalidator.revalidate()
        return
      }
      search.delete(key)
      const query = search.toString()
      navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true, preventScrollReset: true })
    },
    [location, navigate, revalidator],
  )

  const value = useMemo<PreferencesValue>(
    () => ({
      ...prefs,
      setTheme: (t: Theme) => replaceParam('theme', STORAGE_KEYS.theme, t),
      setLocale: (l: Locale) => replaceParam('locale', STORAGE_KEYS.locale, l),
      setNarrow,
    }),
    [prefs, replaceParam],
  )

  const navigationType = useNavigationType()
  useNavigationScroll(location.key, location.hash, navigationType, navigation.state === 'idle')

  useEffect(() => {
    if (handle) document.title = `${handle.title} · Tessera`
  }, [handle])

  // The navbar takes its theme from <html data-navbar-theme>: the head's
  // script set it before the first paint, from the same query and storage.
  useEffect(() => {
    document.documentElement.dataset.navbarTheme = prefs.theme
  }, [prefs.theme])

  // <html data-ready> says the page is shown as it will stay: the navigation
  // has ended, the live parts of a first load that hydrate with the page
  // have (app/static.tsx) and every component that hydrated has rendered as
  // the client (library/use-hydrating.ts), the fonts its text asked for have
  // arrived (a subset such as italic or Cyrillic loads only once text needs
  // it, and moves what follows when it swaps in), and every label is here,
  // not only those the first render asked for.
  useEffect(() => {
    const html = document.documentElement
    delete html.dataset.ready
    if (navigation.state !== 'idle' || revalidator.state !== 'idle') return
    let live = true
    const at = window.location.pathname + window.location.search
    void Promise.all([document.fonts?.ready, partsHydrated().then(hydrationSettled), labelsComplete()]).then(() => {
      if (live) html.dataset.ready = at
    })
    return () => {
      live = false
    }
  }, [location, navigation.state, revalidator.state, prefs])

  useEffect(() => {
    document.documentElement.dataset.online = String(online)
  }, [online])

  return (
    <PreferencesContext.Provider value={value}>
      <Shell layout={handle?.layout ?? 'fullpage'}>
        <Outlet />
      </Shell>
    </PreferencesContext.Provider>
  )
}
