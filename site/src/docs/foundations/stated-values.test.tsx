import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../app/i18n'
import { ROUTES } from '../../app/menu'
import { appRoutes } from '../../app/router'
import * as tokensModule from '../../library/tokens/tokens'

// What the Foundations pages state about type and colour, checked against
// what the site is built from: tokens.css (the generated stylesheet, not the
// TypeScript the pages read) and the CSS that styles the site's own text.

vi.setConfig({ testTimeout: 30_000 })

const SRC = resolve(__dirname, '../..')
const read = (path: string) => readFileSync(join(SRC, path), 'utf8')

/** Rule is one CSS rule: its selectors and its declarations, later ones winning. */
interface Rule {
  selectors: string[]
  decls: Map<string, string>
}

/** parseCSS reads the innermost rules of a stylesheet; the @media around a rule is dropped. */
function parseCSS(css: string): Rule[] {
  const rules: Rule[] = []
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const decls = new Map<string, string>()
    for (const d of m[2].split(';')) {
      const i = d.indexOf(':')
      if (i > 0) decls.set(d.slice(0, i).trim(), d.slice(i + 1).trim())
    }
    rules.push({ selectors: m[1].split(',').map((s) => s.trim()), decls })
  }
  return rules
}

const tokensCSS = read('library/tokens.css')
/** ROOT holds the custom properties of tokens.css's light set and :root: what a docs page sees. */
const ROOT = new Map(parseCSS(tokensCSS).filter((r) => r.selectors.includes(':root')).flatMap((r) => [...r.decls]))

/** resolve replaces every var() of value with its value in tokens.css. */
function resolveVars(value: string): string {
  let out = value
  for (let i = 0; i < 10 && out.includes('var('); i++) {
    out = out.replace(/var\((--[a-z0-9-]+)\)/g, (_, name: string) => {
      const v = ROOT.get(name)
      if (v === undefined) throw new Error(`tokens.css has no ${name}`)
      return v
    })
  }
  return out
}

/** toPx is a length in CSS pixels at the 16 px root, or null for a relative one (em, %, calc, inherit). */
function toPx(length: string): number | null {
  const m = /^(\d*\.?\d+)(rem|px)$/.exec(length.trim())
  if (!m) return null
  return Math.round(parseFloat(m[1]) * (m[2] === 'rem' ? 16 : 1) * 100) / 100
}

/** Font is what a reader sees of a text setting. */
interface Font {
  size: number
  line: number
  weight: number
}
const show = (f: Font) => `${f.size}/${f.line} px · ${f.weight}`

/** fontOfShorthand reads a resolved `font` shorthand: weight size/line family. */
function fontOfShorthand(value: string): Font {
  const m = /^(\d+)\s+(\S+?)\/(\S+)\s/.exec(resolveVars(value))
  if (!m) throw new Error(`cannot read the font shorthand ${value}`)
  return { weight: Number(m[1]), size: toPx(m[2])!, line: toPx(m[3])! }
}

// html sets the line height (global.css); h1 to h6 are bold by the browser's own sheet.
const HTML_LINE_HEIGHT = parseFloat(resolveVars(parseCSS(read('app/global.css')).find((r) => r.selectors.includes('html'))!.decls.get('line-height')!))
const UA_HEADING_WEIGHT = 700

/** fontOfRule is the font an element styled by one rule renders, with what it inherits from html and the browser. */
function fontOfRule(file: string, selector: string): Font {
  const decls = new Map(parseCSS(read(file)).filter((r) => r.selectors.includes(selector)).flatMap((r) => [...r.decls]))
  if (decls.size === 0) throw new Error(`${file} has no rule for ${selector}`)
  if (decls.has('font')) return fontOfShorthand(decls.get('font')!)
  const size = toPx(resolveVars(decls.get('font-size') ?? ''))
  if (size === null) throw new Error(`${file} ${selector}: no font size in px or rem`)
  const lh = decls.has('line-height') ? resolveVars(decls.get('line-height')!) : String(HTML_LINE_HEIGHT)
  const line = toPx(lh) ?? Math.round(parseFloat(lh) * size * 100) / 100
  const weight = decls.has('font-weight') ? Number(resolveVars(decls.get('font-weight')!)) : UA_HEADING_WEIGHT
  return { size, line, weight }
}

/** cssFiles lists every stylesheet of the site but the generated tokens. */
function cssFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return cssFiles(path)
    return e.name.endsWith('.css') && e.name !== 'tokens.css' ? [relative(SRC, path)] : []
  })
}

/** fixedSizes lists every font size in px or rem the site's stylesheets set, with where. */
function fixedSizes(): Array<{ where: string; px: number }> {
  const out: Array<{ where: string; px: number }> = []
  for (const file of cssFiles()) {
    for (const rule of parseCSS(read(file))) {
      const font = rule.decls.get('font')
      const fontSize = rule.decls.get('font-size')
      let size: number | null = null
      try {
        if (fontSize) size = toPx(resolveVars(fontSize))
        else if (font && /^\d+\s\S+\//.test(resolveVars(font))) size = fontOfShorthand(font).size
      } catch {
        continue // a size from a component's own custom property (calc of --avatar-size): relative, not a fixed size
      }
      if (size !== null) out.push({ where: `${file} ${rule.selectors.join(', ')}`, px: size })
    }
  }
  return out
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter(appRoutes(), { initialEntries: [path] })} />
    </I18nextProvider>,
  )
}

const route = (slug: string) => ROUTES.find((r) => r.slug === slug)!

async function page(slug: string): Promise<HTMLElement> {
  localStorage.clear()
  renderAt(route(slug).path)
  await screen.findByRole('heading', { level: 1, name: route(slug).title }, { timeout: 10_000 })
  return document.querySelector('article')!
}

/** section is the text from the h2 with id to the next h2. */
function section(article: HTMLElement, id: string): string {
  const start = article.querySelector(`h2#${id}`)
  if (!start) throw new Error(`no h2#${id}`)
  let text = ''
  for (let el = start.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling) text += ` ${el.textContent}`
  return text.replace(/\s+/g, ' ')
}

afterEach(() => document.body.replaceChildren())

describe('foundations-text-typography states what the site renders', () => {
  const slug = 'foundations-text-typography'

  it('states each text style as tokens.css defines it', async () => {
    const article = await page(slug)
    const rows = [...article.querySelectorAll('[data-table="text-styles"] tbody tr')]
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const [title, token, metrics] = [...row.querySelectorAll('td')].map((td) => td.textContent!.trim())
      const want = fontOfShorthand(ROOT.get(token)!)
      expect(metrics.startsWith(show(want)), `${slug}: the text styles table states ${title} (${token}) as "${metrics}"; tokens.css makes it ${show(want)}, which a reader would expect`).toBe(true)
    }
    for (const specimen of article.querySelectorAll<HTMLElement>('[data-text-style]')) {
      const want = show(fontOfShorthand(ROOT.get(`--type-${specimen.dataset.textStyle}`)!))
      const stated = [...specimen.querySelectorAll('span')].map((el) => el.textContent!.trim()).find((t) => /^\d+\/\d+ px · \d+/.test(t))
      if (stated) expect(stated.startsWith(want), `${slug}: the specimen of --type-${specimen.dataset.textStyle} states ${stated}; tokens.css makes it ${want}`).toBe(true)
    }
  })

  it('states the font sizes as tokens.css defines them', async () => {
    const article = await page(slug)
    for (const row of article.querySelectorAll('[data-table="font-sizes"] tbody tr')) {
      const [token, rem] = [...row.querySelectorAll('td')].map((td) => td.textContent!.trim())
      expect(rem, `${slug}: the font sizes table states ${token} as ${rem}; tokens.css holds ${ROOT.get(token)}`).toBe(ROOT.get(token))
    }
  })

  // The site's own headings: a reader of the typography page sees them and expects them to be set as the page says.
  const headings: Array<{ level: number; file: string; selector: string }> = [
    { level: 1, file: 'docs/docs.module.css', selector: '.title' },
    { level: 2, file: 'docs/docs.module.css', selector: '.page h2' },
    { level: 3, file: 'docs/docs.module.css', selector: '.page h3' },
    { level: 3, file: 'docs/kit/Example.module.css', selector: '.title' },
  ]
  for (const h of headings) {
    it(`states Heading ${h.level} as the site's h${h.level} renders it (${h.file} ${h.selector})`, async () => {
      const article = await page(slug)
      const row = [...article.querySelectorAll('[data-table="text-styles"] tbody tr')].find((r) => r.querySelector('td')?.textContent?.trim() === `Heading ${h.level}`)
      expect(row, `${slug}: no row for Heading ${h.level} in the text styles table`).toBeTruthy()
      const stated = row!.querySelectorAll('td')[2].textContent!.trim()
      const rendered = show(fontOfRule(h.file, h.selector))
      expect(stated, `${slug}: the page states Heading ${h.level} as ${stated}, but the site's own h${h.level} (${h.file} ${h.selector}) renders at ${rendered}; a reader expects the headings in front of them to be set as the page says`).toBe(rendered)
    })
  }

  it('states every size the site sets below the smallest step of the scale', async () => {
    const article = await page(slug)
    const text = section(article, 'the-scale')
    const smallest = Math.min(...[...ROOT].filter(([k]) => /^--font-size-(caption|small|body|large|h\d)$/.test(k)).map(([, v]) => toPx(v)!))
    const below = fixedSizes().filter((s) => s.px < smallest)
    const claim = /(?:nothing|no text)(?: is)? smaller than (\d+) px/i.exec(text)
    if (claim && below.length > 0) {
      expect.fail(`${slug}: "The scale" says "${claim[0]}", but ${below.map((b) => `${b.where} sets ${b.px} px`).join('; ')}; a reader expects the smallest text on the site to be what the page says`)
    }
    for (const b of below) {
      expect(text, `${slug}: ${b.where} sets text at ${b.px} px, below the scale's ${smallest} px, and "The scale" does not say so; a reader expects every size the site uses to be on the page`).toContain(`${b.px} px`)
    }
  })

  it('states the line height of paragraphs as the body style holds it', async () => {
    const article = await page(slug)
    const text = section(article, 'paragraphs-and-formatting')
    const body = fontOfShorthand(ROOT.get('--type-body')!)
    const stated = /line height of (\d+) px/.exec(text)?.[1]
    expect(Number(stated), `${slug}: "Paragraphs and formatting" states a line height of ${stated} px; --type-body holds ${body.line} px`).toBe(body.line)
  })
})

describe('the colour foundations pages state what tokens.css holds', () => {
  const COLOR_PAGES = ROUTES.filter((r) => r.slug.startsWith('foundations-colors-')).map((r) => r.slug)
  const baseValues = new Set([...ROOT].filter(([k, v]) => /^--[a-z]+(-\d+)?$/.test(k) && /^#[0-9a-f]{6}$/.test(v)).map(([, v]) => v))
  const { CONTRAST_PAIRS } = tokensModule
  const minimums = new Set(CONTRAST_PAIRS.map(([, , min]) => min))

  /** prose is the page's own text: its live examples and the code they show are the examples' business. */
  const prose = (article: HTMLElement) => {
    const copy = article.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[data-example]').forEach((el) => el.remove())
    return copy.textContent!.replace(/\s+/g, ' ')
  }

  for (const slug of COLOR_PAGES) {
    it(`${slug}: every colour it writes out is a base colour, every contrast it asks for one the pairs require`, async () => {
      const text = prose(await page(slug))
      for (const [hexValue] of text.matchAll(/#[0-9a-f]{6}\b/gi)) {
        expect(baseValues.has(hexValue.toLowerCase()), `${slug}: the page writes ${hexValue}, which is no base colour of tokens.css; a reader expects a colour the page names to be one the library has`).toBe(true)
      }
      for (const m of text.matchAll(/(?:(\d+(?:\.\d+)?) to 1|fails (\d+(?:\.\d+)?):1)\b/g)) {
        expect(minimums.has(Number(m[1] ?? m[2])), `${slug}: the page states a contrast of ${m[0]}, which no contrast pair of the tokens requires (${[...minimums].join(', ')})`).toBe(true)
      }
    })
  }

  it('foundations-colors-introduction names the link colour and the secondary text colour as tokens.css holds them', async () => {
    const text = prose(await page('foundations-colors-introduction'))
    const link = /Instead of writing (#[0-9a-f]{6}) wherever a link appears/.exec(text)?.[1]
    expect(link, 'foundations-colors-introduction: the colour it says links have').toBe(resolveVars('var(--text-link)'))
    const rule = /color: (#[0-9a-f]{6}) or var\((--[a-z]+-\d+)\)/.exec(text)
    expect(rule, 'foundations-colors-introduction: the rule against writing a hex value').toBeTruthy()
    expect(rule![1], `foundations-colors-introduction: the rule pairs ${rule![1]} with ${rule![2]}, which tokens.css holds as ${ROOT.get(rule![2])}`).toBe(ROOT.get(rule![2]))
    expect(ROOT.get('--text-02'), 'foundations-colors-introduction: the rule’s example is secondary text').toBe(`var(${rule![2]})`)
  })

  it('foundations-colors-figma maps a unit to its size in pixels as tokens.css holds it', async () => {
    const text = prose(await page('foundations-colors-figma'))
    const m = /--(unit-\d+) → unit\/\d+ = (\d+)/.exec(text)
    expect(m, 'foundations-colors-figma: the unit row of the mapping table').toBeTruthy()
    expect(Number(m![2]), `foundations-colors-figma: states --${m![1]} as ${m![2]} px; tokens.css holds ${ROOT.get(`--${m![1]}`)}`).toBe(toPx(ROOT.get(`--${m![1]}`)!))
  })

  it('foundations-colors-theming writes the brand steps as the purple palette holds them', async () => {
    const text = prose(await page('foundations-colors-theming'))
    for (const m of text.matchAll(/--primary-(\d+): (#[0-9a-f]{6});/g)) {
      expect(baseValues.has(m[2]), `foundations-colors-theming: --primary-${m[1]}: ${m[2]} is no base colour`).toBe(true)
    }
    const guideline = /fails (\d+(?:\.\d+)?):1 with (\w+): primary buttons carry \w+ text on step (\d+)/.exec(text)
    expect(guideline, 'foundations-colors-theming: the guideline on a brand colour’s contrast').toBeTruthy()
    expect(`var(--primary-${guideline![3]})`, 'foundations-colors-theming: the step primary buttons are filled with').toBe(ROOT.get('--interactive-01'))
    expect(`var(--${guideline![2]})`, 'foundations-colors-theming: the colour of a primary button’s text').toBe(ROOT.get('--text-04'))
  })
})
