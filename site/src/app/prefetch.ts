/** ConnectionLike is the part of navigator.connection (Network Information API) prefetch reads. */
export interface ConnectionLike {
  saveData?: boolean
  effectiveType?: string
}

/**
 * shouldPrefetch tells whether a link that came into view may fetch its
 * page's code: not when the reader asked to save data, on a 2g connection, or
 * offline.
 */
export function shouldPrefetch(connection: ConnectionLike | undefined, online: boolean): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false
  return true
}

/** browserShouldPrefetch asks the browser's own connection state. */
function browserShouldPrefetch(): boolean {
  const nav = navigator as Navigator & { connection?: ConnectionLike }
  return shouldPrefetch(nav.connection, nav.onLine)
}

/**
 * observePrefetch calls fetch once el has scrolled into view, if the browser
 * may prefetch then (browserShouldPrefetch), when it is idle. It returns the
 * function that stops watching.
 */
export function observePrefetch(el: Element, fetch: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return
    if (!browserShouldPrefetch()) return
    observer.disconnect()
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1))
    idle(fetch)
  })
  observer.observe(el)
  return () => observer.disconnect()
}
