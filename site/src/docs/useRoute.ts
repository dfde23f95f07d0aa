import { useLocation } from 'react-router'
import { ROUTES, type Route } from '../app/menu'

/** useRoute returns the manifest entry of the current page. */
export function useRoute(): Route {
  const { pathname } = useLocation()
  const route = ROUTES.find((r) => r.path === pathname)
  if (!route) throw new Error(`no route in the menu manifest for "${pathname}"`)
  return route
}
