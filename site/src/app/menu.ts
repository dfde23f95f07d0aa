/**
 * The menu manifest: the only list of the site's sections, pages, titles,
 * tags and layouts. The router, the navbar, the action bar, the page titles
 * and dist/site.json (read by the Go server and the harness) derive from it.
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
  summary: string
}

/** Entry is one navbar link: a single page, or a subsection with its sub-pages. */
export interface Entry {
  title: string
  icon: string
  path: string
  layout?: Layout
  tags?: Tag[]
  summary?: string
  pages?: Page[]
}

export interface Section {
  title: string | null
  entries: Entry[]
}

const component = (title: string, slug: string, tags: Tag[], summary: string): Page => ({ title, slug, tags, summary })

export const SECTIONS: Section[] = [
  {
    title: null,
    entries: [
      { title: 'Overview', icon: 'description', path: '/', layout: 'fullpage', summary: 'What Tessera is and how to use it.' },
      { title: 'Changelog', icon: 'history', path: '/changelog', layout: 'fullpage', summary: 'What changed in each release.' },
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
          { title: 'Typography', slug: 'typography', tags: ['css'], summary: 'The type scale, weights and how text is set.' },
          { title: 'Writing Style', slug: 'writing-style', tags: ['guide'], summary: 'How the interface speaks to its readers.' },
        ],
      },
      { title: 'Units', icon: 'straighten', path: '/foundations/units', layout: 'fullpage', summary: 'The spacing unit and its scale.' },
      {
        title: 'Icons',
        icon: 'interests',
        path: '/foundations/icons',
        pages: [
          { title: 'List', slug: 'list', tags: ['css', 'ts'], summary: 'Every icon, searchable, one click to copy its name.' },
          { title: 'TypeScript Usage', slug: 'typescript', tags: ['guide'], summary: 'Using the typed icon names in code.' },
          { title: 'Design Guidelines', slug: 'design-guidelines', tags: ['guide'], summary: 'When and how to use icons.' },
        ],
      },
      {
        title: 'Colors & Tokens',
        icon: 'palette',
        path: '/foundations/colors',
        pages: [
          { title: 'Introduction to Design Tokens', slug: 'introduction', tags: ['guide'], summary: 'What design tokens are and why the library uses them.' },
          { title: 'List of Tokens', slug: 'list-of-tokens', tags: ['css'], summary: 'Every semantic token with its light and dark value.' },
          { title: 'List of Colors', slug: 'list-of-colors', tags: ['css'], summary: 'The base palettes and their steps.' },
          { title: 'Figma', slug: 'figma', tags: ['guide', 'outdated'], summary: 'How the tokens map to a design tool.' },
          { title: 'Theming', slug: 'theming', tags: ['guide', 'outdated'], summary: 'Overriding tokens to theme the library.' },
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
          component('Accordion', 'accordion', ['ts', 'zod'], 'A section that opens and closes.'),
          component('Avatar', 'avatar', ['ts', 'zod'], 'A person’s picture or initials, alone or in a group.'),
          component('Banner', 'banner', ['ts', 'zod'], 'A message across the page for errors, news and successes.'),
          component('Breadcrumb', 'breadcrumb', ['ts', 'zod'], 'Where the reader is in a sequence of steps.'),
          component('Button', 'button', ['ts', 'zod'], 'Buttons, button groups and split buttons.'),
          component('Card', 'card', ['ts', 'zod'], 'A box of related content with image, header, body and footer.'),
          component('Comment', 'comment', ['ts', 'zod'], 'Threads of comments with replies, edits and internal notes.'),
          component('Drawer', 'drawer', ['ts', 'zod'], 'A panel that slides in from the side.'),
          component('Field Inline Edit', 'field-inline-edit', ['ts', 'zod'], 'Text that turns into a field when clicked.'),
          component('File Upload', 'file-upload', ['ts', 'zod'], 'Pick, drop or photograph files and follow their upload.'),
          component('Filters', 'filters', ['ts'], 'Build a list of filters over typed columns.'),
          component('Form', 'form', ['ts'], 'Fields bound to one value, validated and submitted together.'),
          component('Form Fields', 'form-fields', ['ts', 'zod'], 'Every field type with its states and rules.'),
          component('Heading', 'heading', ['ts'], 'Section headings with actions and toggles.'),
          component('Line', 'line', ['ts', 'zod'], 'A separator, plain or with text.'),
          component('Loadings', 'loadings', ['css'], 'Loading indicators and skeletons.'),
          component('Modal', 'modal', ['ts', 'zod'], 'A dialog above the page.'),
          component('Pagination', 'pagination', ['ts', 'zod'], 'Moving through pages of results.'),
          component('Popover', 'popover', ['ts', 'zod'], 'Content that floats next to its trigger.'),
          component('Standard Table', 'standard-table', ['ts', 'zod'], 'A table with filters, search and pagination against a server.'),
          component('Table', 'table', ['ts', 'zod'], 'Sortable, selectable, expandable rows of data.'),
          component('Table Legacy', 'table-legacy', ['deprecated', 'ts'], 'The earlier table, kept for existing screens.'),
          component('Tag', 'tag', ['ts', 'zod'], 'Small coloured labels.'),
          component('Toaster', 'toaster', ['ts', 'zod'], 'Short notifications that come and go.'),
          component('Value Label', 'value-label', ['ts', 'zod'], 'A label and its value, with validation state.'),
        ],
      },
      {
        title: 'Layouts',
        icon: 'layers',
        path: '/usage/layouts',
        pages: [
          { title: 'Introduction', slug: 'introduction', tags: ['guide'], summary: 'How an application page is put together.' },
          { title: 'Grid System', slug: 'grid-system', tags: ['ts'], summary: 'A 24-column grid of rows and columns.' },
          { title: 'Navbar', slug: 'navbar', tags: ['ts', 'zod'], summary: 'The application’s main navigation.' },
          { title: 'Actionbar', slug: 'actionbar', tags: ['ts', 'zod'], summary: 'The secondary navigation beside the navbar.' },
          { title: 'User Menu', slug: 'user-menu', tags: ['ts', 'zod'], summary: 'The signed-in person and their menu.' },
        ],
      },
      { title: 'Utilities', icon: 'build', path: '/usage/utilities', layout: 'fullpage', summary: 'The CSS utilities the library ships.' },
    ],
  },
]

/** HIDDEN are routes outside the navbar. */
export const HIDDEN: Entry[] = [
  { title: 'Layout Examples', icon: 'view_quilt', path: '/examples/layouts', layout: 'empty', summary: 'A whole application frame built from the layout components.' },
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
  summary: string
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
    return [{ path: entry.path, slug: slugOf(entry.path), title: entry.title, tags: entry.tags ?? [], layout: entry.layout ?? 'default', summary: entry.summary ?? '', section, entry: entry.title }]
  }
  return entry.pages.map((p) => {
    const path = `${entry.path}/${p.slug}`
    return { path, slug: slugOf(path), title: p.title, tags: p.tags, layout: entry.layout ?? 'default', summary: p.summary, section, entry: entry.title }
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
