import type { Route } from './menu'

/**
 * sectionPages maps each section of the routes to its first page: a section
 * is a prefix of one or more route paths, ending before a slash, that is no
 * route itself ('/usage' and '/usage/components' of
 * '/usage/components/button'), and its first page is the first route under it
 * in the order given, the manifest's. The server answers the same paths with
 * the same pages (sectionPages in server/routes.go, from site.json).
 */
export function sectionPages(routes: readonly Pick<Route, 'path'>[]): Map<string, string> {
  const paths = new Set(routes.map((r) => r.path))
  const first = new Map<string, string>()
  for (const { path } of routes) {
    for (let i = path.indexOf('/', 1); i > 0; i = path.indexOf('/', i + 1)) {
      const section = path.slice(0, i)
      if (!paths.has(section) && !first.has(section)) first.set(section, path)
    }
  }
  return first
}
