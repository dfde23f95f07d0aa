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
export function browserShouldPrefetch(): boolean {
  const nav = navigator as Navigator & { connection?: ConnectionLike }
  return shouldPrefetch(nav.connection, nav.onLine)
}
