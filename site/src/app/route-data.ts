import type { HydrationState } from 'react-router'
import type { Labels } from './i18n'

/**
 * RouteData is what the router's loaders answered when the build rendered a
 * page, and the groups of labels its render asked for: the browser hydrates
 * from it, so its first render is the build's, with no locale file fetched
 * first. The page carries it as JSON in a script element the browser does
 * not run (the CSP allows no inline script but the head's one).
 */
export type RouteData = Pick<HydrationState, 'loaderData'> & { labels: Labels }

/** ROUTE_DATA_ID is the id of the script element that holds a page's RouteData. */
const ROUTE_DATA_ID = 'route-data'

/** routeDataScript is the element that carries data in the page; '<' is escaped, so no text in it can end the element. */
export function routeDataScript(data: RouteData): string {
  return `<script type="application/json" id="${ROUTE_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`
}

/** readRouteData reads the page's RouteData; a page without one (the dev server's) has none. */
export function readRouteData(doc: Document): RouteData | undefined {
  const text = doc.getElementById(ROUTE_DATA_ID)?.textContent
  return text ? (JSON.parse(text) as RouteData) : undefined
}
