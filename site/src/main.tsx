import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/400-italic.css'
import '@fontsource/noto-sans/600.css'
import '@fontsource/noto-sans/700.css'
import '@fontsource/noto-sans-mono/400.css'
import './library/tokens.css'
// Once, at the root, as an app does: the docs' examples lay themselves out with the library's utilities.
import './library/utilities.css'
import './app/global.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { App } from './app/App'
import { handleChunkError } from './app/chunk-guard'
import { initI18n } from './app/i18n'
import { restoreStyles } from './app/inline-styles'
import { BASE, DEFAULT_LOCALE } from './app/menu'
import { browserStorage, hasPreferences, resolvePreferences, type Preferences } from './app/preferences'
import { readRouteData } from './app/route-data'
import { loadAfter } from './app/Root'
import { appRoutes } from './app/router'
import { hydration, keepStaticLinks, partsSettled } from './app/static'

// A style or script a page depends on failed to preload: same guard as a failed page chunk.
window.addEventListener('vite:preloadError', (event) => {
  if (handleChunkError((event as Event & { payload: unknown }).payload)) event.preventDefault()
})

/**
 * loadMatched loads the code of the routes that match the location, so the
 * router's first render is the page the build rendered and not the
 * fallback of a route still loading.
 */
async function loadMatched(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location, BASE) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}

/** start hydrates the page the build rendered, or renders into an empty root (the dev server's page). */
async function start(): Promise<void> {
  const root = document.getElementById('root')!
  const routes = appRoutes()
  const data = readRouteData(document)
  if (!data || !root.hasChildNodes()) {
    const router = createBrowserRouter(routes, { basename: BASE })
    createRoot(root).render(
      <App router={router}>
        <RouterProvider router={router} />
      </App>,
    )
    return
  }
  // The page was prerendered in the default theme and the examples' locale the server chose (its cookie's): hydrate
  // from the build's loader data, with the labels its render asked for (the rest load once it is up), then let
  // the root loader read the reader's own.
  const built = data.loaderData?.root as Preferences | undefined
  // The page's code first: a route's lazy waits for every label only once i18n has started (labelsComplete), which
  // a move to another page needs and this first render does not.
  const matched = loadMatched(routes)
  await Promise.all([matched, initI18n(DEFAULT_LOCALE, data.labels)])
  // The head's script painted the reader's navbar theme and selected it in the picker: hydrate with it too.
  const { theme } = resolvePreferences(window.location.search, browserStorage(), () => {}, document.cookie)
  if (built) data.loaderData!.root = { ...built, theme }
  const router = createBrowserRouter(routes, { basename: BASE, hydrationData: { loaderData: data.loaderData } })
  // The reader's theme and locale: the revalidation starts now, so the page is not marked ready before they show,
  // and its loader waits for the end of hydration, so they never update markup React has not taken over (a
  // mismatch, seen in the interaction tests on a loaded machine).
  let hydrated = () => {}
  loadAfter(
    new Promise<void>((resolve) => (hydrated = resolve)).then(() => {
      // The page's static content stays the build's HTML (app/static.tsx); its links go through the router.
      hydration(false)
      keepStaticLinks((to) => void router.navigate(to))
    }),
  )
  // A navigation, a revalidation or a move within the page updates what is above the live parts: they hydrate first.
  const at = router.state.location.key
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') partsSettled(`a navigation to ${state.navigation.location?.pathname ?? '?'}`)
    else if (state.revalidation !== 'idle') partsSettled('a revalidation')
    else if (state.location.key !== at) partsSettled(`a move to ${state.location.pathname}${state.location.hash}`)
  })
  if (hasPreferences(window.location.search, browserStorage(), document.cookie)) void router.revalidate()
  restoreStyles(root)
  hydration(true)
  // In a transition the hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the reader can scroll and the page answers input while the examples come alive.
  startTransition(() => {
    hydrateRoot(
      root,
      <App router={router} onMount={hydrated}>
        <RouterProvider router={router} />
      </App>,
      {
        // React recovers by rendering the page again; the harness fails a page that logs this.
        onRecoverableError: (error) => console.error(`Tessera: hydration failed, the page's HTML is not what the app renders: ${String(error)}`),
      },
    )
  })
}

void start()
