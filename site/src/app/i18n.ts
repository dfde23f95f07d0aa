/**
 * The library's interface labels: one i18next instance, its locale files
 * (locales/<locale>.json) loaded lazily, one Vite chunk per locale.
 *
 * Keys are nested per component (`t('table.noItems')`). Plurals use i18next's
 * suffixes (`_one`, `_few`, `_many`, `_other`, as Intl.PluralRules lists them
 * for the locale) and need `count`:
 *   t('standard-table.selectionCount', { count })
 *   t('standard-table.resultsCounter', { count: total, range: '1–10', total })
 * There is no `_zero` form: a component that shows nothing for 0 checks the
 * count itself.
 *
 * A locale file that fails to load is logged with console.error naming the
 * locale and the error is rethrown: loadLocale and initI18n reject with it.
 */
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './menu'


/** NAMESPACE is the single i18next namespace; the component name is the first key segment. */
const NAMESPACE = 'translation'

/**
 * UNTRANSLATED_JA lists the key prefixes ja-JP leaves untranslated. ja-JP.json
 * carries them with values equal to en-US, so all six files keep the same
 * keys; locales.test.ts checks that they stay equal to en-US.
 */
export const UNTRANSLATED_JA: readonly string[] = ['standard-table', 'table']

/** Messages is the content of one locale file. */
export interface Messages {
  [key: string]: string | Messages
}

/** Importer loads one locale file, as a Vite glob importer does. */
export type Importer = () => Promise<unknown>

/** Loader loads the messages of one locale; it logs and rethrows failures. */
export type Loader = (locale: Locale) => Promise<Messages>

/** isLocale tells whether value is one of the six supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * importersByLocale keys glob importers ('../../../locales/de-DE.json') by
 * locale; files that are not a supported locale are ignored.
 */
export function importersByLocale(modules: Record<string, Importer>): Partial<Record<Locale, Importer>> {
  const out: Partial<Record<Locale, Importer>> = {}
  for (const [path, importer] of Object.entries(modules)) {
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '')
    if (isLocale(name)) out[name] = importer
  }
  return out
}

/**
 * createLoader makes the loader over importers. A locale without an importer,
 * an importer that rejects and a file that is not an object all log
 * console.error naming the locale and reject with the error.
 */
export function createLoader(importers: Partial<Record<Locale, Importer>>): Loader {
  return async (locale) => {
    try {
      const importer = importers[locale]
      if (!importer) throw new Error(`no locale file for "${locale}"`)
      let data = await importer()
      // A glob without `import: 'default'` yields the module namespace.
      if (isRecord(data) && isRecord(data.default)) data = data.default
      if (!isRecord(data)) throw new Error(`locale file for "${locale}" is not an object`)
      return data as Messages
    } catch (error) {
      console.error(`Failed to load the locale "${locale}":`, error)
      throw error
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * createBackend makes an i18next backend over load, for languages i18next
 * loads on its own (a direct i18n.changeLanguage call). It does not retry.
 */
function createBackend(load: Loader): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    // callbackApi false: i18next calls read(language, namespace) and awaits the promise.
    read: (language: string) =>
      isLocale(language)
        ? load(language).then((m): ResourceKey => m)
        : Promise.reject(new Error(`unsupported locale "${language}"`)),
  }
}

/** Labels are some groups of the labels of some locales: what a page's first render asks for. */
export type Labels = Partial<Record<Locale, Messages>>

/**
 * pickLabels returns the groups of messages (a locale file's top-level keys,
 * one per component) that groups names; a name with no group is left out.
 */
export function pickLabels(messages: Messages, groups: Iterable<string>): Messages {
  const out: Messages = {}
  for (const g of groups) if (g in messages) out[g] = messages[g]
  return out
}

/** labelsOf returns the groups of locale's labels that i18n holds and groups names (pickLabels). */
export function labelsOf(locale: Locale, groups: Iterable<string>): Messages {
  return pickLabels((i18n.getResourceBundle(locale, NAMESPACE) ?? {}) as Messages, groups)
}

/** I18nSetup is one i18next instance with its init and load functions. */
export interface I18nSetup {
  i18n: I18n
  initI18n: (locale?: Locale, labels?: Labels) => Promise<void>
  loadLocale: (locale: Locale) => Promise<void>
  loadLabels: (locale: Locale) => Promise<void>
  labelsComplete: () => Promise<void>
}

/**
 * createI18n builds an i18next instance over load. The app uses the one
 * exported below; tests build their own with an injected loader.
 */
export function createI18n(load: Loader, options: { react?: boolean } = {}): I18nSetup {
  const i18n = i18next.createInstance()
  i18n.use(createBackend(load))
  if (options.react ?? true) i18n.use(initReactI18next)

  const inflight = new Map<Locale, Promise<Messages>>()
  const fetchMessages = (locale: Locale): Promise<Messages> => {
    let p = inflight.get(locale)
    if (!p) {
      p = load(locale).finally(() => inflight.delete(locale))
      inflight.set(locale, p)
    }
    return p
  }
  // The locales whose every label is in the store; a page's first render may start from some groups only.
  const complete = new Set<Locale>()

  let initialising: Promise<void> | undefined
  const ensureInit = (locale: Locale, labels?: Labels): Promise<void> => {
    initialising ??= (async () => {
      const locales = [...new Set([DEFAULT_LOCALE, locale, ...Object.keys(labels ?? {}).filter(isLocale)])]
      const messages = await Promise.all(locales.map((l) => labels?.[l] ?? fetchMessages(l)))
      locales.forEach((l) => labels?.[l] ?? complete.add(l))
      await i18n.init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        load: 'currentOnly',
        ns: [NAMESPACE],
        defaultNS: NAMESPACE,
        // The bundles loaded above; the backend loads any other on demand.
        resources: Object.fromEntries(locales.map((l, i) => [l, { [NAMESPACE]: messages[i] }])),
        partialBundledLanguages: true,
        interpolation: { escapeValue: false }, // React escapes
        returnEmptyString: true, // file-upload.statusMsg.HIDDEN is ''
      })
    })().catch((error: unknown) => {
      initialising = undefined // let a later call try again
      throw error
    })
    return initialising
  }

  const ensureLoaded = async (locale: Locale): Promise<void> => {
    if (complete.has(locale)) return
    const messages = await fetchMessages(locale)
    i18n.addResourceBundle(locale, NAMESPACE, messages, true, true)
    complete.add(locale)
  }

  const loadLabels = async (locale: Locale): Promise<void> => {
    await ensureInit(DEFAULT_LOCALE)
    await Promise.all([ensureLoaded(DEFAULT_LOCALE), ensureLoaded(locale)])
  }

  let latest: Locale | undefined
  const loadLocale = async (locale: Locale): Promise<void> => {
    latest = locale
    await loadLabels(locale)
    // Of overlapping calls, the last one requested wins, whichever loads first.
    if (latest === locale && i18n.language !== locale) await i18n.changeLanguage(locale)
  }

  const initI18n = (locale: Locale = DEFAULT_LOCALE, labels?: Labels): Promise<void> =>
    labels && !initialising ? ensureInit(locale, labels) : loadLocale(locale)

  const labelsComplete = async (): Promise<void> => {
    if (!initialising) return
    await initialising
    await Promise.all(LOCALES.filter((l) => i18n.hasResourceBundle(l, NAMESPACE)).map(ensureLoaded))
  }

  return { i18n, initI18n, loadLocale, loadLabels, labelsComplete }
}

const setup = createI18n(
  createLoader(importersByLocale(import.meta.glob<Record<string, unknown>>('../../../locales/*.json', { import: 'default' }))),
)

/** i18n is the library's i18next instance; the react-i18next hooks use it once initI18n ran. */
export const i18n: I18n = setup.i18n

/**
 * initI18n initialises i18n once (en-US plus locale) and switches to locale;
 * later calls only switch. It rejects, after logging, when a locale file fails to load.
 * With labels (the groups a prerendered page's first render asks for, from its
 * route data), it starts from those and fetches nothing: labelsComplete
 * brings in the rest.
 */
export const initI18n: (locale?: Locale, labels?: Labels) => Promise<void> = setup.initI18n

/** loadLocale loads locale (and en-US) if missing, then switches i18n to it. */
export const loadLocale: (locale: Locale) => Promise<void> = setup.loadLocale

/** loadLabels loads every label of locale and of en-US, without switching to it. */
export const loadLabels: (locale: Locale) => Promise<void> = setup.loadLabels

/**
 * labelsComplete loads the whole file of every locale i18n holds some labels
 * of: what a page did not render at first (a state a reader opens, another
 * page) finds its labels.
 */
export const labelsComplete: () => Promise<void> = setup.labelsComplete
