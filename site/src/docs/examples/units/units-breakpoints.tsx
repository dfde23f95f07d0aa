import { useSyncExternalStore } from 'react'

const BREAKPOINTS = { sm: 600, md: 840, lg: 960, xl: 1280 }

function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`
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

export default function CurrentBreakpoint() {
  const sm = useMinWidth(BREAKPOINTS.sm)
  const md = useMinWidth(BREAKPOINTS.md)
  const lg = useMinWidth(BREAKPOINTS.lg)
  const xl = useMinWidth(BREAKPOINTS.xl)
  const current = xl ? 'xl' : lg ? 'lg' : md ? 'md' : sm ? 'sm' : null
  return (
    <p className="ts-m-0" data-breakpoint={current ?? 'none'}>
      {current ? (
        <>
          This window is at least <strong>{BREAKPOINTS[current]} px</strong> wide: breakpoint <code>{current}</code> applies.
        </>
      ) : (
        <>
          This window is narrower than <strong>{BREAKPOINTS.sm} px</strong>: no breakpoint applies, the base styles do.
        </>
      )}
    </p>
  )
}
