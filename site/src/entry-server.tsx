/**
 * The prerender's entry: the build (build/prerender.ts) bundles it for Node
 * and calls render for every route of the manifest and for the 404 page.
 * It renders with the router's own static rendering, loaders included, in
 * the state a first visit has: the default theme, en-US (or the examples'
 * locale a cookie names), the navbar wide.
 */
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { App } from './app/App'
import { NOT_FOUND_TITLE } from './app/ErrorPage'
import { i18n, initI18n, labelsOf, loadLabels, type Labels } from './app/i18n'
import { loadAllIcons } from './library/icon/registry'
import { BASE, DEFAULT_LOCALE, ROUTES, type Locale } from './app/menu'
import { LOCALE_COOKIE } from './app/preferences'
import { appRoutes } from './app/router'
import type { RouteData } from './app/route-data'

/** NOT_FOUND_PATH is where the 404 page is rendered: a path no route of the manifest has. */
export const NOT_FOUND_PATH = '/404'

// Each page's summary as the search index and the overview's cards read it (build/mdx.ts, pageSummaries).
const summaries = import.meta.glob<string>('./docs/pages/*.mdx', { query: '?summary', import: 'summary', eager: true })

/** pages lists what the build prerenders: every route of the manifest, described by its page's summary, then the 404 page. */
export const pages = async (): Promise<Array<{ path: string; title: string; description: string }>> => [
  ...ROUTES.map((r) => ({ path: r.path, title: r.title, description: summaries[`./docs/pages/${r.slug}.mdx`] })),
  { path: NOT_FOUND_PATH, title: NOT_FOUND_TITLE, description: 'No page of Tessera has this address.' },
]

// One handler for every page: a route's code, once loaded, stays on its route.
const handler = createStaticHandler(appRoutes(), { basename: BASE })

// The groups of labels (a locale file's top-level keys) a render asks for, noted by a post-processor every
// translation of the prerender passes through.
const asked = new Set<string>()
i18n.use({
  type: 'postProcessor',
  name: 'asked',
  process: (value: string, keys: string | string[]) => {
    for (const key of [keys].flat()) asked.add(key.split('.')[0])
    return value
  },
})

/** askedLabels are the groups a render asked for, of en-US and of locale, as a page's route data carries them. */
function askedLabels(locale: Locale): Labels {
  const locales = [...new Set([DEFAULT_LOCALE, locale])]
  return Object.fromEntries(locales.map((l) => [l, labelsOf(l, [...asked].sort())]))
}

/**
 * render prerenders the page at path (under the base) with its examples in
 * locale, which the root loader reads from the request's cookie as the
 * browser's would.
 */
export async function render(path: string, locale: Locale = DEFAULT_LOCALE): Promise<{ markup: string; data: RouteData }> {
  // Every icon, not only the shell's: the first paint draws an example's icons as they will stay.
  await Promise.all([initI18n(DEFAULT_LOCALE), loadAllIcons(), loadLabels(locale)])
  i18n.options.postProcess = ['asked']
  asked.clear()
  const headers = locale === DEFAULT_LOCALE ? undefined : { cookie: `${LOCALE_COOKIE}=${locale}` }
  const context = await handler.query(new Request(new URL(BASE + path.slice(1), 'http://prerender.invalid'), { headers }))
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a ${context.status} response; a route of the manifest must render`)
  if (context.errors) throw new Error(`prerender: ${path}: ${Object.values(context.errors).map(String).join('; ')}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const markup = renderToString(
    <App router={router}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  )
  return { markup, data: { loaderData: context.loaderData, labels: askedLabels(locale) } }
}
