import { TOP_BAR_BELOW } from './tokens/breakpoints'
import { useSyncExternalStore } from 'react'

/** useMediaQuery tells whether a CSS media query matches, and re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query)
      mql.addEventListener('change', onChange)
      return () => mql.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** TOP_BAR_QUERY matches the widths where the navbar becomes a top bar: below TOP_BAR_BELOW. */
export const TOP_BAR_QUERY = `(max-width: ${TOP_BAR_BELOW - 0.02}px)`
