/**
 * search-docs gathers the documents of the docs search from the sources
 * themselves, so the index cannot drift from what the site shows:
 *
 * - pages: the menu manifest (titles and summaries);
 * - headings and examples: the MDX pages, read as MDX's syntax tree. A
 *   heading counts when its text is written out (`## Sizes`, whose id is its
 *   slug, or `<h2 id="sizes-2">Sizes</h2>`), which is what lets a link point
 *   at it, and its line is its own section's first words (see lead); an
 *   example counts with its id and title;
 * - props: every `<PropsTable schema={…} name="…">` of a page, its schema
 *   loaded as the real zod object and read by the props table's own
 *   propDocs(), so a result says what the table says;
 * - tokens, icons: the token source and the icon names;
 * - messages: the library's English labels (locales/en-US.json) and the codes
 *   its logic reports (exported lists of UPPER_CASE names, such as
 *   file-upload's MAX_SIZE_EXCEEDED).
 *
 * Reading the pages' source instead of rendering them keeps the build free of a
 * DOM and of every page's runtime needs (router, i18n, media queries); the
 * price is that a heading with computed text is not found, and the test beside
 * this file lists how many are. Modules with real values (schemas, logic) are
 * loaded by the caller's `load`: Vite's SSR loader at build time, plain
 * import() under Vitest.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Program } from 'estree'
import type { Nodes, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { headingId, summaryOf } from './mdx'
import { DOCS_QUERY } from './schema-docs'
import en from '../../locales/en-US.json'
import { ROUTES, type Route } from '../src/app/menu'
import type { DocKind, SearchDoc } from '../src/app/search/logic'
import { splitWords } from '../src/app/search/logic'
import { exampleAnchor, propAnchor, tokenAnchor, iconAnchor } from '../src/docs/anchors'
import { ICON_NAMES } from '../src/library/icon/names'
import * as tokens from '../src/library/tokens/tokens'

/** Load imports a module by its absolute file path. */
export type Load = (file: string) => Promise<Record<string, unknown>>

const SRC = resolve(__dirname, '../src')
const PAGES = resolve(SRC, 'docs/pages')
const LIBRARY = resolve(SRC, 'library')

/** Heading is an h2 or h3 of a page source with a literal id and text. */
interface Heading {
  level: 2 | 3
  id: string
  text: string
  /** body is the source from this heading to the next, to find where a name is explained */
  body: string
  /**
   * lead is the line a result shows under the heading, the first of its section's: prose (a paragraph, a list item, a
   * table cell, a caption), else an example's title, else what a props table, a validation table or a playground is
   * of, else (an h2) the titles of its h3s; '' when the section has none of them
   */
  lead: string
}

/** PROSE are the elements whose text may lead a section. */
const PROSE = new Set(['p', 'li', 'dd'])

/** LEAD_MAX is about how long a heading's lead may be; the result's snippet shows less. */
const LEAD_MAX = 120

/** shorten cuts text longer than about LEAD_MAX characters at a word. */
function shorten(text: string): string {
  return text.length > LEAD_MAX ? `${text.slice(0, text.lastIndexOf(' ', LEAD_MAX))}…` : text
}

/** PageSource is what a page file yields. */
interface PageSource {
  /** summary is the page's `export const summary` */
  summary: string
  headings: Heading[]
  /** skipped counts h2 and h3 elements whose id or text is computed */
  skipped: number
  examples: Array<{ id: string; title: string; description: string }>
  propsTables: Array<{ name: string; schema: unknown }>
  /** imports are the resolved files the page imports */
  imports: string[]
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = resolve(dirname(from), spec.endsWith(DOCS_QUERY) ? spec.slice(0, -DOCS_QUERY.length) : spec)
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/'))
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

const isJsx = (node: Nodes): node is Jsx => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/**
 * jsxOnly says whether a paragraph holds only JSX, expressions and spaces:
 * JSX written on one line (`<td>…</td>`, `<caption>…</caption>`), which
 * MDX renders without a <p> (it unravels such a paragraph), so it is not
 * prose of its own.
 */
const jsxOnly = (children: Nodes[]) => children.every((c) => isJsx(c) || c.type === 'mdxTextExpression' || (c.type === 'text' && !c.value.trim()))

/** inline is children with each paragraph of JSX only replaced by what it holds: a row written on one line is a paragraph of cells. */
const inline = (children: Nodes[]): Nodes[] => children.flatMap((c) => (c.type === 'paragraph' && jsxOnly(c.children as Nodes[]) ? (c.children as Nodes[]) : [c]))

/** mdxLiteral is a JSX attribute's value when it is written out as a string (name="…" or name={'…'}), else undefined. */
function mdxLiteral(el: Jsx, name: string): string | undefined {
  const a = el.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name)
  if (!a || a.value == null) return undefined
  if (typeof a.value === 'string') return a.value
  const e = expressionOf(a.value.data?.estree)
  return e?.type === 'Literal' && typeof e.value === 'string' ? e.value : e?.type === 'TemplateLiteral' && !e.expressions.length ? e.quasis[0].value.cooked ?? undefined : undefined
}

/** expressionOf is the expression of an MDX expression's program ({…}), if it is one. */
function expressionOf(program: Program | null | undefined) {
  const st = program?.body[0]
  return program?.body.length === 1 && st?.type === 'ExpressionStatement' ? st.expression : undefined
}

/**
 * mdxText is the text of MDX children up to the first computed part ({x}),
 * with whether it stopped there: Markdown's text, code and links, JSX
 * elements' text, and string expressions ({' '}) count.
 */
function mdxText(children: Nodes[]): { text: string; cut: boolean } {
  let out = ''
  const walk = (kids: Nodes[]): boolean => {
    for (const c of kids) {
      if (c.type === 'text' || c.type === 'inlineCode') out += c.value
      else if (c.type === 'break') out += ' '
      else if (c.type === 'mdxTextExpression' || c.type === 'mdxFlowExpression') {
        const e = expressionOf(c.data?.estree)
        if (!e) continue
        if (e.type === 'Literal' && typeof e.value === 'string') out += e.value
        else return false
      } else if ('children' in c) {
        if (!walk(c.children as Nodes[])) return false
      } else return false
    }
    return true
  }
  const cut = !walk(children)
  return { text: out.replace(/\s+/g, ' ').trim(), cut }
}

/** mdxProse is the text of a paragraph up to its first computed part, cut at the last sentence before it when there is one, and shortened to about LEAD_MAX characters at a word. */
function mdxProse(children: Nodes[]): string {
  const { text: whole, cut } = mdxText(children)
  let text = whole
  if (cut) {
    const end = text.lastIndexOf('. ')
    text = end > 0 ? text.slice(0, end + 1) : `${text}…`
  }
  return shorten(text)
}

/** readPage parses one MDX page (remark-mdx's syntax tree) and loads the schemas of its props tables. */
async function readPage(file: string, load: Load): Promise<PageSource> {
  const text = readFileSync(file, 'utf8')
  const tree = unified().use(remarkParse).use(remarkMdx).parse(text) as Root
  const imported = new Map<string, string>()
  const imports: string[] = []
  let summary = ''
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    for (const st of node.data?.estree?.body ?? []) {
      summary ||= summaryOf([st])
      if (st.type !== 'ImportDeclaration' || typeof st.source.value !== 'string') continue
      const target = resolveImport(file, st.source.value)
      if (!target) continue
      imports.push(target)
      for (const sp of st.specifiers) if (sp.type === 'ImportSpecifier') imported.set(sp.local.name, target)
    }
  }
  const line = (node: Nodes) => node.position?.start.line
  if (!summary) throw new Error(`search index: ${file}: the page exports no summary; write export const summary = 'What the page is about, in a line.'`)
  const page: PageSource = { summary, headings: [], skipped: 0, examples: [], propsTables: [], imports }
  const headingAt: Array<{ pos: number; heading: Heading }> = []
  const leads: Array<{ pos: number; rank: number; text: string }> = []
  const pending: Array<Promise<PageSource['propsTables']>> = []
  const visit = (node: Nodes) => {
    const pos = node.position?.start.offset ?? 0
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const heading = mdxText(node.children as Nodes[])
      if (heading.cut) page.skipped++
      else headingAt.push({ pos, heading: { level: node.depth, id: headingId(toString(node)), text: heading.text, body: '', lead: '' } })
    } else if (node.type === 'paragraph' && !jsxOnly(node.children as Nodes[])) {
      const lead = mdxProse(node.children as Nodes[])
      if (lead && lead !== '…') leads.push({ pos, rank: 0, text: lead })
    } else if (isJsx(node)) {
      const tag = node.name ?? ''
      if (tag === 'h2' || tag === 'h3') {
        const id = mdxLiteral(node, 'id')
        const heading = mdxText(node.children as Nodes[])
        if (id && heading.text && !heading.cut) headingAt.push({ pos, heading: { level: tag === 'h2' ? 2 : 3, id, text: heading.text, body: '', lead: '' } })
        else page.skipped++
      } else if (PROSE.has(tag)) {
        const lead = mdxProse(node.children as Nodes[])
        if (lead && lead !== '…') leads.push({ pos, rank: 0, text: lead })
      } else if (tag === 'tr') {
        const cells = inline(node.children as Nodes[])
          .filter((c): c is Jsx => isJsx(c) && c.name === 'td')
          .map((c) => mdxProse(c.children as Nodes[]))
        if (cells.length && cells.every((c) => c && c !== '…')) leads.push({ pos, rank: 0, text: shorten(cells.join(': ')) })
      } else if (mdxLiteral(node, 'caption')) {
        leads.push({ pos, rank: 0, text: mdxLiteral(node, 'caption')! })
      } else if (tag === 'Validation' || tag === 'Playground') {
        const name = mdxLiteral(node, 'name')
        const lead = tag === 'Validation' ? `Console errors of ${name}` : (mdxLiteral(node, 'description') ?? `Props of ${name}, set live`)
        if (name) leads.push({ pos, rank: 3, text: lead })
      } else if (tag === 'Example') {
        const id = mdxLiteral(node, 'id')?.split('/').at(-1)
        const title = mdxLiteral(node, 'title')
        if (id && title) {
          page.examples.push({ id, title, description: mdxLiteral(node, 'description') ?? '' })
          leads.push({ pos, rank: 1, text: `Example: ${title}` })
        }
      } else if (tag === 'PropsTable') {
        const name = mdxLiteral(node, 'name')
        const schema = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'schema')?.value
        const e = schema && typeof schema !== 'string' ? expressionOf(schema.data?.estree) : undefined
        const ident = e?.type === 'Identifier' ? e.name : undefined
        if (name) leads.push({ pos, rank: 2, text: `Props of ${name}` })
        if (!ident || !name) throw new Error(`search index: ${file}:${line(node)}: a props table whose schema the index cannot find; write schema={importedSchema} name="Name"`)
        const target = imported.get(ident)
        if (!target) throw new Error(`search index: ${file}:${line(node)}: the props table's schema ${ident} is not imported, so the index cannot load it`)
        pending.push(
          load(target).then((mod) => {
            if (!(ident in mod)) throw new Error(`search index: ${target} has no export ${ident}`)
            return [{ name, schema: mod[ident] }]
          }),
        )
      }
    }
    if ('children' in node) for (const c of node.children as Nodes[]) visit(c)
  }
  visit(tree)
  for (const tables of await Promise.all(pending)) page.propsTables.push(...tables)
  return finishPage(file, text, page, headingAt, leads)
}

/**
 * finishPage gives each heading its part of the page's source (body) and its
 * lead, the first prose of its section, else its first example, else its
 * first table or playground; an id used twice is an error.
 */
function finishPage(file: string, text: string, page: PageSource, headingAt: Array<{ pos: number; heading: Heading }>, leads: Array<{ pos: number; rank: number; text: string }>): PageSource {
  headingAt.sort((a, b) => a.pos - b.pos)
  headingAt.forEach((h, i) => {
    const end = headingAt[i + 1]?.pos ?? text.length
    h.heading.body = text.slice(h.pos, end)
    // the section's first prose, else its first example, else its first table or playground
    const own = leads.filter((l) => l.pos > h.pos && l.pos < end).sort((a, b) => a.rank - b.rank || a.pos - b.pos)
    // an h2 with nothing before its first h3: the h3s it holds
    const subheadings = headingAt.slice(i + 1).findIndex((n) => n.heading.level <= h.heading.level)
    const held = h.heading.level === 2 ? headingAt.slice(i + 1, subheadings < 0 ? undefined : i + 1 + subheadings).map((n) => n.heading.text) : []
    h.heading.lead = own[0]?.text ?? held.join(', ')
    page.headings.push(h.heading)
  })
  const ids = new Set<string>()
  for (const id of [...page.headings.map((h) => h.id), ...page.examples.map((e) => exampleAnchor(e.id))]) {
    if (ids.has(id)) throw new Error(`search index: ${file}: the id "${id}" is used twice, so a link to it is ambiguous`)
    ids.add(id)
  }
  return page
}

const join = (...parts: Array<string | null | undefined>) => parts.filter((p, i, all) => p && all.indexOf(p) === i).join(' › ')

/** trail is where a route sits, as a result shows it: 'Components › Button'. */
const trail = (route: Route) => join(route.entry, route.title)

const pageFile = (route: Route) => resolve(PAGES, `${route.slug}.mdx`)

/** TOKEN_HOMES says which page lists each family of tokens, and where on it. */
function tokenDocs(byPath: Map<string, Route>): SearchDoc[] {
  const colors = '/foundations/colors/list-of-colors'
  const semantic = '/foundations/colors/list-of-tokens'
  const units = '/foundations/units'
  const type = '/foundations/text/typography'
  const families: Array<{ path: string; list: Array<{ name: string; text: string; anchor?: string }> }> = [
    { path: semantic, list: tokens.SEMANTIC_TOKENS.map((t) => ({ name: t.name, text: `${t.description} Light ${t.light}, dark ${t.dark}.` })) },
    { path: colors, list: [...tokens.BASE_COLORS].map(([name, value]) => ({ name, text: value })) },
    { path: units, list: [{ name: 'unit', text: `${tokens.UNIT_PX} px, the base of the scale`, anchor: 'the-scale' }, ...tokens.UNITS.map((u) => ({ name: u.name, text: `${u.rem}, ${u.px} px` }))] },
    { path: type, list: tokens.FONTS.map((f) => ({ name: f.name, text: f.value, anchor: 'typefaces' })) },
    { path: type, list: tokens.FONT_SIZES.map((f) => ({ name: f.name, text: `${f.value}. ${f.description}` })) },
    { path: type, list: tokens.TEXT_STYLES.map((s) => ({ name: `type-${s.name}`, text: `${s.title}. ${s.use}` })) },
    { path: units, list: tokens.RADII.map((r) => ({ name: r.name, text: `${r.value}. ${r.description}` })) },
    { path: units, list: tokens.SHADOWS.map((s) => ({ name: s.name, text: `${s.description}` })) },
    { path: units, list: tokens.MOTION.map((m) => ({ name: m.name, text: `${m.value}. ${m.description}`, anchor: m.name.startsWith('duration-') ? undefined : 'motion' })) },
    { path: units, list: tokens.LAYERS.map((l) => ({ name: l.name, text: `${l.value}. ${l.description}`, anchor: 'elevation' })) },
    { path: units, list: Object.entries(tokens.BREAKPOINTS).map(([k, px]) => ({ name: `breakpoint-${k}`, text: `${px} px and wider`, anchor: 'breakpoints' })) },
  ]
  return families.flatMap(({ path, list }) => {
    const route = byPath.get(path)!
    return list.map((t) => ({
      id: `token:${t.name}`,
      kind: 'token' as const,
      title: `--${t.name}`,
      text: t.text,
      section: trail(route),
      path,
      anchor: t.anchor ?? tokenAnchor(t.name),
      keywords: splitWords(t.name),
    }))
  })
}

/** flatten lists the leaves of the locale file as [key, message]. */
function flatten(obj: object, prefix = ''): Array<[string, string]> {
  return Object.entries(obj).flatMap(([k, v]): Array<[string, string]> => (typeof v === 'object' && v ? flatten(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]]))
}

/** CODE is an UPPER_CASE name, the shape of the codes the library reports. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{3,}$/

/** searchDocuments gathers every document of the index. */
export async function searchDocuments(load: Load): Promise<SearchDoc[]> {
  const byPath = new Map(ROUTES.map((r) => [r.path, r]))
  const docs: SearchDoc[] = []
  const add = (kind: DocKind, route: Route, title: string, text: string, section: string, anchor: string, keywords = '') =>
    docs.push({ id: `${kind}:${route.path}#${anchor}:${title}`, kind, title, text, section, path: route.path, anchor, keywords })

  const { propDocs } = (await load(resolve(SRC, 'docs/kit/schema-docs.ts'))) as { propDocs: (s: unknown) => Array<{ name: string; type: string; description: string }> }
  const pages = new Map<string, PageSource>()
  for (const route of ROUTES) {
    const page = await readPage(pageFile(route), load)
    add('page', route, route.title, page.summary, join(route.section, route.entry === route.title ? null : route.entry) || 'Tessera', '')
    pages.set(route.path, page)
    let h2 = ''
    for (const h of page.headings) {
      if (h.level === 2) h2 = h.text
      add('heading', route, h.text, h.lead || page.summary, h.level === 3 && h2 ? join(trail(route), h2) : trail(route), h.id)
    }
    for (const e of page.examples) add('example', route, e.title, e.description, join(trail(route), 'Examples'), exampleAnchor(e.id))
    for (const table of page.propsTables) {
      for (const row of propDocs(table.schema)) {
        add('prop', route, row.name, row.description || row.type, join(trail(route), `Props of ${table.name}`), propAnchor(table.name, row.name), `${splitWords(row.name)} ${table.name}`)
      }
    }
  }

  docs.push(...tokenDocs(byPath))

  const icons = byPath.get('/foundations/icons/list')!
  for (const name of ICON_NAMES) docs.push({ id: `icon:${name}`, kind: 'icon', title: name, text: `<Icon name="${name}" />`, section: trail(icons), path: icons.path, anchor: iconAnchor(name), keywords: splitWords(name) })

  // A library folder's page: its own component or layout page, else the page that imports it.
  const folders = readdirSync(LIBRARY, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  const folderPage = (folder: string): Route | undefined =>
    byPath.get(`/usage/components/${folder}`) ??
    byPath.get(`/usage/layouts/${folder}`) ??
    ROUTES.find((r) => pages.get(r.path)?.imports.some((f) => f.startsWith(`${LIBRARY}/${folder}/`)))
  const librarySource = new Map(folders.map((f) => [f, readdirSync(resolve(LIBRARY, f)).filter((n) => /\.tsx?$/.test(n) && !/\.test\./.test(n)).map((n) => readFileSync(resolve(LIBRARY, f, n), 'utf8')).join('\n')]))
  // A message's section: the first heading whose part of the page names it.
  const anchorFor = (route: Route, needles: string[]) => pages.get(route.path)?.headings.find((h) => needles.some((n) => n && h.body.includes(n)))?.id ?? ''

  for (const [key, message] of flatten(en)) {
    if (!message) continue
    const prefix = key.split('.')[0]
    const folder = folders.includes(prefix) ? prefix : folders.find((f) => librarySource.get(f)!.includes(`${prefix}.`) || librarySource.get(f)!.includes(`'${prefix}'`))
    const route = (folder && folderPage(folder)) || folderPage(prefix.replace(/-[^-]+$/, ''))
    if (!route) throw new Error(`search index: no page shows the messages of "${prefix}" (locale key ${key})`)
    const leaf = key.split('.').at(-1)!
    add('message', route, message, key, join(trail(route), 'Messages'), anchorFor(route, [message.length > 3 ? message : '', `.${leaf}`]), splitWords(key))
  }

  for (const folder of folders) {
    const file = resolve(LIBRARY, folder, 'logic.ts')
    if (!existsSync(file)) continue
    const route = folderPage(folder)
    if (!route) continue
    const mod = await load(file)
    for (const [name, value] of Object.entries(mod)) {
      if (!Array.isArray(value) || !value.length || !value.every((v) => typeof v === 'string' && CODE.test(v))) continue
      for (const code of value as string[]) add('message', route, code, `${name} in ${folder}`, join(trail(route), 'Messages'), anchorFor(route, [code]), splitWords(code))
    }
  }

  const seen = new Set<string>()
  return docs.filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true)))
}
