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

/** Warn receives the message of a value that fell back to its default. */
export type Warn = (message: string) => void

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T, source: string, warn: Warn): T | null {
  if (value === null || value === '') return null
  if ((allowed as readonly string[]).includes(value)) return value as T
  warn(`Tessera: unknown value "${value}" in ${source}; using "${fallback}". Allowed: ${allowed.join(', ')}.`)
  return fallback
}

/** StorageLike is the part of window.localStorage the preferences use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/**
 * resolvePreferences reads the preferences from the query string first and
 * the stored values second. An unknown value warns and falls back to the
 * default; a value from the query string is stored, so it sticks.
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
  const fromQueryTheme = pick(THEMES, query.get('theme'), DEFAULT_THEME, '?theme=', warn)
  const fromQueryLocale = pick(LOCALES, query.get('locale'), DEFAULT_LOCALE, '?locale=', warn)
  const theme = fromQueryTheme ?? pick(THEMES, read(STORAGE_KEYS.theme), DEFAULT_THEME, `localStorage "${STORAGE_KEYS.theme}"`, warn) ?? DEFAULT_THEME
  const locale = fromQueryLocale ?? pick(LOCALES, read(STORAGE_KEYS.locale), DEFAULT_LOCALE, `localStorage "${STORAGE_KEYS.locale}"`, warn) ?? DEFAULT_LOCALE
  if (fromQueryTheme) store(storage, STORAGE_KEYS.theme, theme, warn)
  if (fromQueryLocale) store(storage, STORAGE_KEYS.locale, locale, warn)
  return { theme, locale }
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
