import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../src/app/preferences'
import { HEAD_SCRIPT, scriptHash } from './head-script'

const run = (search: string) => {
  window.history.replaceState(null, '', `/tessera/${search}`)
  new Function(HEAD_SCRIPT)()
  return document.documentElement.dataset.navbarTheme
}

describe('HEAD_SCRIPT', () => {
  afterEach(() => {
    localStorage.clear()
    delete document.documentElement.dataset.navbarTheme
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
})

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact text', () => {
    expect(scriptHash(HEAD_SCRIPT)).toBe(`sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`)
    expect(scriptHash(HEAD_SCRIPT)).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/)
  })
})
