import { redirect, type RouteObject } from 'react-router'
import { loadActionbar } from './actionbar'
import { labelsComplete } from './i18n'
import { NOT_FOUND_TITLE, NotFound, RouteError } from './ErrorPage'
import { ROUTES, type Route } from './menu'
import { importPage, type PageModule } from './pages'
import { Root, rootLoader, type RouteHandle } from './Root'
import { sectionPages } from './sections'

/**
 * pageRoute is the router's route for one page of the manifest, its code
 * loaded by load; a page of the default layout loads the action bar's code
 * with it, first, so the bar's styles come before the page's as the prerender
 * orders them. A page the app moves to renders with every label (the first
 * page's render may have started from some groups only).
 */
export function pageRoute(route: Pick<Route, 'path' | 'title' | 'layout'>, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { title: route.title, layout: route.layout }
  const lazy = async (): Promise<Pick<RouteObject, 'Component' | 'loader'>> => {
    try {
      const [, page] = await Promise.all([route.layout === 'default' ? loadActionbar() : undefined, load(), labelsComplete()])
      return page.loader ? { Component: page.default, loader: page.loader } : { Component: page.default }
    } catch (err) {
      // A rejected lazy() leaves the route unrendered (react-router keeps
      // treating it as still loading); a loader that throws instead puts the
      // error on this route, so its error element shows inside the layout.
      return { loader: () => Promise.reject(err), Component: null }
    }
  }
  return route.path === '/'
    ? { index: true, handle, lazy, errorElement: <RouteError /> }
    : { path: route.path.slice(1), handle, lazy, errorElement: <RouteError /> }
}

/**
 * sectionRoute sends a section's path ('/usage/components', with or without
 * a trailing slash) to its first page, keeping the query, as the server does:
 * a reader who trims a page's address, or a link to a section, lands on the
 * section rather than on the 404 page.
 */
function sectionRoute(section: string, first: string): RouteObject {
  return { path: section.slice(1), loader: ({ request }) => redirect(first + new URL(request.url).search) }
}

/** appRoutes derives the router's routes from the menu manifest; nothing else lists them. */
export function appRoutes(): RouteObject[] {
  const pages = ROUTES.map((route) => pageRoute(route, importPage(route)))
  const sections = [...sectionPages(ROUTES)].map(([section, first]) => sectionRoute(section, first))
  const notFound: RouteHandle = { title: NOT_FOUND_TITLE, layout: 'fullpage' }
  return [
    {
      id: 'root',
      path: '/',
      element: <Root />,
      loader: rootLoader,
      errorElement: <RouteError />,
      hydrateFallbackElement: <div data-loading="" />,
      children: [...pages, ...sections, { path: '*', handle: notFound, element: <NotFound /> }],
    },
  ]
}
