/**
 * The chunk-reload guard: when a route's code fails to load (typically after
 * a deploy replaced the hashed files), reload the page once; a second failure
 * inside the window shows the error page instead of reloading in a loop.
 */

export const CHUNK_RELOAD_WINDOW_MS = 60_000
export const CHUNK_RELOAD_KEY = 'tessera:chunk-reload-at'

/** isChunkLoadError tells whether err is a failed load of a script or style chunk, in any browser's words. */
export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err)
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(message)
}

/** shouldReload decides, from the time of the last guarded reload, whether a chunk failure at now reloads. */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS || now < lastReloadAt
}

/** GuardEnv is what the guard reads and does; the browser's is the default. */
export interface GuardEnv {
  now: () => number
  read: () => string | null
  write: (value: string) => void
  reload: () => void
}

const browserGuardEnv: GuardEnv = {
  now: () => Date.now(),
  read: () => {
    try {
      return sessionStorage.getItem(CHUNK_RELOAD_KEY)
    } catch {
      return null
    }
  },
  write: (v) => {
    try {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, v)
    } catch {
      /* without storage the guard still reloads; the window cannot be kept */
    }
  },
  reload: () => window.location.reload(),
}

/**
 * handleChunkError reloads the page for a chunk error outside the window and
 * returns true; for any other error, or inside the window, it returns false
 * and the caller shows the error.
 */
export function handleChunkError(err: unknown, env: GuardEnv = browserGuardEnv): boolean {
  if (!isChunkLoadError(err)) return false
  const stored = env.read()
  const last = stored === null ? null : Number(stored)
  const now = env.now()
  if (!shouldReload(now, last)) return false
  env.write(String(now))
  env.reload()
  return true
}

/**
 * guarded wraps a dynamic import: a chunk failure reloads the page (the
 * returned promise then never settles, so nothing renders half-loaded), and
 * every other failure is rethrown for the error page.
 */
export function guarded<T>(load: () => Promise<T>, env: GuardEnv = browserGuardEnv): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      if (handleChunkError(err, env)) return new Promise<T>(() => {})
      throw err
    })
}
