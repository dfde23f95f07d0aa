import { createContext, useContext } from 'react'
import type { Locale, Theme } from './menu'

export interface PreferencesValue {
  theme: Theme
  locale: Locale
  setTheme: (theme: Theme) => void
  setLocale: (locale: Locale) => void
  setNarrow: (narrow: boolean) => void
}

export const PreferencesContext = createContext<PreferencesValue | null>(null)

/** usePreferences gives the reader's theme and example locale, and the setters of those and of the narrow mode. */
export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext)
  if (!value) throw new Error('usePreferences outside the app root')
  return value
}
