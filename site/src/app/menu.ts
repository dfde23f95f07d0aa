/**
 * The menu manifest: the only list of the site's sections, pages, titles,
 * tags and layouts. The router, the navbar, the action bar, the page titles
 * and dist/site.json (read by the Go server and the harness) derive from it.
 * A page's summary is the page's own: its MDX exports it (pages.ts).
 */

import { BREAKPOINTS as TOKEN_BREAKPOINTS, TOP_BAR_BELOW } from '../library/tokens/breakpoints'

export const TAGS = {
  css: 'Not a component, just CSS',
  deprecated: 'Please don’t use this anymore',
  guide: 'Explains a concept in detail',
  outdated: 'Do not blindly trust the information here',
  ts: 'Written in TypeScript and exposes type definitions',
  zod: 'Uses zod for complete validation of all props',
} as const

type Tag = keyof typeof TAGS
export type Layout = 'default' | 'empty' | 'fullpage'

export const BASE = '/tessera/'
/** BREAKPOINTS are the widths the harness captures: the layout breakpoints of the tokens. */
export const BREAKPOINTS = Object.values(TOKEN_BREAKPOINTS)
export const THEMES = ['default', 'dark', 'light', 'reverse'] as const
export const LOCALES = ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'ja-JP', 'uk-UA'] as const
export type Theme = (typeof THEMES)[number]
/** THEME_NAMES are the themes as a reader sees them named. */
export const THEME_NAMES: Record<Theme, string> = { default: 'Default', dark: 'Dark', light: 'Light', reverse: 'Reverse' }
export type Locale = (typeof LOCALES)[number]
/** DEFAULT_LOCALE is the examples' locale of a reader who chose none, and the fallback of every other one. */
export const DEFAULT_LOCALE: Locale = 'en-US'

/** Page is one route inside a subsection with sub-pages. */
interface Page {
  title: string
  slug: string
  tags: Tag[]
}

/** Entry is one navbar link: a single page, or a subsection with its sub-pages. */
export interface Entry {
  title: string
  icon: string
  path: string
  layout?: Layout
  tags?: Tag[]
  pages?: Page[]
}

export interface Section {
  title: string | null
  entries: Entry[]
}

const component = (title: string, slug: string, tags: Tag[]): Page => ({ title, slug, tags })

export const SECTIONS: Section[] = [
  {
    title: null,
    entries: [
      { title: 'Overview', icon: 'description', path: '/', layout: 'fullpage' },
      { title: 'Changelog', icon: 'history', path: '/changelog', layout: 'fullpage' },
    ],
  },
  {
    title: 'Foundations',
    entries: [
      {
        title: 'Text',
        icon: 'edit',
        path: '/foundations/text',
        pages: [
          { title: 'Typography', slug: 'typography', tags: ['css'] },
          { title: 'Writing Style', slug: 'writing-style', tags: ['guide'] },
        ],
      },
      { title: 'Units', icon: 'straighten', path: '/foundations/units', layout: 'fullpage' },
      {
        title: 'Icons',
        icon: 'interests',
        path: '/foundations/icons',
        pages: [
          { title: 'List', slug: 'list', tags: ['css', 'ts'] },
          { title: 'TypeScript Usage', slug: 'typescript', tags: ['guide'] },
          { title: 'Design Guidelines', slug: 'design-guidelines', tags: ['guide'] },
        ],
      },
      {
        title: 'Colors & Tokens',
        icon: 'palette',
        path: '/foundations/colors',
        pages: [
          { title: 'Introduction to Design Tokens', slug: 'introduction', tags: ['guide'] },
          { title: 'List of Tokens', slug: 'list-of-tokens', tags: ['css'] },
          { title: 'List of Colors', slug: 'list-of-colors', tags: ['css'] },
          { title: 'Figma', slug: 'figma', tags: ['guide', 'outdated'] },
          { title: 'Theming', slug: 'theming', tags: ['guide', 'outdated'] },
        ],
      },
    ],
  },
  {
    title: 'Usage',
    entries: [
      {
        title: 'Components',
        icon: 'dashboard',
        path: '/usage/components',
        pages: [
          component('Accordion', 'accordion', ['ts', 'zod']),
          component('Avatar', 'avatar', ['ts', 'zod']),
          component('Banner', 'banner', ['ts', 'zod']),
          component('Breadcrumb', 'breadcrumb', ['ts', 'zod']),
          component('Button', 'button', ['ts', 'zod']),
          component('Card', 'card', ['ts', 'zod']),
          component('Comment', 'comment', ['ts', 'zod']),
          component('Drawer', 'drawer', ['ts', 'zod']),
          component('Field Inline Edit', 'field-inline-edit', ['ts', 'zod']),
          component('File Upload', 'file-upload', ['ts', 'zod']),
          component('Filters', 'filters', ['ts']),
          component('Form', 'form', ['ts']),
          component('Form Fields', 'form-fields', ['ts', 'zod']),
          component('Heading', 'heading', ['ts']),
          component('Line', 'line', ['ts', 'zod']),
          component('Loadings', 'loadings', ['css']),
          component('Modal', 'modal', ['ts', 'zod']),
          component('Pagination', 'pagination', ['ts', 'zod']),
          component('Popover', 'popover', ['ts', 'zod']),
          component('Standard Table', 'standard-table', ['ts', 'zod']),
          component('Table', 'table', ['ts', 'zod']),
          component('Table Legacy', 'table-legacy', ['deprecated', 'ts']),
          component('Tag', 'tag', ['ts', 'zod']),
          component('Toaster', 'toaster', ['ts', 'zod']),
          component('Value Label', 'value-label', ['ts', 'zod']),
        ],
      },
      {
        title: 'Layouts',
        icon: 'layers',
        path: '/usage/layouts',
        pages: [
          { title: 'Introduction', slug: 'introduction', tags: ['guide'] },
          { title: 'Grid System', slug: 'grid-system', tags: ['ts'] },
          { title: 'Navbar', slug: 'navbar', tags: ['ts', 'zod'] },
          { title: 'Actionbar', slug: 'actionbar', tags: ['ts', 'zod'] },
          { title: 'User Menu', slug: 'user-menu', tags: ['ts', 'zod'] },
        ],
      },
      { title: 'Utilities', icon: 'build', path: '/usage/utilities', layout: 'fullpage' },
    ],
  },
]

/** HIDDEN are routes outside the navbar. */
export const HIDDEN: Entry[] = [
  { title: 'Layout Examples', icon: 'view_quilt', path: '/examples/layouts', layout: 'empty' },
]

/** Route is one page of the site, as the router, the server and the harness see it. */
export interface Route {
  /** path relative to BASE, starting with '/': '/', '/changelog', '/usage/components/button' */
  path: string
  /** slug names the page module, the harness subtests and the snapshot folder */
  slug: string
  title: string
  tags: Tag[]
  layout: Layout
  /** section is the navbar section's title, null for the unnamed one and for hidden pages */
  section: string | null
  /** entry is the title of the navbar entry the route belongs to */
  entry: string
}

/** slugOf turns a route path into its slug: '/' is 'overview', '/usage/components/button' is 'usage-components-button'. */
export function slugOf(path: string): string {
  return path === '/' ? 'overview' : path.slice(1).replaceAll('/', '-')
}

/** entryHref is where an entry's navbar link points: its first sub-page, or its own path. */
export function entryHref(entry: Entry): string {
  return entry.pages?.length ? `${entry.path}/${entry.pages[0].slug}` : entry.path
}

function entryRoutes(entry: Entry, section: string | null): Route[] {
  if (!entry.pages) {
    return [{ path: entry.path, slug: slugOf(entry.path), title: entry.title, tags: entry.tags ?? [], layout: entry.layout ?? 'default', section, entry: entry.title }]
  }
  return entry.pages.map((p) => {
    const path = `${entry.path}/${p.slug}`
    return { path, slug: slugOf(path), title: p.title, tags: p.tags, layout: entry.layout ?? 'default', section, entry: entry.title }
  })
}

/** ROUTES lists every route of the site in menu order, hidden pages last. */
export const ROUTES: Route[] = [
  ...SECTIONS.flatMap((s) => s.entries.flatMap((e) => entryRoutes(e, s.title))),
  ...HIDDEN.flatMap((e) => entryRoutes(e, null)),
]

/**
 * findEntry returns the navbar entry with sub-pages whose path is a prefix of
 * pathname. It throws for a path no such entry matches: the action bar has
 * nothing to show there, and that is a bug in the layout choice.
 */
export function findEntry(pathname: string): Entry {
  for (const s of SECTIONS) {
    for (const e of s.entries) {
      if (e.pages && (pathname === e.path || pathname.startsWith(`${e.path}/`))) return e
    }
  }
  throw new Error(`Action bar: no menu section matches the path "${pathname}"`)
}

/** isEntryActive tells whether a navbar entry is the current one for pathname. */
export function isEntryActive(entry: Entry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/'
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`)
}

/** SiteJSON is the shape of dist/site.json. */
export interface SiteJSON {
  base: string
  routes: Array<Pick<Route, 'path' | 'slug' | 'title' | 'tags' | 'layout'>>
  breakpoints: readonly number[]
  /** topBarBelow is the width below which the navbar is a top bar, not a side panel. */
  topBarBelow: number
  themes: readonly string[]
  locales: readonly string[]
}

/** siteJSON builds the content of dist/site.json from the manifest. */
export function siteJSON(): SiteJSON {
  return {
    base: BASE,
    routes: ROUTES.map(({ path, slug, title, tags, layout }) => ({ path, slug, title, tags, layout })),
    breakpoints: BREAKPOINTS,
    topBarBelow: TOP_BAR_BELOW,
    themes: THEMES,
    locales: LOCALES,
  }
}
