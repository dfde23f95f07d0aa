import { BASE, DEFAULT_LOCALE, LOCALES, THEMES, type Locale, type Theme } from './menu'

/** Keys of the preferences in localStorage. */
export const STORAGE_KEYS = {
  narrow: 'tessera:navbar-narrow',
  theme: 'tessera:navbar-theme',
  locale: 'tessera:locale',
} as const

/**
 * LOCALE_COOKIE is the cookie that carries the examples' locale to the
 * server, which serves a page prerendered in it (the server package's
 * pickLocale reads it the same way): the app writes it whenever the root
 * loader resolves the preferences (localeCookie).
 */
export const LOCALE_COOKIE = 'tessera-locale'

/** LOCALE_COOKIE_AGE is how long the locale cookie lasts, in seconds: a year, renewed on each visit. */
const LOCALE_COOKIE_AGE = 365 * 24 * 60 * 60

const DEFAULT_THEME: Theme = 'default'

/** Preferences are what a reader chose for the shell and the live examples. */
export interface Preferences {
  theme: Theme
  locale: Locale
}

/** Warn receives the message of a value that was ignored. */
export type Warn = (message: string) => void

/** StorageLike is the part of window.localStorage the preferences use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** Candidate is one place a preference may come from: its value there (null if absent) and the place's name. */
interface Candidate {
  value: string | null
  source: string
}

/**
 * choose returns the first allowed value of the candidates, in order, and
 * the index of the candidate it came from (-1 for the fallback). An empty or
 * absent value is skipped in silence; an unknown one is skipped with a
 * warning that names it, where it came from, what is used instead and what
 * is allowed.
 */
function choose<T extends string>(allowed: readonly T[], candidates: Candidate[], fallback: T, warn: Warn): { value: T; from: number } {
  const ignored: Candidate[] = []
  let chosen: { value: T; from: number } = { value: fallback, from: -1 }
  for (const [i, c] of candidates.entries()) {
    if (c.value === null || c.value === '') continue
    if ((allowed as readonly string[]).includes(c.value)) {
      chosen = { value: c.value as T, from: i }
      break
    }
    ignored.push(c)
  }
  const using = chosen.from < 0 ? 'the default' : candidates[chosen.from].source
  for (const c of ignored) {
    warn(`Tessera: unknown value "${c.value}" in ${c.source}; ignored, using "${chosen.value}" (${using}). Allowed: ${allowed.join(', ')}.`)
  }
  return chosen
}

/**
 * resolvePreferences reads the preferences from the query string first and
 * the stored values second, and the locale last from its cookie
 * (LOCALE_COOKIE in cookies, a Cookie header's value or document.cookie),
 * by which the server chose the page's locale. An unknown value warns and
 * is ignored: the next place decides (a bad ?locale= keeps the stored locale) and the storage is
 * left as it was. A known value from the query string is stored, so it
 * sticks.
 */
export function resolvePreferences(search: string, storage: StorageLike | null, warn: Warn, cookies = ''): Preferences {
  const query = new URLSearchParams(search)
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const theme = choose(
    THEMES,
    [
      { value: query.get('theme'), source: '?theme=' },
      { value: read(STORAGE_KEYS.theme), source: `localStorage "${STORAGE_KEYS.theme}"` },
    ],
    DEFAULT_THEME,
    warn,
  )
  const locale = choose(
    LOCALES,
    [
      { value: query.get('locale'), source: '?locale=' },
      { value: read(STORAGE_KEYS.locale), source: `localStorage "${STORAGE_KEYS.locale}"` },
      { value: readCookie(cookies, LOCALE_COOKIE), source: `cookie "${LOCALE_COOKIE}"` },
    ],
    DEFAULT_LOCALE,
    warn,
  )
  if (theme.from === 0) store(storage, STORAGE_KEYS.theme, theme.value, warn)
  if (locale.from === 0) store(storage, STORAGE_KEYS.locale, locale.value, warn)
  return { theme: theme.value, locale: locale.value }
}

/**
 * hasPreferences tells whether the query string, the storage or the cookies
 * name a theme or locale: a prerendered page, rendered in the defaults or
 * the cookie's locale, then asks the root loader for them.
 */
export function hasPreferences(search: string, storage: StorageLike | null, cookies = ''): boolean {
  const query = new URLSearchParams(search)
  if (query.has('theme') || query.has('locale') || readCookie(cookies, LOCALE_COOKIE) !== null) return true
  try {
    return storage?.getItem(STORAGE_KEYS.theme) != null || storage?.getItem(STORAGE_KEYS.locale) != null
  } catch {
    return false
  }
}

/** readCookie returns the value of the cookie named name in cookies (a Cookie header's value), or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.split('=')
    if (key.trim() === name) return value.join('=').trim()
  }
  return null
}

/**
 * localeCookie is the document.cookie assignment that keeps locale for the
 * server: set for a year under the base, or removed for the default, whose
 * pages the server serves with no cookie.
 */
export function localeCookie(locale: Locale): string {
  const attributes = `; Path=${BASE}; SameSite=Lax`
  return locale === DEFAULT_LOCALE ? `${LOCALE_COOKIE}=${attributes}; Max-Age=0` : `${LOCALE_COOKIE}=${locale}${attributes}; Max-Age=${LOCALE_COOKIE_AGE}`
}

/** readNarrow reads the navbar's narrow mode; anything but a stored JSON true is wide. */
export function readNarrow(storage: StorageLike | null): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.narrow) === 'true'
  } catch {
    return false
  }
}

/** store writes one preference; a storage that refuses (private mode, quota) only warns. */
export function store(storage: StorageLike | null, key: string, value: string, warn: Warn): void {
  try {
    storage?.setItem(key, value)
  } catch (err) {
    warn(`Tessera: could not save "${key}": ${String(err)}`)
  }
}

/** browserStorage returns localStorage, or null where reading it throws. */
export function browserStorage(): StorageLike | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
