import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

// Which snapshot React read last: it reads a store's server snapshot on the
// server and while it hydrates, its client snapshot in any other render.
let readServer = false
const unsubscribed = () => () => {}
const clientSnapshot = () => {
  readServer = false
  return true
}
const serverSnapshot = () => {
  readServer = true
  return true
}

// How many components that hydrated have not rendered as the client yet, and
// the promise that resolves when none is left.
let unsettled = 0
let settle = () => {}
let settledAll: Promise<void> | undefined

/**
 * useHydrating tells whether the component must render what the server
 * rendered: true on the server and while it hydrates, and after that until
 * it has rendered once more, with false, in a transition (React renders it in
 * slices it can interrupt, with every other component that hydrated in the
 * same commit). False from the first render of one the client mounts.
 */
export function useHydrating(): boolean {
  // Both snapshots are equal, so React never renders the component again to swap them (a store's swap is a render
  // that cannot yield: on a page of many icons, one long task); which one React read tells whether it hydrates.
  useSyncExternalStore(unsubscribed, clientSnapshot, serverSnapshot)
  const [hydrating, setHydrating] = useState(readServer)
  useEffect(() => {
    if (!hydrating) return
    if (!unsettled++) settledAll = new Promise((resolve) => (settle = resolve))
    startTransition(() => setHydrating(false))
    return () => {
      if (!--unsettled) settle()
    }
  }, [hydrating])
  return hydrating
}

/**
 * hydrationSettled is what resolves once every component that hydrated so
 * far has rendered as the client (useHydrating), if one ever hydrated: a page
 * is shown as it will stay only after that.
 */
export const hydrationSettled = () => settledAll
