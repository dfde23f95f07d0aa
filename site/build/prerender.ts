import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { moveStyles } from '../src/app/inline-styles'
import { DEFAULT_LOCALE, LOCALES, ROUTES, slugOf, type Locale } from '../src/app/menu'
import { routeDataScript, type RouteData } from '../src/app/route-data'
import { DEFER_LAYOUT } from '../src/docs/kit/defer-layout'
import { LAYOUT_SCRIPT, SCRIPTS_ID } from './head-script'
import { fontFiles } from './preload-fonts'
import type { BundleFile } from './size-budget'

/** SSR_ENTRY is the prerender's entry, bundled for Node by a second, server-side build. */
const SSR_ENTRY = 'src/entry-server.tsx'

/** ACTIONBAR_MODULE is the module of the action bar, whose code app/actionbar.ts loads with every page of the default layout. */
const ACTIONBAR_MODULE = '/library/actionbar/Actionbar.tsx'

/** LOCALE_FONTS are the stylesheet modules of a locale's own webfonts (app/Root.tsx's loadFonts). */
const LOCALE_FONTS: Partial<Record<Locale, string[]>> = { 'ja-JP': ['@fontsource/noto-sans-jp/400.css', '@fontsource/noto-sans-jp/700.css'] }

/** ServerEntry is what the bundled entry-server.tsx exports. */
interface ServerEntry {
  NOT_FOUND_PATH: string
  pages: () => Promise<Array<{ path: string; title: string; description: string }>>
  render: (path: string, locale: Locale) => Promise<{ markup: string; data: RouteData }>
}

/** Head is what a page's HTML says about it besides its markup. */
export interface Head {
  title: string
  description: string
  /** canonical is the page's address below the origin; none for the 404 page */
  canonical: string | null
  /** scripts are the modules (under the base) the page needs that the template does not name */
  scripts: string[]
  /** styles are the page's stylesheets (under the base) besides the template's */
  styles: string[]
  /**
   * held are the stylesheets (under the base) whose rules a page sheet in styles holds. Each is named by a disabled
   * link, which the browser does not fetch: Vite's preload helper then takes it as loaded and does not add it again
   * when the app imports the page's chunks (two more style recalculations of the whole page on a phone).
   */
  held: string[]
  /** fonts are the webfonts (under the base) the page preloads besides the template's */
  fonts: string[]
}

const escapeHTML = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * pageHTML fills the built index.html (template) with one page: its title,
 * description, canonical link and styles, its markup in the root element,
 * the loader data hydration starts from, and in place of the template's
 * module script and preloads the list of scripts the head's script adds once
 * the page has painted (HEAD_SCRIPT): the entry, then the template's
 * preloads and the page's own (head.scripts); before it, on a page with blocks
 * whose layout waits, the script that lays them out (LAYOUT_SCRIPT). It fails when the template
 * lacks one of the places it fills.
 */
export function pageHTML(template: string, head: Head, markup: string, data: RouteData): string {
  const fill = (html: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`)
    return html.replace(pattern, () => replacement)
  }
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
  if (!entry) throw new Error('prerender: index.html has no module script')
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
  const scripts = [entry[1], ...preloads.map((m) => m[1]), ...head.scripts]
  let html = [entry[0], ...preloads.map((m) => m[0])].reduce((h, tag) => h.replace(tag, ''), template)
  const links = [
    ...head.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...head.held.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
    ...head.fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`),
    ...(head.canonical ? [`<link rel="canonical" href="${head.canonical}">`] : []),
  ]
  html = fill(html, /<title>[^<]*<\/title>/, `<title>${escapeHTML(head.title)}</title>`, '<title>')
  html = fill(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHTML(head.description)}" />`, 'meta description')
  html = fill(html, /<\/head>/, `${links.map((l) => `  ${l}\n`).join('')}  </head>`, '</head>')
  const list = `<script type="application/json" id="${SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`
  const layout = markup.includes(` ${DEFER_LAYOUT}=""`) ? `<script>${LAYOUT_SCRIPT}</script>\n    ` : ''
  return fill(html, /<div id="root"><\/div>/, `<div id="root">${markup}</div>\n    ${routeDataScript(data)}\n    ${layout}${list}`, 'empty <div id="root">')
}

/** pageFile is where a page's HTML goes in dist: index.html for '/', 404.html for the 404 page, <path>.html for the others. */
export function pageFile(path: string, notFoundPath: string): string {
  if (path === '/') return 'index.html'
  if (path === notFoundPath) return '404.html'
  return `${path.slice(1)}.html`
}

/**
 * localePageFile is where a page's HTML in locale goes: its pageFile, or
 * beside it with the locale before .html for a locale other than the
 * default ("usage/components/button.de-DE.html"), the file the server
 * serves a reader whose locale cookie names it.
 */
export function localePageFile(file: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file : file.replace(/\.html$/, `.${locale}.html`)
}

/**
 * clientOnlyBoundaries counts the Suspense boundaries a server render gave
 * up on: React marks one with <!--$!--> and no content where a component in
 * it threw or suspended, and the browser renders it only once the scripts
 * run. renderToString reports no cause, so the build fails on the mark.
 */
export function clientOnlyBoundaries(markup: string): number {
  return markup.split('<!--$!-->').length - 1
}

/**
 * chunkFiles lists the files a chunk needs, in the order Vite's preload
 * helper would add them when the chunk is imported: each chunk, then its
 * imports, then its CSS. The order of the styles is their cascade order, so
 * a page loaded whole gets its rules in the order a page reached in the app
 * does.
 */
export function chunkFiles(bundle: Record<string, BundleFile>, fileName: string, out = new Set<string>()): Set<string> {
  const chunk = bundle[fileName]
  if (!chunk || out.has(fileName)) return out
  out.add(fileName)
  if (chunk.type !== 'chunk') return out
  for (const f of chunk.imports ?? []) chunkFiles(bundle, f, out)
  chunk.viteMetadata?.importedCss.forEach((css) => out.add(css))
  return out
}

/**
 * chunkOf is the chunk built from the module whose id ends with suffix: the chunk it is the facade of, else the shared
 * chunk that holds it (a module that some chunks import statically and one imports dynamically).
 */
function chunkOf(bundle: Record<string, BundleFile>, suffix: string): string {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk')
  const chunk = chunks.find((f) => f.facadeModuleId?.endsWith(suffix)) ?? chunks.find((f) => f.moduleIds?.some((id) => id.endsWith(suffix)))
  if (!chunk) throw new Error(`prerender: no chunk is built from ${suffix}`)
  return chunk.fileName
}

/** assetOf is the asset built from the source whose path ends with suffix, such as a stylesheet a chunk imports at run time. */
function assetOf(bundle: Record<string, BundleFile>, suffix: string): string {
  const asset = Object.values(bundle).find((f) => f.type === 'asset' && f.originalFileNames?.some((n) => n.endsWith(suffix)))
  if (!asset) throw new Error(`prerender: no asset is built from ${suffix}`)
  return asset.fileName
}

/**
 * pageChunks are the files of the page chunk a path renders (app/pages.ts), with what it imports, after the action
 * bar's on a page of the default layout (app/actionbar.ts), in the order the router loads them; none for the
 * not-found page, which the entry draws.
 */
function pageChunks(path: string, bundle: Record<string, BundleFile>): Set<string> {
  const own = `/docs/pages/${slugOf(path)}.mdx`
  if (!Object.values(bundle).some((f) => f.facadeModuleId?.endsWith(own))) return new Set()
  const files = ROUTES.find((r) => r.path === path)?.layout === 'default' ? chunkFiles(bundle, chunkOf(bundle, ACTIONBAR_MODULE)) : new Set<string>()
  return chunkFiles(bundle, chunkOf(bundle, own), files)
}

/**
 * apiFetch answers the demo API's requests of the loaders from cmd/demodata, as the Go server would, each target
 * once (a page renders in every locale from the same data); anything else is refused.
 */
function apiFetch(root: string, base: string, failures: string[]): typeof fetch {
  const answers = new Map<string, string>()
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://prerender.invalid')
    const target = url.pathname + url.search
    try {
      if (!url.pathname.startsWith(`${base}api/`)) throw new Error('the prerender reaches only the demo API')
      const body = answers.get(target) ?? execFileSync(process.env.GO ?? 'go', ['run', './cmd/demodata', target], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      answers.set(target, body)
      return new Response(body, { headers: { 'Content-Type': 'application/json' } })
    } catch (err) {
      const stderr = (err as { stderr?: string }).stderr?.trim()
      failures.push(`${target}: ${stderr || String(err)}`)
      throw err
    }
  }
}

// The elements a browser sets in italic by default.
const ITALIC_ELEMENTS = /<(em|i|cite|var|dfn|address)[\s>]/

/**
 * italicUsed tells whether a page's markup sets text in italic: an element
 * italic by default, or an element with a class that a rule of css sets in
 * italic. Such a page preloads the italic face: a webfont that arrives after
 * the first layout lays out the whole page again (on the props tables' pages
 * 50 to 120 ms on this machine, four times that on a phone).
 */
export function italicUsed(css: string, markup: string): boolean {
  if (ITALIC_ELEMENTS.test(markup)) return true
  const classes = new Set<string>()
  for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/font-style\s*:\s*italic/.test(rule[2])) continue
    for (const c of rule[1].matchAll(/\.([\w-]+)/g)) classes.add(c[1])
  }
  const used = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)))
  return [...classes].some((c) => used.has(c))
}

/**
 * prerender writes, after the client build, one HTML file per route of the
 * manifest and one for the 404 page (pageFile), each holding its page as
 * entry-server.tsx renders it, with the scripts of its chunk and locale
 * named in it; its styles, and the rules of its style attributes
 * (app/inline-styles.ts), go to one sheet of its own. Each route is also
 * rendered in every other locale of the examples, each to a file of its own
 * (localePageFile) where it differs from the default's. The render runs in a
 * server-side build of the same config (isSsrBuild), in ssrDir.
 */
export function prerender({ ssrDir, italicFont }: { ssrDir: string; /** italicFont is the stem of the italic face a page that uses italic preloads */ italicFont: string }): Plugin {
  let config: ResolvedConfig
  return {
    name: 'tessera:prerender',
    apply: 'build',
    configResolved(c) {
      config = c
    },
    writeBundle: {
      sequential: true,
      async handler(options, output) {
        const bundle = output as unknown as Record<string, BundleFile>
        const outDir = options.dir!
        const template = readFileSync(join(outDir, 'index.html'), 'utf8')
        // The template's own stylesheets (the shell's), which every page has
        const templateCSS = [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => readFileSync(join(outDir, m[1].slice(config.base.length)), 'utf8')).join('\n')
        const italic = config.base + fontFiles(Object.keys(bundle), [italicFont])[0]
        const out = resolve(config.root, ssrDir)
        await build({ configFile: config.configFile, mode: config.mode, logLevel: 'error', build: { ssr: SSR_ENTRY, outDir: out, emptyOutDir: true } })
        const entry = (await import(pathToFileURL(join(out, 'entry-server.js')).href)) as ServerEntry
        const failures: string[] = []
        const realFetch = globalThis.fetch
        globalThis.fetch = apiFetch(resolve(config.root, '..'), config.base, failures)
        try {
          for (const page of await entry.pages()) {
            let built = ''
            for (const locale of [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)]) {
              if (locale !== DEFAULT_LOCALE && page.path === entry.NOT_FOUND_PATH) break
              const rendered = await entry.render(page.path, locale)
              const empty = clientOnlyBoundaries(rendered.markup)
              if (empty) throw new Error(`prerender: ${page.path} in ${locale}: ${empty} Suspense boundaries failed on the server and would paint empty until the scripts run: a component in them threw or suspended while it rendered (render the page with renderToPipeableStream's onError to see why)`)
              if (failures.length) throw new Error(`prerender: ${page.path}: a loader's request failed: ${failures.join('; ')}`)
              // A page with no example renders the same in every locale: the server then serves the default's.
              if (locale === DEFAULT_LOCALE) built = rendered.markup
              else if (rendered.markup === built) continue
              const { markup, css } = moveStyles(rendered.markup)
              // No locale file: the page's route data holds the labels its render asked for (entry-server.tsx).
              const files = pageChunks(page.path, bundle)
              const needs = [...files].filter((f) => !template.includes(`${config.base}${f}"`))
              const head: Head = {
                title: `${page.title} · Tessera`,
                description: page.description,
                canonical: page.path === entry.NOT_FOUND_PATH ? null : config.base + page.path.slice(1),
                scripts: needs.filter((f) => f.endsWith('.js')).map((f) => config.base + f),
                // The locale's own webfonts (app/Root.tsx's loadFonts), which its text paints in from the first frame.
                styles: (LOCALE_FONTS[locale] ?? []).map((m) => config.base + assetOf(bundle, m)),
                held: [],
                fonts: [],
              }
              // The page's own styles, in their cascade order, then its style attributes' rules: one sheet, one request
              // before the first paint instead of a dozen. The files it holds are named as held, so the app's scripts do not
              // add them again; a later navigation loads the files its own page needs that the sheet does not hold.
              const held = needs.filter((f) => f.endsWith('.css'))
              const sheet = [...held.map((f) => readFileSync(join(outDir, f), 'utf8')), css].filter(Boolean).join('\n')
              if (sheet) {
                const name = `assets/page-${createHash('sha256').update(sheet).digest('base64url').slice(0, 8)}.css`
                writeFileSync(join(outDir, name), sheet)
                head.styles.push(config.base + name)
                head.held = held.map((f) => config.base + f)
              }
              if (italicUsed(`${templateCSS}\n${sheet}`, markup)) head.fonts.push(italic)
              const file = join(outDir, localePageFile(pageFile(page.path, entry.NOT_FOUND_PATH), locale))
              mkdirSync(dirname(file), { recursive: true })
              writeFileSync(file, pageHTML(template, head, markup, rendered.data))
            }
          }
        } finally {
          globalThis.fetch = realFetch
          rmSync(out, { recursive: true, force: true })
        }
      },
    },
  }
}
