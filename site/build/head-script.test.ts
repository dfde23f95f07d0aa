// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readNarrow, resolvePreferences, STORAGE_KEYS } from '../src/app/preferences'
import { DEFER_LAYOUT } from '../src/docs/kit/defer-layout'
import { HEAD_SCRIPT, LAYOUT_SCRIPT, SCRIPTS_ID, scriptHash } from './head-script'

/** start runs the head's script at search and returns what ends the parse: its DOMContentLoaded handlers (the scripts' part is tested below). */
const start = (search: string) => {
  window.history.replaceState(null, '', `/tessera/${search}`)
  const parsed: (() => void)[] = []
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, fn) => {
    if (type === 'DOMContentLoaded') parsed.push(fn as () => void)
  })
  new Function(HEAD_SCRIPT)()
  spy.mockRestore()
  return () => parsed.forEach((fn) => fn())
}

const run = (search: string) => {
  start(search)() // with no list of scripts on the page, the end of the parse only stops the theme picker's watch
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

describe('HEAD_SCRIPT and the theme picker', () => {
  afterEach(() => {
    localStorage.clear()
    document.body.innerHTML = ''
  })
  it('selects the painted theme in the picker as soon as the parser adds its option', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark')
    const parsed = start('')
    // as the parser adds it: the select with the build's choice, then its options one by one
    const select = document.createElement('select')
    select.dataset.preference = 'theme'
    document.body.append(select)
    for (const t of ['default', 'dark', 'light']) {
      const o = new Option(t, t, t === 'default', t === 'default')
      select.append(o)
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(select.value).toBe('dark')
    parsed()
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

describe('LAYOUT_SCRIPT', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').forEach((el) => el.remove())
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })
  it('lays each waiting block out in a task of its own after the paint, before the page’s scripts are added', async () => {
    document.body.innerHTML =
      `<div class="a" ${DEFER_LAYOUT}=""></div><p>prose</p><div class="b" ${DEFER_LAYOUT}=""></div>` +
      `<script type="application/json" id="${SCRIPTS_ID}">["/tessera/assets/index.js","/tessera/assets/a.js"]</script>`
    const log: string[] = []
    // Reading a block's width is what lays it out: by then its attribute must be off, and no script added yet.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      log.push(`${this.className} read, waiting ${this.hasAttribute(DEFER_LAYOUT)}, scripts ${document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').length}`)
      return 0
    })
    new Function(HEAD_SCRIPT)() // as in the page: the head's script first, the layout script at the end of the body
    new Function(LAYOUT_SCRIPT)()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(document.querySelectorAll(`[${DEFER_LAYOUT}]`)).toHaveLength(2) // nothing before the paint
    const tasks = vi.spyOn(globalThis, 'setTimeout')
    await new Promise((r) => requestAnimationFrame(() => r(undefined)))
    expect(log).toEqual([]) // the frame only queues the tasks:
    // one per block, then the scripts' (the head scripts of this file's other tests still listen for the end of the parse)
    const queued = tasks.mock.calls.map(([fn]) => String(fn)).filter((fn) => /removeAttribute|add\("(link|script)"/.test(fn))
    const kinds = queued.map((fn) => (fn.includes('removeAttribute') ? 'block' : 'script'))
    expect(kinds.slice(0, 4)).toEqual(['block', 'block', 'script', 'script'])
    expect(kinds.filter((k) => k === 'block')).toHaveLength(2)
    tasks.mockRestore()
    await new Promise((r) => setTimeout(r, 10))
    expect(log).toEqual(['a read, waiting false, scripts 0', 'b read, waiting false, scripts 0'])
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/tessera/assets/index.js')
  })
  it('takes effect only where the CSP allows it: its hash differs from the head script’s', () => {
    expect(scriptHash(LAYOUT_SCRIPT)).not.toBe(scriptHash(HEAD_SCRIPT))
  })
})

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact text', () => {
    expect(scriptHash(HEAD_SCRIPT)).toBe(`sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`)
    expect(scriptHash(HEAD_SCRIPT)).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/)
  })
})
