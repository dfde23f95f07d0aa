import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'
import { guarded } from './chunk-guard'
import { ROUTES, type Route } from './menu'

/** PageModule is what a page file under docs/pages exports. */
export interface PageModule {
  default: ComponentType
  /** loader fetches what the page needs before it shows, so it does not grow after it is ready */
  loader?: LoaderFunction
}

// One chunk per page file, named by the route's slug; routes without a file of
// their own share the placeholder until their issue fills them.
const pageFiles = import.meta.glob<PageModule>('../docs/pages/*.tsx')
const placeholder = () => import('../docs/Placeholder') as Promise<PageModule>

/** importPage loads a route's page module through the chunk-reload guard. */
export function importPage(route: Route): () => Promise<PageModule> {
  return guarded(pageFiles[`../docs/pages/${route.slug}.tsx`] ?? placeholder)
}

const prefetched = new Set<string>()

/**
 * prefetchPage loads the code of the page at path (relative to the base)
 * without rendering it; a failure is ignored, the real navigation retries.
 */
export function prefetchPage(path: string): void {
  const route = ROUTES.find((r) => r.path === path)
  if (!route || prefetched.has(route.slug)) return
  prefetched.add(route.slug)
  const load = pageFiles[`../docs/pages/${route.slug}.tsx`] ?? placeholder
  load().catch(() => prefetched.delete(route.slug))
}
