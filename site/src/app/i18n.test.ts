// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import enUS from '../../../locales/en-US.json'
import { createI18n, createLoader, i18n, importersByLocale, initI18n, isLocale, loadLocale, pickLabels, type Importer, type Messages } from './i18n'
import { LOCALES, type Locale } from './menu'

const en = enUS as Messages

/** memoryImporters serves fixed messages per locale. */
function memoryImporters(messages: Partial<Record<Locale, Messages>>): Partial<Record<Locale, Importer>> {
  return Object.fromEntries(Object.entries(messages).map(([l, m]) => [l, () => Promise.resolve({ default: m })]))
}

const quietSetup = (importers: Partial<Record<Locale, Importer>>) => createI18n(createLoader(importers), { react: false })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the app instance', () => {
  it('starts in en-US with the English labels', async () => {
    await initI18n()
    expect(i18n.language).toBe('en-US')
    expect(i18n.t('table.noItems')).toBe('No items')
    expect(i18n.t('file-upload.statusMsg.HIDDEN')).toBe('')
    expect(i18n.t('file-upload.error.unknown', { error: 'OverconstrainedError' })).toBe('Unknown: OverconstrainedError')
  })

  it('loads de-DE on demand and shows German labels', async () => {
    expect(i18n.hasResourceBundle('de-DE', 'translation')).toBe(false)
    await loadLocale('de-DE')
    expect(i18n.language).toBe('de-DE')
    expect(i18n.t('table.noItems')).toBe('Keine Einträge')
    expect(i18n.t('form-fields.requiredMessage')).toBe('Dieses Feld muss ausgefüllt werden')
    expect(i18n.t('standard-table.selectionCount', { count: 3 })).toBe('3 Zeilen ausgewählt')
  })

  it('picks the Ukrainian plural forms for 1, 2, 5 and 21', async () => {
    await loadLocale('uk-UA')
    const t = (count: number) => i18n.t('standard-table.selectionCount', { count })
    expect(t(1)).toBe('Вибрано 1 рядок')
    expect(t(2)).toBe('Вибрано 2 рядки')
    expect(t(5)).toBe('Вибрано 5 рядків')
    expect(t(21)).toBe('Вибрано 21 рядок')
    expect(i18n.t('standard-table.resultsCounter', { count: 22, range: '1–10', total: 22 })).toBe('1–10 з 22 результатів')
  })

  it('uses the French and Spanish forms for one, other and many', async () => {
    await loadLocale('fr-FR')
    expect(i18n.t('standard-table.selectionCount', { count: 1 })).toBe('1 ligne sélectionnée')
    expect(i18n.t('standard-table.selectionCount', { count: 2 })).toBe('2 lignes sélectionnées')
    expect(i18n.t('standard-table.selectionCount', { count: 1_000_000 })).toBe('1000000 de lignes sélectionnées')
    await loadLocale('es-ES')
    expect(i18n.t('standard-table.resultsCounter', { count: 1, range: '1–1', total: 1 })).toBe('1–1 de 1 resultado')
    expect(i18n.t('standard-table.resultsCounter', { count: 40, range: '1–10', total: 40 })).toBe('1–10 de 40 resultados')
  })

  it('shows ja-JP’s untranslated table labels in English, the rest in Japanese', async () => {
    await loadLocale('ja-JP')
    expect(i18n.t('table.noItems')).toBe('No items')
    expect(i18n.t('standard-table.selectionCount', { count: 1 })).toBe('1 rows selected')
    expect(i18n.t('form-fields.requiredMessage')).toBe('この項目は必須です')
  })

  it('keeps en-US loaded as the fallback', async () => {
    await loadLocale('fr-FR')
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(true)
    expect(i18n.options.fallbackLng).toEqual(['en-US'])
  })

  it('has one lazy importer per locale file', () => {
    const importers = importersByLocale(import.meta.glob('../../../locales/*.json'))
    expect(Object.keys(importers).sort()).toEqual([...LOCALES].sort())
  })
})

describe('createI18n', () => {
  it('falls back to en-US for a key the locale lacks', async () => {
    const { i18n: inst, loadLocale: load } = quietSetup(memoryImporters({ 'en-US': en, 'de-DE': { table: { yes: 'Ja' } } }))
    await load('de-DE')
    expect(inst.t('table.yes')).toBe('Ja')
    expect(inst.t('table.noItems')).toBe('No items')
  })

  it('logs a failed load naming the locale and rethrows it; the language stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const boom = new Error('chunk failed')
    const { i18n: inst, loadLocale: load } = quietSetup({ ...memoryImporters({ 'en-US': en }), 'fr-FR': () => Promise.reject(boom) })
    await load('en-US')
    await expect(load('fr-FR')).rejects.toBe(boom)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"fr-FR"'), boom)
    expect(inst.language).toBe('en-US')
  })

  it('rejects initialisation when en-US fails, and can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const { i18n: inst, initI18n: init } = quietSetup({
      'en-US': () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(en)),
    })
    await expect(init()).rejects.toThrow('offline')
    expect(inst.isInitialized).toBeFalsy()
    fail = false
    await init()
    expect(inst.t('table.yes')).toBe('Yes')
  })

  it('loads each locale file once', async () => {
    const calls: string[] = []
    const counted = (locale: Locale, m: Messages): Importer => () => (calls.push(locale), Promise.resolve(m))
    const { loadLocale: load } = quietSetup({ 'en-US': counted('en-US', en), 'de-DE': counted('de-DE', { table: { yes: 'Ja' } }) })
    await Promise.all([load('de-DE'), load('de-DE')])
    await load('en-US')
    await load('de-DE')
    expect(calls.sort()).toEqual(['de-DE', 'en-US'])
  })

  it('switches to the locale asked for last when loads overlap', async () => {
    let release: () => void = () => {}
    const slow = new Promise<void>((r) => (release = r))
    const { i18n: inst, loadLocale: load } = quietSetup({
      ...memoryImporters({ 'en-US': en, 'de-DE': { table: { yes: 'Ja' } } }),
      'fr-FR': () => slow.then(() => ({ table: { yes: 'Oui' } })),
    })
    await load('en-US')
    const fr = load('fr-FR')
    await load('de-DE')
    release()
    await fr
    expect(inst.language).toBe('de-DE')
    expect(inst.hasResourceBundle('fr-FR', 'translation')).toBe(true)
  })

  it('loads through its backend when changeLanguage is called directly', async () => {
    const { i18n: inst, initI18n: init } = quietSetup(memoryImporters({ 'en-US': en, 'es-ES': { table: { yes: 'Sí' } } }))
    await init()
    await inst.changeLanguage('es-ES')
    expect(inst.t('table.yes')).toBe('Sí')
  })
})

describe('createLoader', () => {
  it('returns a file’s default export', async () => {
    await expect(createLoader(memoryImporters({ 'de-DE': { a: 'b' } }))('de-DE')).resolves.toEqual({ a: 'b' })
    await expect(createLoader({ 'de-DE': () => Promise.resolve({ a: 'b' }) })('de-DE')).resolves.toEqual({ a: 'b' })
  })

  it('logs and rethrows a failing importer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const boom = new Error('Failed to fetch dynamically imported module')
    await expect(createLoader({ 'uk-UA': () => Promise.reject(boom) })('uk-UA')).rejects.toBe(boom)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0][0]).toContain('uk-UA')
  })

  it('logs and rejects a locale without a file, and a file that is not an object', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(createLoader({})('ja-JP')).rejects.toThrow('ja-JP')
    await expect(createLoader({ 'ja-JP': () => Promise.resolve(['x']) })('ja-JP')).rejects.toThrow('not an object')
    expect(error).toHaveBeenCalledTimes(2)
  })
})

describe('isLocale', () => {
  it('accepts the six locales only', () => {
    for (const l of LOCALES) expect(isLocale(l)).toBe(true)
    expect(isLocale('en')).toBe(false)
    expect(isLocale('en-us')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('a page that starts from the labels its render asked for', () => {
  const de = { navbar: { search: 'Suche' }, table: { noItems: 'Keine Einträge' } }
  const full = { 'en-US': en, 'de-DE': de as Messages }

  it('picks the groups named, and leaves out a name with no group', () => {
    expect(pickLabels(en, ['navbar', 'nothing'])).toEqual({ navbar: en.navbar })
  })

  it('fetches no locale file to start, and every file it holds labels of once asked for the rest', async () => {
    const fetched: string[] = []
    const importers = Object.fromEntries(
      Object.entries(full).map(([l, m]) => [l, () => (fetched.push(l), Promise.resolve({ default: m }))]),
    ) as Partial<Record<Locale, Importer>>
    const setup = quietSetup(importers)
    await setup.initI18n('en-US', { 'en-US': pickLabels(en, ['navbar']), 'de-DE': pickLabels(de, ['navbar']) })
    expect(fetched).toEqual([])
    expect(setup.i18n.t('navbar.search')).toBe(i18n.t('navbar.search'))
    expect(setup.i18n.t('navbar.search', { lng: 'de-DE' })).toBe('Suche')
    expect(setup.i18n.t('table.noItems')).toBe('table.noItems')

    await setup.labelsComplete()
    expect(fetched.sort()).toEqual(['de-DE', 'en-US'])
    expect(setup.i18n.t('table.noItems')).toBe('No items')
    expect(setup.i18n.t('table.noItems', { lng: 'de-DE' })).toBe('Keine Einträge')
    await setup.labelsComplete()
    expect(fetched).toHaveLength(2)
  })

  it('loads a locale whole with loadLabels, without switching to it', async () => {
    const setup = quietSetup(memoryImporters(full))
    await setup.initI18n('en-US', { 'en-US': pickLabels(en, ['navbar']) })
    await setup.loadLabels('de-DE')
    expect(setup.i18n.language).toBe('en-US')
    expect(setup.i18n.t('table.noItems')).toBe('No items')
    expect(setup.i18n.t('table.noItems', { lng: 'de-DE' })).toBe('Keine Einträge')
  })

  it('completes nothing before it started', async () => {
    const setup = quietSetup(memoryImporters(full))
    await expect(setup.labelsComplete()).resolves.toBeUndefined()
    expect(setup.i18n.isInitialized).toBeFalsy()
  })
})
