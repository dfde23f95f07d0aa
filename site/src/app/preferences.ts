import { LOCALES, THEMES, type Locale, type Theme } from './menu'

/** Keys of the preferences in localStorage. */
export const STORAGE_KEYS = {
  narrow: 'tessera:navbar-narrow',
  theme: 'tessera:navbar-theme',
  locale: 'tessera:locale',
} as const

const DEFAULT_THEME: Theme = 'default'
const DEFAULT_LOCALE: Locale = 'en-US'

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
 * the stored values second. An unknown value warns and is ignored: the next
 * place decides (a bad ?locale= keeps the stored locale) and the storage is
 * left as it was. A known value from the query string is stored, so it
 * sticks.
 */
export function resolvePreferences(search: string, storage: StorageLike | null, warn: Warn): Preferences {
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
    ],
    DEFAULT_LOCALE,
    warn,
  )
  if (theme.from === 0) store(storage, STORAGE_KEYS.theme, theme.value, warn)
  if (locale.from === 0) store(storage, STORAGE_KEYS.locale, locale.value, warn)
  return { theme: theme.value, locale: locale.value }
}

/**
 * hasPreferences tells whether the query string or the storage names a
 * theme or locale: a prerendered page, rendered in the defaults, then asks
 * the root loader for them.
 */
export function hasPreferences(search: string, storage: StorageLike | null): boolean {
  const query = new URLSearchParams(search)
  if (query.has('theme') || query.has('locale')) return true
  try {
    return storage?.getItem(STORAGE_KEYS.theme) != null || storage?.getItem(STORAGE_KEYS.locale) != null
  } catch {
    return false
  }
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
