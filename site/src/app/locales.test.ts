// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { UNTRANSLATED_JA, type Messages } from './i18n'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './menu'

const files = import.meta.glob<Messages>('../../../locales/*.json', { eager: true, import: 'default' })
const byLocale = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), messages]),
) as Record<Locale, Messages>

/**
 * SPEC_KEYS are the translation keys en-US must hold (plural ones as their group). Of them, today, lastWeek,
 * lastMonth and lastYear are the date shortcuts', which the date field and the filters' date range both show.
 */
const SPEC_KEYS = [
  'table.noItems',
  'table.yes',
  'table.no',
  'date-shortcuts.today',
  'date-shortcuts.lastWeek',
  'date-shortcuts.lastMonth',
  'date-shortcuts.lastYear',
  'standard-table.startDate',
  'standard-table.endDate',
  'standard-table.min',
  'standard-table.max',
  'standard-table.upTo',
  'standard-table.moreThan',
  'standard-table.clearAll',
  'standard-table.showAll',
  'standard-table.editColumns',
  'standard-table.editFilters',
  'standard-table.itemsPerPage',
  'standard-table.search',
  'standard-table.selectionCount',
  'standard-table.resultsCounter',
]

/** SPEC_TEXTS are en-US values that must read exactly so. */
const SPEC_TEXTS: Record<string, string> = {
  'form-fields.requiredMessage': 'This field is required',
  'form-fields.optional': '(Optional)',
  'file-upload.error.multipleNotAllowed': 'Multiple files upload not allowed',
  'file-upload.error.notAllowed': 'Permission denied to use the camera',
  'file-upload.error.notFound': 'No available camera found',
  'file-upload.error.notSupported': 'No compatible camera found',
  'file-upload.error.unknown': 'Unknown: {{error}}',
  'file-upload.statusMsg.CANCELED': 'Canceled',
  'file-upload.statusMsg.ERROR': 'Upload failed, please try again',
  'file-upload.statusMsg.HIDDEN': '',
  'file-upload.statusMsg.INVALID': 'Invalid',
  'file-upload.statusMsg.NOT_STARTED': 'Not started',
  'file-upload.statusMsg.READY_TO_UPLOAD': 'Ready to upload',
  'file-upload.statusMsg.UPLOADED': 'Uploaded',
  'file-upload.statusMsg.UPLOADED_WITH_ERROR': 'Uploaded with error',
  'file-upload.statusMsg.UPLOADING': 'Uploading...',
  'file-upload.validationMsg.INVALID_EXTENSION': 'File format not supported',
  'file-upload.validationMsg.MAX_SIZE_EXCEEDED': 'Maximum file size allowed exceeded',
  'form-fields-select.loadingText': 'Loading',
  'form-fields-select.noDataText': 'No results',
  'form-fields-select.noMatchText': 'No matching data',
  'filters.emptyList': 'No Filters Applied',
  'filters.where': 'Where',
  'filters.and': 'And',
  'form.title': 'Form Submission Not Allowed',
  'form.errors': 'Errors',
  'form.warnings': 'Warnings',
  'form.submit': 'Submit',
  'heading.view': 'View',
  'heading.close': 'Close',
  'navbar.menuCollapse': 'Collapse menu',
  'navbar.menuExpand': 'Expand menu',
  'navbar.quickLinksTitle': 'Quick Links',
  'table.noItems': 'No items',
}

/**
 * SPEC_UNREAD are keys of SPEC_KEYS that no component reads: an applied number range open at one end says
 * Minimum or Maximum (the min and max keys) instead.
 */
const SPEC_UNREAD = ['standard-table.upTo', 'standard-table.moreThan']

/** source is the text of every module of the site and library that runs (tests and benchmarks left out). */
const source = Object.values(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.bench.ts'], { eager: true, query: '?raw', import: 'default' }),
).join('\n')

/** readKeys returns the keys of keys that source reads: named whole in quotes, or under a prefix a template builds. */
function readKeys(keys: string[], text: string): string[] {
  const prefixes = [...text.matchAll(/`([a-z][\w.-]*\.)\$\{/g)].map((m) => m[1])
  return keys.filter((k) => ["'", '"', '`'].some((q) => text.includes(q + k + q)) || prefixes.some((p) => k.startsWith(p)))
}

/** EMPTY_ALLOWED are the keys whose value is empty on purpose, in every locale. */
const EMPTY_ALLOWED = new Set(['file-upload.statusMsg.HIDDEN'])

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** flatten maps every leaf key path ('a.b.c') to its value. */
function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [p, v] of flatten(value, path)) out.set(p, v)
    } else {
      out.set(path, value)
    }
  }
  return out
}

/** logicalKey folds a plural form ('x.count_few') into its group ('x.count'). */
const logicalKey = (path: string) => path.replace(PLURAL_SUFFIX, '')
const isPlural = (path: string) => PLURAL_SUFFIX.test(path)

/** logicalKeys is the sorted set of keys with plural forms folded into their group. */
function logicalKeys(locale: Locale): string[] {
  return [...new Set([...flatten(byLocale[locale]).keys()].map(logicalKey))].sort()
}

/** pluralGroups maps each plural group of a locale to its categories. */
function pluralGroups(locale: Locale): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const path of flatten(byLocale[locale]).keys()) {
    const m = PLURAL_SUFFIX.exec(path)
    if (!m) continue
    const group = logicalKey(path)
    groups.set(group, [...(groups.get(group) ?? []), m[1]].sort())
  }
  return groups
}

const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort()

const diff = (a: string[], b: string[]) => a.filter((x) => !b.includes(x))

describe('locale files', () => {
  it('exist for exactly the six locales', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort())
  })

  it('hold only strings, no arrays, no key with a dot', () => {
    for (const locale of LOCALES) {
      for (const [path, value] of flatten(byLocale[locale])) {
        expect(typeof value, `${locale} ${path}`).toBe('string')
        expect(path.split('.').every((s) => s.length > 0), `${locale} ${path}`).toBe(true)
      }
    }
  })

  it('have the same keys in all six (plural forms folded into their group)', () => {
    const reference = logicalKeys(DEFAULT_LOCALE)
    const problems: string[] = []
    for (const locale of LOCALES) {
      const keys = logicalKeys(locale)
      const missing = diff(reference, keys)
      const extra = diff(keys, reference)
      if (missing.length) problems.push(`${locale} is missing: ${missing.join(', ')}`)
      if (extra.length) problems.push(`${locale} has extra: ${extra.join(', ')}`)
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('use plural forms only for the same keys in every locale', () => {
    const reference = [...pluralGroups(DEFAULT_LOCALE).keys()].sort()
    for (const locale of LOCALES) {
      expect([...pluralGroups(locale).keys()].sort(), locale).toEqual(reference)
    }
    expect(reference).toEqual(['standard-table.resultsCounter', 'standard-table.selectionCount'])
  })

  it('give every plural group exactly the categories Intl.PluralRules lists for the locale', () => {
    const problems: string[] = []
    for (const locale of LOCALES) {
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort()
      for (const [group, forms] of pluralGroups(locale)) {
        const missing = diff(categories, forms)
        const extra = diff(forms, categories)
        if (missing.length) problems.push(`${locale} ${group} lacks _${missing.join(', _')}`)
        if (extra.length) problems.push(`${locale} ${group} has needless _${extra.join(', _')}`)
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('have no _zero forms (count 0 is handled in code)', () => {
    for (const locale of LOCALES) {
      expect([...flatten(byLocale[locale]).keys()].filter((p) => p.endsWith('_zero')), locale).toEqual([])
    }
  })

  it('use the same interpolation variables as en-US, key by key', () => {
    const en = flatten(byLocale[DEFAULT_LOCALE])
    const expected = new Map<string, string[]>()
    for (const [path, value] of en) {
      // A plural group's variables are those of its _other form.
      if (!isPlural(path) || path.endsWith('_other')) expected.set(logicalKey(path), variables(String(value)))
    }
    const problems: string[] = []
    for (const locale of LOCALES) {
      for (const [path, value] of flatten(byLocale[locale])) {
        const want = expected.get(logicalKey(path)) ?? []
        const got = variables(String(value))
        if (got.join() !== want.join()) problems.push(`${locale} ${path}: {{${got.join('}}, {{')}}} instead of {{${want.join('}}, {{')}}}`)
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('use {{name}} interpolation only, no unbalanced braces or single-brace tokens', () => {
    for (const locale of LOCALES) {
      for (const [path, value] of flatten(byLocale[locale])) {
        const rest = String(value).replace(/\{\{\s*[\w.]+\s*\}\}/g, '')
        expect(/[{}]/.test(rest), `${locale} ${path}: ${String(value)}`).toBe(false)
      }
    }
  })

  it('have no empty values except the documented ones', () => {
    const problems: string[] = []
    for (const locale of LOCALES) {
      for (const [path, value] of flatten(byLocale[locale])) {
        const empty = String(value).trim() === ''
        if (empty && !EMPTY_ALLOWED.has(path)) problems.push(`${locale} ${path} is empty`)
        if (!empty && EMPTY_ALLOWED.has(path)) problems.push(`${locale} ${path} should be empty`)
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('keep ja-JP’s untranslated keys equal to en-US', () => {
    const en = flatten(byLocale[DEFAULT_LOCALE])
    const ja = flatten(byLocale['ja-JP'])
    const untranslated = [...ja.keys()].filter((p) => UNTRANSLATED_JA.some((prefix) => p === prefix || p.startsWith(`${prefix}.`)))
    expect(untranslated.length).toBeGreaterThan(0)
    for (const path of untranslated) expect(ja.get(path), path).toBe(en.get(path))
  })

  it('translate de-DE, es-ES, fr-FR, uk-UA and the rest of ja-JP', () => {
    // Words that read the same in both languages are fine; most labels must differ.
    const en = flatten(byLocale[DEFAULT_LOCALE])
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      const entries = [...flatten(byLocale[locale])].filter(
        ([p]) => !EMPTY_ALLOWED.has(p) && !(locale === 'ja-JP' && UNTRANSLATED_JA.some((prefix) => p.startsWith(`${prefix}.`))),
      )
      const same = entries.filter(([p, v]) => v === en.get(p)).map(([p]) => p)
      expect(same.length / entries.length, `${locale} left in English: ${same.join(', ')}`).toBeLessThan(0.1)
    }
  })

  it('hold every required translation key in en-US', () => {
    const keys = logicalKeys(DEFAULT_LOCALE)
    expect(diff(SPEC_KEYS, keys)).toEqual([])
    expect([...pluralGroups(DEFAULT_LOCALE).keys()]).toEqual(expect.arrayContaining(['standard-table.selectionCount', 'standard-table.resultsCounter']))
  })

  it('hold only keys the code reads (the required unread ones aside)', () => {
    const keys = logicalKeys(DEFAULT_LOCALE)
    expect(diff(diff(keys, readKeys(keys, source)), SPEC_UNREAD)).toEqual([])
    expect(diff(SPEC_UNREAD, readKeys(SPEC_UNREAD, source)), 'a key of SPEC_UNREAD is read now: take it off the list').toEqual(SPEC_UNREAD)
  })

  it('tell a read key from an unread one', () => {
    const text = "t('a.b')\nconst k = `c.${x}`\nt(\"d\")"
    expect(readKeys(['a.b', 'c.anything', 'd', 'a', 'a.c', 'e'], text)).toEqual(['a.b', 'c.anything', 'd'])
  })

  it('use the fixed wording in en-US where there is one', () => {
    const en = flatten(byLocale[DEFAULT_LOCALE])
    for (const [path, text] of Object.entries(SPEC_TEXTS)) expect(en.get(path), path).toBe(text)
  })

  it('give the counters their variables', () => {
    const en = flatten(byLocale[DEFAULT_LOCALE])
    expect(variables(String(en.get('standard-table.resultsCounter_other')))).toEqual(['range', 'total'])
    expect(variables(String(en.get('standard-table.selectionCount_other')))).toEqual(['count'])
  })
})
