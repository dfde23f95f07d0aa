// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { siteJSONPlugin } from '../../build/site-json'
import { BREAKPOINTS, entryHref, findEntry, HIDDEN, isEntryActive, LOCALES, ROUTES, SECTIONS, siteJSON, slugOf, TAGS, THEMES } from './menu'
import { appRoutes } from './router'
import { sectionPages } from './sections'

// The site's routes: the manifest must hold exactly these.
const SPEC_COMPONENTS = 'accordion, avatar, banner, breadcrumb, button, card, comment, drawer, field-inline-edit, file-upload, filters, form, form-fields, heading, line, loadings, modal, pagination, popover, standard-table, table, table-legacy, tag, toaster, value-label'.split(', ')
const SPEC_LAYOUTS = 'actionbar, grid-system, introduction, navbar, user-menu'.split(', ')
const SPEC_ROUTES = [
  '/',
  '/changelog',
  '/examples/layouts',
  '/foundations/units',
  ...['figma', 'introduction', 'list-of-colors', 'list-of-tokens', 'theming'].map((p) => `/foundations/colors/${p}`),
  ...['design-guidelines', 'list', 'typescript'].map((p) => `/foundations/icons/${p}`),
  ...['typography', 'writing-style'].map((p) => `/foundations/text/${p}`),
  '/usage/utilities',
  ...SPEC_COMPONENTS.map((c) => `/usage/components/${c}`),
  ...SPEC_LAYOUTS.map((l) => `/usage/layouts/${l}`),
]

describe('menu manifest', () => {
  it('holds exactly the 45 routes', () => {
    expect(ROUTES).toHaveLength(45)
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort())
  })

  it('has unique paths and slugs', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((r) => r.slug)).size).toBe(ROUTES.length)
  })

  it('names slugs after paths', () => {
    expect(slugOf('/')).toBe('overview')
    expect(slugOf('/usage/components/field-inline-edit')).toBe('usage-components-field-inline-edit')
    for (const r of ROUTES) expect(r.slug).toBe(slugOf(r.path))
  })

  it('uses only the six tags, each with its hover text', () => {
    expect(TAGS).toEqual({
      css: 'Not a component, just CSS',
      deprecated: 'Please don’t use this anymore',
      guide: 'Explains a concept in detail',
      outdated: 'Do not blindly trust the information here',
      ts: 'Written in TypeScript and exposes type definitions',
      zod: 'Uses zod for complete validation of all props',
    })
    for (const r of ROUTES) for (const t of r.tags) expect(Object.keys(TAGS)).toContain(t)
  })

  it('gives the fullpage layout to the overview, changelog, units and utilities, and the empty one to the examples', () => {
    const layoutOf = (path: string) => ROUTES.find((r) => r.path === path)?.layout
    for (const p of ['/', '/changelog', '/foundations/units', '/usage/utilities']) expect(layoutOf(p)).toBe('fullpage')
    expect(layoutOf('/examples/layouts')).toBe('empty')
    expect(ROUTES.filter((r) => r.layout === 'default')).toHaveLength(45 - 5)
  })

  it('points every navbar entry at a route', () => {
    const paths = new Set(ROUTES.map((r) => r.path))
    for (const s of SECTIONS) for (const e of s.entries) expect(paths).toContain(entryHref(e))
  })

  it('keeps hidden pages out of the navbar', () => {
    const inMenu = SECTIONS.flatMap((s) => s.entries.map((e) => e.path))
    for (const h of HIDDEN) expect(inMenu).not.toContain(h.path)
  })

  it('marks the overview active only on its own path', () => {
    const overview = SECTIONS[0].entries[0]
    expect(isEntryActive(overview, '/')).toBe(true)
    expect(isEntryActive(overview, '/changelog')).toBe(false)
    const components = SECTIONS[2].entries[0]
    expect(isEntryActive(components, '/usage/components/button')).toBe(true)
    expect(isEntryActive(components, '/usage/componentsx')).toBe(false)
  })
})

describe('findEntry (the action bar lookup)', () => {
  it.each([
    ['/usage/components/button', 'Components'],
    ['/foundations/colors/figma', 'Colors & Tokens'],
    ['/usage/layouts/grid-system', 'Layouts'],
    ['/foundations/text/typography', 'Text'],
  ])('%s is in %s', (path, want) => {
    expect(findEntry(path).title).toBe(want)
  })
  it.each(['/', '/changelog', '/foundations/units', '/usage/utilities', '/usage/componentsx/a', '/nope'])('throws for %s', (path) => {
    expect(() => findEntry(path)).toThrow(`no menu section matches the path "${path}"`)
  })
})

describe('site.json', () => {
  it('lists every route with title, tags and layout, and the matrix dimensions', () => {
    const json = siteJSON()
    expect(json.base).toBe('/tessera/')
    expect(json.routes).toEqual(ROUTES.map(({ path, slug, title, tags, layout }) => ({ path, slug, title, tags, layout })))
    expect(json.breakpoints).toEqual([600, 840, 960, 1280])
    expect(json.topBarBelow).toBe(840)
    expect(json.themes).toEqual(['default', 'dark', 'light', 'reverse'])
    expect(json.locales).toEqual(['de-DE', 'en-US', 'es-ES', 'fr-FR', 'ja-JP', 'uk-UA'])
    expect([BREAKPOINTS, THEMES, LOCALES].map((l) => l.length)).toEqual([4, 4, 6])
  })

  it('is what the build plugin writes', () => {
    const emitted: Array<{ fileName: string; source: string }> = []
    const plugin = siteJSONPlugin({ scriptHashes: ['sha256-x'] })
    const hook = plugin.generateBundle as unknown as (this: unknown) => void
    hook.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f) })
    expect(emitted.map((f) => f.fileName)).toEqual(['site.json'])
    expect(JSON.parse(emitted[0].source)).toEqual({ ...siteJSON(), scriptHashes: ['sha256-x'] })
  })
})

describe('router', () => {
  it('has one route per manifest entry, one per section, and a catch-all', () => {
    const children = appRoutes()[0].children!
    const paths = children.map((c) => (c.index ? '/' : `/${c.path}`))
    const sections = [...sectionPages(ROUTES).keys()]
    expect(sections.length).toBeGreaterThan(0)
    expect(paths).toEqual([...ROUTES.map((r) => r.path), ...sections, '/*'])
    children.slice(0, ROUTES.length).forEach((c, i) => expect(c.handle).toEqual({ title: ROUTES[i].title, layout: ROUTES[i].layout }))
    children.slice(ROUTES.length, -1).forEach((c) => expect(c.loader && !c.element && !c.handle, `section route /${c.path} only redirects`).toBeTruthy())
  })
})
