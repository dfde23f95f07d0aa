// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { hasPreferences, localeCookie, readCookie, readNarrow, resolvePreferences, STORAGE_KEYS, type StorageLike } from './preferences'

function memory(init: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...init }
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) }
}

describe('resolvePreferences', () => {
  const cases: Array<{ name: string; search: string; stored: Record<string, string>; cookies?: string; want: object; warns: number }> = [
    { name: 'defaults', search: '', stored: {}, want: { theme: 'default', locale: 'en-US' }, warns: 0 },
    { name: 'stored values', search: '', stored: { [STORAGE_KEYS.theme]: 'dark', [STORAGE_KEYS.locale]: 'ja-JP' }, want: { theme: 'dark', locale: 'ja-JP' }, warns: 0 },
    { name: 'query wins over storage', search: '?theme=light&locale=uk-UA', stored: { [STORAGE_KEYS.theme]: 'dark' }, want: { theme: 'light', locale: 'uk-UA' }, warns: 0 },
    { name: 'unknown query theme falls back', search: '?theme=neon', stored: {}, want: { theme: 'default', locale: 'en-US' }, warns: 1 },
    { name: 'unknown query locale is ignored: the stored one holds', search: '?locale=xx-XX', stored: { [STORAGE_KEYS.locale]: 'de-DE' }, want: { theme: 'default', locale: 'de-DE' }, warns: 1 },
    { name: 'unknown query theme is ignored: the stored one holds', search: '?theme=nonsense', stored: { [STORAGE_KEYS.theme]: 'dark' }, want: { theme: 'dark', locale: 'en-US' }, warns: 1 },
    { name: 'unknown query and corrupt storage fall back', search: '?theme=neon', stored: { [STORAGE_KEYS.theme]: 'sepia' }, want: { theme: 'default', locale: 'en-US' }, warns: 2 },
    { name: 'corrupt storage falls back', search: '', stored: { [STORAGE_KEYS.theme]: '"dark"', [STORAGE_KEYS.locale]: 'en' }, want: { theme: 'default', locale: 'en-US' }, warns: 2 },
    { name: 'case matters', search: '?locale=de-de', stored: {}, want: { theme: 'default', locale: 'en-US' }, warns: 1 },
    { name: 'empty parameter is ignored', search: '?theme=', stored: { [STORAGE_KEYS.theme]: 'reverse' }, want: { theme: 'reverse', locale: 'en-US' }, warns: 0 },
    { name: 'the cookie gives the locale when nothing else does', search: '', stored: {}, cookies: 'a=1; tessera-locale=fr-FR', want: { theme: 'default', locale: 'fr-FR' }, warns: 0 },
    { name: 'storage wins over the cookie', search: '', stored: { [STORAGE_KEYS.locale]: 'ja-JP' }, cookies: 'tessera-locale=fr-FR', want: { theme: 'default', locale: 'ja-JP' }, warns: 0 },
    { name: 'the query wins over the cookie', search: '?locale=uk-UA', stored: {}, cookies: 'tessera-locale=fr-FR', want: { theme: 'default', locale: 'uk-UA' }, warns: 0 },
    { name: 'an unknown cookie falls back', search: '', stored: {}, cookies: 'tessera-locale=xx', want: { theme: 'default', locale: 'en-US' }, warns: 1 },
  ]
  for (const c of cases) {
    it(c.name, () => {
      const warn = vi.fn()
      const got = resolvePreferences(c.search, memory(c.stored), warn, c.cookies)
      expect(got).toEqual(c.want)
      expect(warn).toHaveBeenCalledTimes(c.warns)
    })
  }

  it('stores values given in the query', () => {
    const s = memory()
    resolvePreferences('?theme=dark&locale=fr-FR', s, vi.fn())
    expect(s.data).toEqual({ [STORAGE_KEYS.theme]: 'dark', [STORAGE_KEYS.locale]: 'fr-FR' })
  })

  it.each([
    ['a bad theme', '?theme=nonsense'],
    ['a bad locale', '?locale=xx-XX'],
    ['a bad theme and locale', '?theme=nonsense&locale=xx-XX'],
  ])('leaves the storage as it was for %s', (_, search) => {
    const stored = { [STORAGE_KEYS.theme]: 'reverse', [STORAGE_KEYS.locale]: 'de-DE' }
    const s = memory(stored)
    const setItem = vi.spyOn(s, 'setItem')
    expect(resolvePreferences(search, s, vi.fn())).toEqual({ theme: 'reverse', locale: 'de-DE' })
    expect(setItem).not.toHaveBeenCalled()
    expect(s.data).toEqual(stored)
  })

  it('stores a good value beside an ignored bad one', () => {
    const s = memory({ [STORAGE_KEYS.locale]: 'de-DE' })
    resolvePreferences('?theme=dark&locale=xx-XX', s, vi.fn())
    expect(s.data).toEqual({ [STORAGE_KEYS.theme]: 'dark', [STORAGE_KEYS.locale]: 'de-DE' })
  })

  it('names the parameter and the allowed values in its warning', () => {
    const warn = vi.fn()
    resolvePreferences('?theme=neon', memory(), warn)
    expect(warn.mock.calls[0][0]).toContain('"neon" in ?theme=')
    expect(warn.mock.calls[0][0]).toContain('default, dark, light, reverse')
  })

  it('names the value, its source, what is used instead and what is allowed', () => {
    const warn = vi.fn()
    resolvePreferences('?locale=xx-XX', memory({ [STORAGE_KEYS.locale]: 'de-DE' }), warn)
    expect(warn).toHaveBeenCalledWith(
      'Tessera: unknown value "xx-XX" in ?locale=; ignored, using "de-DE" (localStorage "tessera:locale"). Allowed: de-DE, en-US, es-ES, fr-FR, ja-JP, uk-UA.',
    )
  })

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const warn = vi.fn()
    expect(resolvePreferences('?theme=dark', broken, warn)).toEqual({ theme: 'dark', locale: 'en-US' })
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('the locale cookie', () => {
  it.each([
    ['tessera-locale=de-DE', 'de-DE'],
    ['theme=x;  tessera-locale=ja-JP ; other=y', 'ja-JP'],
    ['my-tessera-locale=de-DE', null],
    ['', null],
  ])('readCookie(%j) is %j', (cookies, want) => {
    expect(readCookie(cookies, 'tessera-locale')).toBe(want)
  })

  it('is kept for a year under the base, and removed for the default', () => {
    expect(localeCookie('de-DE')).toBe('tessera-locale=de-DE; Path=/tessera/; SameSite=Lax; Max-Age=31536000')
    expect(localeCookie('en-US')).toBe('tessera-locale=; Path=/tessera/; SameSite=Lax; Max-Age=0')
  })

  it('is a preference a prerendered page asks the root loader about', () => {
    expect(hasPreferences('', memory(), '')).toBe(false)
    expect(hasPreferences('', memory(), 'tessera-locale=de-DE')).toBe(true)
  })
})

describe('readNarrow', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', false],
    [null, false],
  ])('%s gives %s', (stored, want) => {
    expect(readNarrow(memory(stored === null ? {} : { [STORAGE_KEYS.narrow]: stored }))).toBe(want)
  })
})
