// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { HIDDEN, SECTIONS } from '../../app/menu'
import { STATIC_ICONS } from './icons'
import { LAZY_ICONS } from './lazy-icons'
import { ICON_NAMES, isIconName } from './names'

describe('icon names', () => {
  it('are about 150, unique, in code-point order from address_book to zip', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(140)
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length)
    expect([...ICON_NAMES].sort()).toEqual([...ICON_NAMES])
    expect(ICON_NAMES[0]).toBe('address_book')
    expect(ICON_NAMES.at(-1)).toBe('zip')
  })

  it('are snake_case words', () => {
    for (const name of ICON_NAMES) expect(name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/)
  })

  it('each have one SVG, statically or in the lazy chunk, and no SVG has no name', () => {
    const statics = Object.keys(STATIC_ICONS)
    const lazies = Object.keys(LAZY_ICONS)
    expect(statics.filter((n) => lazies.includes(n))).toEqual([])
    expect([...statics, ...lazies].sort()).toEqual([...ICON_NAMES])
  })

  it('are each drawn from a distinct Material Symbols file', () => {
    const svgs = Object.entries({ ...STATIC_ICONS, ...LAZY_ICONS })
    for (const [name, svg] of svgs) {
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="0 -960 960 960"[^>]*>.*<path d="[^"]+"\/><\/svg>\s*$/s)
    }
    const seen = new Map<string, string>()
    for (const [name, svg] of svgs) {
      expect(seen.get(svg), `${name} draws the same file as ${seen.get(svg)}`).toBeUndefined()
      seen.set(svg, name)
    }
  })

  it('include, statically, every icon of the menu manifest', () => {
    for (const entry of [...SECTIONS.flatMap((s) => s.entries), ...HIDDEN]) {
      expect(isIconName(entry.icon), entry.icon).toBe(true)
      expect(Object.keys(STATIC_ICONS), entry.icon).toContain(entry.icon)
    }
  })

  it('isIconName accepts names only', () => {
    expect(isIconName('zip')).toBe(true)
    expect(isIconName('zipper')).toBe(false)
    expect(isIconName(undefined)).toBe(false)
  })
})

describe('icon sizes', () => {
  it('are the unit steps Icon.module.css draws them at', async () => {
    const { readFileSync } = await import('node:fs')
    const { resolve } = await import('node:path')
    const { ICON_SIZE_PX, ICON_SIZES } = await import('./names')
    const { UNITS } = await import('../tokens/tokens')
    const css = readFileSync(resolve(__dirname, 'Icon.module.css'), 'utf8')
    const unitOf = (selector: string) => {
      const body = css.slice(css.indexOf(`${selector} {`))
      return /width: var\(--(unit-\d+)\)/.exec(body.slice(0, body.indexOf('}')))![1]
    }
    for (const size of ICON_SIZES) {
      const unit = unitOf(size === 'medium' ? '.icon' : `.icon[data-size='${size}']`)
      expect(UNITS.find((u) => u.name === unit)!.px, size).toBe(ICON_SIZE_PX[size])
    }
  })
})
