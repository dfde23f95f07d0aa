import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastRatio, readableOn } from './contrast'
import { DARK_SELECTOR, JA_SELECTOR, tokensCSS } from './css'
import { BASE_COLORS, BREAKPOINTS, CONTRAST_PAIRS, PALETTE_NAMES, PALETTES, SEMANTIC_TOKENS, STEPS, TEXT_STYLES, FONT_SIZES, UNITS, type BaseColorName } from './tokens'

const stylesheet = () => readFileSync(resolve(__dirname, '../tokens.css'), 'utf8')

/** declarations returns the declarations of the rule whose selector starts the line. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  expect(start, `rule ${selector}`).toBeGreaterThanOrEqual(0)
  const body = css.slice(start, css.indexOf('}', start))
  return new Map([...body.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]))
}

describe('palettes', () => {
  it('has every palette once, in ten steps of #rrggbb that darken step by step', () => {
    expect(PALETTES.map((p) => p.name)).toEqual([...PALETTE_NAMES])
    expect(STEPS).toHaveLength(10)
    for (const p of PALETTES) {
      expect(Object.keys(p.colors).map(Number)).toEqual([...STEPS])
      const values = STEPS.map((s) => p.colors[s])
      for (const value of values) expect(value).toMatch(/^#[0-9a-f]{6}$/)
      for (let i = 1; i < values.length; i++) {
        expect(contrastRatio(values[i], '#ffffff'), `${p.name}-${STEPS[i]} is darker than ${p.name}-${STEPS[i - 1]}`).toBeGreaterThan(contrastRatio(values[i - 1], '#ffffff'))
      }
    }
  })

  it('lists every base colour: eleven palettes of ten steps, white and black', () => {
    expect(BASE_COLORS.size).toBe(PALETTES.length * STEPS.length + 2)
    expect(BASE_COLORS.get('primary-60')).toBe(PALETTES[0].colors[60])
    expect(BASE_COLORS.get('white')).toBe('#ffffff')
  })
})

describe('semantic tokens', () => {
  it('has unique names, about fifty of them, each with a description', () => {
    const names = SEMANTIC_TOKENS.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.length).toBeGreaterThanOrEqual(48)
    for (const t of SEMANTIC_TOKENS) expect(t.description.length, t.name).toBeGreaterThan(3)
  })

  it('resolves every light and dark reference to a base colour', () => {
    for (const t of SEMANTIC_TOKENS) {
      expect(BASE_COLORS.has(t.light), `${t.name} light → ${t.light}`).toBe(true)
      expect(BASE_COLORS.has(t.dark), `${t.name} dark → ${t.dark}`).toBe(true)
    }
  })

  it('keeps the names the shell and the library already use', () => {
    const names = new Set(SEMANTIC_TOKENS.map((t) => t.name))
    for (const n of ['text-01', 'text-02', 'text-link', 'ui-background', 'ui-01', 'ui-02', 'ui-03', 'interactive-01', 'support-error', 'focus']) expect(names).toContain(n)
  })

  const value = (scheme: 'light' | 'dark', name: string) => {
    const token = SEMANTIC_TOKENS.find((t) => t.name === name)
    if (!token) throw new Error(`no token ${name}`)
    return BASE_COLORS.get(token[scheme] as BaseColorName)!
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`meets the contrast of every pair it is used in, ${scheme}`, () => {
      for (const [fg, bg, min] of CONTRAST_PAIRS) {
        const ratio = contrastRatio(value(scheme, fg), value(scheme, bg))
        expect(ratio, `${fg} on ${bg} (${scheme}): ${ratio.toFixed(2)}:1, want ${min}:1`).toBeGreaterThanOrEqual(min)
      }
    })
  }
})

describe('scales', () => {
  it('has units of 4 px, quarter and half units first, increasing', () => {
    expect(UNITS.slice(0, 3).map((u) => [u.name, u.px, u.rem])).toEqual([
      ['unit-q', 1, '0.0625rem'],
      ['unit-h', 2, '0.125rem'],
      ['unit-1', 4, '0.25rem'],
    ])
    for (const u of UNITS) expect(u.px).toBe(u.units * 4)
    for (let i = 1; i < UNITS.length; i++) expect(UNITS[i].px).toBeGreaterThan(UNITS[i - 1].px)
  })

  it('builds every text style on a font size token', () => {
    const sizes = new Set(FONT_SIZES.map((f) => f.name))
    for (const s of TEXT_STYLES) expect(sizes, s.name).toContain(s.size)
  })

  it('has the breakpoints 600, 840, 960 and 1280', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([600, 840, 960, 1280])
  })
})

describe('tokens.css', () => {
  it('is generated from the token source (run `npx vite build --config site/vite.config.ts --outDir /tmp/x` or TOKENS_WRITE=1 vitest to refresh)', async () => {
    if (process.env.TOKENS_WRITE) {
      const { writeTokensCSS } = await import('../../../build/tokens')
      writeTokensCSS()
    }
    expect(stylesheet()).toBe(tokensCSS())
  })

  it('declares every base colour, and every semantic token in both schemes with the same names', () => {
    const css = tokensCSS()
    const root = declarations(css, ':root')
    for (const [name, hex] of BASE_COLORS) expect(root.get(name), name).toBe(hex)
    const light = declarations(css, "[data-color-scheme='light']")
    const dark = declarations(css, DARK_SELECTOR)
    expect([...dark.keys()].sort()).toEqual([...light.keys()].sort())
    expect(light.size).toBe(SEMANTIC_TOKENS.length)
    for (const [name, ref] of [...light, ...dark]) {
      const m = /^var\(--([a-z0-9-]+)\)$/.exec(ref)
      expect(m, `${name}: ${ref}`).not.toBeNull()
      expect(root.has(m![1]), `${name} refers to --${m![1]}, a base colour`).toBe(true)
    }
  })

  it('adds Noto Sans JP to font-sans only inside Japanese text, with every sans text style declared again there', () => {
    const css = tokensCSS()
    const root = declarations(css, ':root')
    const ja = declarations(css, JA_SELECTOR)
    expect(root.get('font-sans')).not.toContain('Noto Sans JP')
    expect(ja.get('font-sans')).toBe(root.get('font-sans')!.replace("'Noto Sans',", "'Noto Sans', 'Noto Sans JP',"))
    const sansStyles = [...root].filter(([name, value]) => name.startsWith('type-') && value.includes('var(--font-sans)'))
    expect(sansStyles.length).toBeGreaterThan(0)
    // A custom property resolves where it is declared: a text style left out here would keep the family without JP.
    for (const [name, value] of sansStyles) expect(ja.get(name), name).toBe(value)
  })

  it('keeps the custom properties the shell uses', () => {
    const css = tokensCSS()
    for (const name of ['--primary-10', '--gray-90', '--green-20', '--green-70', '--yellow-20', '--yellow-70', '--orange-20', '--orange-70', '--red-20', '--red-60', '--red-70', '--white', '--unit:', '--unit-q', '--unit-h', '--unit-10', '--font-sans', '--font-mono', '--font-size-small', '--font-size-body', '--font-size-h1', '--line-height', '--radius:', '--shadow-1', '--shadow-2', '--focus', '--support-error', '--text-link']) {
      expect(css, name).toContain(name)
    }
  })
})

describe('readableOn', () => {
  it('picks the text colour with more contrast', () => {
    expect(readableOn('#ffffff', '#000000', '#ffffff')).toBe('#000000')
    expect(readableOn('#0c1c3d', '#000000', '#ffffff')).toBe('#ffffff')
  })
})
