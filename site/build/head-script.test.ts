import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readNarrow, resolvePreferences, STORAGE_KEYS } from '../src/app/preferences'
import { HEAD_SCRIPT, SCRIPTS_ID, scriptHash } from './head-script'

const run = (search: string) => {
  window.history.replaceState(null, '', `/tessera/${search}`)
  vi.spyOn(document, 'addEventListener').mockImplementation(() => {}) // the scripts' part is tested below
  new Function(HEAD_SCRIPT)()
  return document.documentElement.dataset.navbarTheme
}

describe('HEAD_SCRIPT', () => {
  afterEach(() => {
    localStorage.clear()
    delete document.documentElement.dataset.navbarTheme
    delete document.documentElement.dataset.navbarNarrow
  })
  it.each([
    ['nothing stored', '', null, 'default'],
    ['the stored theme', '', 'dark', 'dark'],
    ['the query before the stored theme', '?theme=light', 'dark', 'light'],
    ['an unknown query value falls to the stored one', '?theme=neon', 'reverse', 'reverse'],
    ['an unknown stored value falls to the default', '', 'neon', 'default'],
  ])('%s', (_, search, stored, want) => {
    if (stored) localStorage.setItem(STORAGE_KEYS.theme, stored)
    expect(run(search)).toBe(want)
  })
  it.each([
    ['', null],
    ['', 'dark'],
    ['?theme=light', 'dark'],
    ['?theme=nonsense', 'reverse'],
    ['?theme=nonsense', null],
    ['?theme=', 'light'],
    ['', 'neon'],
  ])('paints the theme the app resolves for %j with %j stored', (search, stored) => {
    const storage = { getItem: (k: string) => (k === STORAGE_KEYS.theme ? stored : null), setItem: () => {} }
    const { theme } = resolvePreferences(search, storage, () => {})
    if (stored) localStorage.setItem(STORAGE_KEYS.theme, stored)
    expect(run(search), `the head script paints a theme the app then changes (${search}, stored ${stored})`).toBe(theme)
  })
})

describe('HEAD_SCRIPT and the narrow navbar', () => {
  afterEach(() => {
    localStorage.clear()
    delete document.documentElement.dataset.navbarNarrow
  })
  it.each([null, 'true', 'false', 'yes', '"true"'])('paints the narrow mode the app reads with %j stored', (stored) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.narrow, stored)
    run('')
    expect(document.documentElement.dataset.navbarNarrow).toBe(String(readNarrow(localStorage)))
  })
})

describe('HEAD_SCRIPT on a prerendered page', () => {
  afterEach(() => {
    document.head.querySelectorAll('[data-test], link[rel="modulepreload"], script[type="module"]').forEach((el) => el.remove())
    document.body.innerHTML = ''
  })
  it('adds the listed scripts once the page has painted: preloads, then the entry', async () => {
    document.body.innerHTML = `<script type="application/json" id="${SCRIPTS_ID}">["/tessera/assets/index.js","/tessera/assets/a.js","/tessera/assets/b.js"]</script>`
    new Function(HEAD_SCRIPT)()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(document.head.querySelector('script[type="module"]')).toBeNull() // not before the paint
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)))
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/tessera/assets/a.js', '/tessera/assets/b.js'])
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/tessera/assets/index.js')
  })
  it('adds nothing to a page without the list', async () => {
    new Function(HEAD_SCRIPT)()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)))
    expect(document.head.querySelector('script[type="module"]')).toBeNull()
  })
})

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact text', () => {
    expect(scriptHash(HEAD_SCRIPT)).toBe(`sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`)
    expect(scriptHash(HEAD_SCRIPT)).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/)
  })
})
