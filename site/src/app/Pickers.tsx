import { LOCALES, THEMES, type Locale, type Theme, THEME_NAMES } from './menu'
import { usePreferences } from './preferences-context'
import styles from './Shell.module.css'

const LOCALE_NAMES: Record<Locale, string> = {
  'de-DE': 'German',
  'en-US': 'English (US)',
  'es-ES': 'Spanish',
  'fr-FR': 'French',
  'ja-JP': 'Japanese',
  'uk-UA': 'Ukrainian',
}


/**
 * Pickers are the navbar footer's theme and locale selects. The locale one is
 * masked in harness captures that compare the navbar across locales: it is
 * the only part of the shell that shows the example locale.
 */
export function Pickers() {
  const prefs = usePreferences()
  return (
    <div className={styles.pickers}>
      <label className={styles.picker}>
        <span>Navbar theme</span>
        {/* the head's script selects the reader's theme here before the first paint */}
        <select value={prefs.theme} data-preference="theme" onChange={(e) => prefs.setTheme(e.target.value as Theme)}>
          {THEMES.map((t) => (
            <option key={t} value={t}>
              {THEME_NAMES[t]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.picker} data-capture-mask="">
        <span>Examples language</span>
        <select value={prefs.locale} onChange={(e) => prefs.setLocale(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
