import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'
import { prefetchActionbar } from './actionbar'
import { guarded } from './chunk-guard'
import { ROUTES, type Route } from './menu'

/** PageModule is what a page file under docs/pages exports. */
export interface PageModule {
  default: ComponentType
  /** summary is the page's one line: under its title, its description for search engines, and its search result */
  summary: string
  /** loader fetches what the page needs before it shows, so it does not grow after it is ready */
  loader?: LoaderFunction
}

// One chunk per page file, named by the route's slug.
const pageFiles = import.meta.glob<PageModule>('./*.mdx', { base: '../docs/pages' })

/** pageFile is the loader of a route's page file, docs/pages/<slug>.mdx, which every route of the manifest has. */
export function pageFile(route: Route): () => Promise<PageModule> {
  const load = pageFiles[`./${route.slug}.mdx`]
  if (!load) throw new Error(`pages: route ${route.slug} has no page file: add site/src/docs/pages/${route.slug}.mdx`)
  return load
}

/** importPage loads a route's page module through the chunk-reload guard. */
export function importPage(route: Route): () => Promise<PageModule> {
  return guarded(pageFile(route))
}

const prefetched = new Set<string>()

/**
 * prefetchPage loads the code of the page at path (relative to the base)
 * without rendering it, with the action bar's on a page of the default
 * layout; a failure is ignored, the real navigation retries.
 */
export function prefetchPage(path: string): void {
  const route = ROUTES.find((r) => r.path === path)
  if (!route || prefetched.has(route.slug)) return
  prefetched.add(route.slug)
  if (route.layout === 'default') prefetchActionbar()
  pageFile(route)().catch(() => prefetched.delete(route.slug))
}
