import { TOP_BAR_BELOW } from './tokens/breakpoints'
import { useSyncExternalStore } from 'react'
import { useHydrating } from './use-hydrating'

const unknown = () => null

/**
 * useMediaQuery tells whether a CSS media query matches, and re-renders when
 * that changes. It is null where no window answers: in a render on the
 * server, and in the hydration of its markup, which must render what the
 * server did (a component then renders what CSS can choose from), until the
 * component renders as the client (useHydrating).
 */
export function useMediaQuery(query: string): boolean | null {
  const hydrating = useHydrating()
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query)
      mql.addEventListener('change', onChange)
      return () => mql.removeEventListener('change', onChange)
    },
    hydrating ? unknown : () => window.matchMedia(query).matches,
    unknown,
  )
}

/** TOP_BAR_QUERY matches the widths where the navbar becomes a top bar: below TOP_BAR_BELOW. */
export const TOP_BAR_QUERY = `(max-width: ${TOP_BAR_BELOW - 0.02}px)`
