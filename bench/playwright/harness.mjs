// harness.mjs is the Playwright reference of the Go harness (harness/): the same work on the
// same cells, written the way a Playwright user would write it and tuned, so that the two can be timed against
// each other phase by phase (bench/harness-ab.sh). It is a yardstick, not a second harness: it keeps baselines
// of its own (git-ignored, in bench/playwright/.baselines) and none of the Go harness's reporting.
//
//   node bench/playwright/harness.mjs --routes usage-components-button [--widths 600,1280] [--themes default,dark]
//        [--locales en-US,de-DE] [--workers 4] [--update] [--base-url http://127.0.0.1:8080] [--baselines DIR]
//
// The flags pick the slice of the matrix that `go test -run` would (each omitted one: all of that dimension), and
// it is visited in the Go harness's order. --update writes the baselines; a run without it compares with them and
// exits 1 when a cell fails, after writing the failing captures and their diffs to bench/playwright/.report.
//
// A cell does what a cell of the Go harness does, in its order: navigate (a full load on a page's first cell, an
// in-app push after), settle, check the page's facts, take the captures (the first screen and the live examples in
// the default theme, the examples alone in another locale, the navbar with its locale picker masked in another
// theme), compare each with its baseline or its en-US twin, check the text of a base cell, and run axe on the
// cell's scope. The in-page work is the Go harness's own: its scripts are read from harness/browser/js, not copied.
// Each of --workers pages (one browser context each) takes whole routes, as the Go harness's tabs do.
//
// It serves the built site itself (bin/tessera on a free port) unless --base-url names a server of the same build.
// CHROME_PATH names the browser (default /usr/bin/chromium); Playwright downloads none.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pixelmatch from 'pixelmatch'
import { chromium } from 'playwright-core'
import { PNG } from 'pngjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const HERE = join(ROOT, 'bench', 'playwright')

// The Go harness's constants (harness/tab.go, checks.go, axe.go, matrix.go).
const VIEWPORT_HEIGHT = 900
const EPOCH = 1768478400000
const SETTLE_TIMEOUT = 15000
const CAPTURE_TIMEOUT = 15000
const CELL_TIMEOUT = 60000
const FIRST_SCREEN_WIDTH = 600
const BASE_THEME = 'default'
const BASE_LOCALE = 'en-US'
const NAVBAR = 'nav[data-navbar]'
const EXAMPLE = '[data-example]'
const LIVE = '[data-example] > [data-example-live]'
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const MAX_CAPTURES = 4 // of one settled capture
// The Strict rule of harness/compare.go in pixelmatch's terms: a pixel counts from a perceived difference of 0.05
// (anti-aliasing excuses nothing), one counted pixel fails, and so do more than 100 faint ones (0.012 to 0.05).
const STRICT = { threshold: 0.05, floor: 0.012, maxFaint: 100 }
const PIXELMATCH = { includeAA: true, checkerboard: false } // nothing excused; transparency over white, as in Go
const MASK_COLOR = [255, 0, 255, 255]

// The Chromium switches of harness/browser.go that Playwright's own defaults lack: those that change what is
// rendered, and those that keep the browser's own traffic off the network. Playwright already passes --headless,
// --hide-scrollbars, --force-color-profile=srgb, --disable-dev-shm-usage, the background and throttling switches,
// and a --disable-features list with PaintHolding, the one feature of the Go harness's list that changes rendering.
// Chromium reads one --disable-features switch: passing the Go harness's would drop Playwright's list; the rest of
// it (Translate, autofill, media router, the CT updater) is the browser's own traffic, which no page sees.
const FLAGS = [
  '--disable-gpu',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-device-scale-factor=1',
  '--disable-partial-raster',
  '--disable-checker-imaging',
  '--disable-quic',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--safebrowsing-disable-auto-update',
]

/** fail ends the run on a mistake in how it was started, naming it, before any browser starts. */
function fail(message) {
  console.error(`playwright: ${message}`)
  process.exit(2)
}

const opt = (() => {
  try {
    return parseArgs({
      options: {
        routes: { type: 'string' },
        widths: { type: 'string' },
        themes: { type: 'string' },
        locales: { type: 'string' },
        workers: { type: 'string', default: '4' },
        update: { type: 'boolean', default: false },
        'base-url': { type: 'string' },
        baselines: { type: 'string', default: join(HERE, '.baselines') },
      },
    }).values
  } catch (e) {
    return fail(e.message)
  }
})()
const workers = Number(opt.workers)
if (!Number.isInteger(workers) || workers < 1) fail(`--workers ${opt.workers}: want a whole number from 1`)
const REPORT = join(HERE, '.report') // the actual and diff images of the last run's failing captures

// script returns the function expression of harness/browser/js/<name>.js, as the Go harness's browser.Script does.
const script = (name) => readFileSync(join(ROOT, 'harness', 'browser', 'js', `${name}.js`), 'utf8').trim().replace(/;$/, '')
const SCRIPTS = Object.fromEntries(
  ['determinism', 'ready-rects', 'navigate', 'settle', 'clip', 'frames', 'scroll-to-top', 'text', 'axe'].map((n) => [n, script(n)]),
)
// call runs harness/browser/js/<name>.js in the page with JSON arguments and awaits its promise. A string, not a function:
// Playwright evaluates it in the page's main world, where the app and determinism.js live.
const call = (page, name, ...args) => page.evaluate(`(${SCRIPTS[name]})(${args.map((a) => JSON.stringify(a)).join(', ')})`)

const site = JSON.parse(readFileSync(join(ROOT, 'site', 'dist', 'site.json'), 'utf8'))
const axeSource = loadAxe()

/** loadAxe reads axe-core from node_modules and checks that it is the version package.json pins. */
function loadAxe() {
  const dir = join(ROOT, 'node_modules', 'axe-core')
  const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version
  const pinned = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies['axe-core']
  if (installed !== pinned) fail(`package.json pins axe-core ${pinned} but node_modules holds ${installed}: run npm ci`)
  // The trailing 0 makes the script's value a plain one, which Playwright returns without walking axe's objects.
  return readFileSync(join(dir, 'axe.min.js'), 'utf8') + '\n;0'
}

// --- the matrix (harness/matrix.go) ---

const baseFirst = (list, base) => [base, ...list.filter((v) => v !== base)]

/** pick keeps the values of a comma-separated flag, in the site's order; no flag keeps all. */
function pick(all, flag, name) {
  if (!flag) return all
  const wanted = flag.split(',').map((s) => s.trim())
  const unknown = wanted.filter((w) => !all.map(String).includes(w))
  if (unknown.length) fail(`--${name}: ${unknown.join(', ')} not in site.json (${all.join(', ')})`)
  return all.filter((v) => wanted.includes(String(v)))
}

const routes = pick(
  site.routes.map((r) => r.slug),
  opt.routes,
  'routes',
).map((slug) => site.routes.find((r) => r.slug === slug))
const widths = pick(site.breakpoints, opt.widths, 'widths')
const themes = pick(baseFirst(site.themes, BASE_THEME), opt.themes, 'themes')
const locales = pick(baseFirst(site.locales, BASE_LOCALE), opt.locales, 'locales')

/** routeCells lists a route's cells in the Go harness's order: width, then theme, then locale, bases first. */
function routeCells(route) {
  return widths.flatMap((width) => themes.flatMap((theme) => locales.map((locale) => ({ route, width, theme, locale }))))
}

const themed = (c) => c.theme !== BASE_THEME
const localized = (c) => c.locale !== BASE_LOCALE
const cellName = (c) => `${c.route.slug}/${c.width}/${c.theme}/${c.locale}`
// The query in Go's url.Values order (sorted by key), so both tools ask for the same URLs.
const cellPath = (c) => `${site.base.replace(/\/$/, '')}${c.route.path}?${new URLSearchParams({ locale: c.locale, theme: c.theme })}`
const captureFile = (c, example = '') => `${c.route.slug}/${c.width}-${c.theme}-${c.locale}${example ? `-${example}` : ''}.png`
const twinOf = (c) => ({ ...c, locale: BASE_LOCALE })

// --- timings, by the Go harness's phases (harness/timings.go) ---

const timings = new Map()
/** phase records the time since start for the phase and returns now, so that phases chain. */
function phase(name, start) {
  const now = performance.now()
  if (!timings.has(name)) timings.set(name, [])
  timings.get(name).push(now - start)
  return now
}

// --- the server and the browser ---

/** serve starts bin/tessera on a free loopback port and resolves to its origin once it answers. */
async function serve() {
  const bin = join(ROOT, 'bin', 'tessera')
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build it with go build -trimpath -o bin/tessera ./cmd/tessera`)
  const port = await new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(bin, ['-addr', `127.0.0.1:${port}`, '-log', 'off'], { stdio: ['ignore', 'ignore', 'inherit'] })
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`bin/tessera exited with ${child.exitCode}`)
    if (await fetch(origin + site.base).then((r) => r.ok, () => false)) return { origin, stop: () => child.kill() }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill()
  throw new Error(`bin/tessera did not answer on ${origin} within 5 s`)
}

/**
 * openPage opens a page in a browser context of its own, set up as a tab of the Go harness is (harness/tab.go):
 * UTC, en-US, reduced motion, light scheme, scale 1, and determinism.js and ready-rects.js in every document.
 * Playwright emulates focus itself. The page records what a cell must fail on.
 */
async function openPage(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: widths[0], height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    timezoneId: 'UTC',
    locale: 'en-US',
    reducedMotion: 'reduce',
    colorScheme: 'light',
  })
  await context.addInitScript({ content: `(${SCRIPTS.determinism})(${EPOCH})` })
  await context.addInitScript({ content: `(${SCRIPTS['ready-rects']})()` })
  const page = await context.newPage()
  const w = { page, origin, width: widths[0], loaded: false, axe: false, problems: [] }
  const report = (p) => w.problems.push(p)
  page.on('pageerror', (e) => report(`uncaught exception: ${e.message}`))
  page.on('crash', () => report('the page crashed'))
  page.on('console', (m) => {
    // Playwright reports the browser's log entries as console messages too; a failed load is reported below as
    // a failed request, as the Go harness leaves the network's log entries to its request checks.
    if ((m.type() === 'error' || m.type() === 'assert') && !m.text().startsWith('Failed to load resource')) {
      report(`console.${m.type()}: ${m.text()}`)
    }
  })
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (/^(https?|wss?):$/.test(u.protocol) && u.origin !== origin) report(`off-origin request: ${r.method()} ${r.url()}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) report(`failed request: HTTP ${r.status()} for ${r.url()}`)
  })
  page.on('requestfailed', (r) => {
    // net::ERR_ABORTED is a request the page cancelled, which the Go harness does not count either.
    const why = r.failure()?.errorText
    if (why !== 'net::ERR_ABORTED') report(`failed request: ${r.url()}: ${why}`)
  })
  return w
}

// --- one cell (harness/run.go) ---

/** runCell checks and captures one cell on the worker's page, after the cells before it in the route's order. */
async function runCell(w, c, route) {
  const start = performance.now()
  const res = { problems: [], captures: [] } // captures: what --update is to write or remove
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the cell took more than ${CELL_TIMEOUT / 1000} s`)), CELL_TIMEOUT)
  })
  try {
    await Promise.race([cellWork(w, c, route, res), timeout])
  } catch (e) {
    w.loaded = false // the page is in an unknown state: the next cell starts from a fresh load
    res.problems.push(e.message.split('\n')[0])
  } finally {
    clearTimeout(timer)
  }
  res.problems.push(...w.problems.splice(0))
  phase('cell', start)
  if (opt.update) await commit(res)
  return res.problems // the images go: a run of the whole matrix would not hold them all
}

async function cellWork(w, c, route, res) {
  const { page } = w
  let t = performance.now()
  if (w.width !== c.width) {
    await page.setViewportSize({ width: c.width, height: VIEWPORT_HEIGHT })
    w.width = c.width
  }
  if (w.loaded) {
    await call(page, 'navigate', cellPath(c))
  } else {
    await page.goto(w.origin + cellPath(c))
    w.loaded = true
    w.axe = false
  }
  t = phase('navigate', t)
  const facts = await call(page, 'settle', SETTLE_TIMEOUT, c.width)
  phase('settle', t)
  res.problems.push(...checkFacts(c, facts))

  for (const s of await takeAll(w, c, facts)) {
    const cr = await judgeSettled(w, c, s, route)
    if (opt.update) res.captures.push(cr)
    if (cr.status === 'fail') await keep(cr)
    if (cr.message) res.problems.push(cr.message)
  }
  await checkText(page, c, res, route)

  t = performance.now()
  const scope = themed(c) ? NAVBAR : localized(c) && facts.examples.length > 0 ? EXAMPLE : ''
  if (scope !== NAVBAR || facts.navbar) {
    // axe-core is injected once per document: an in-app navigation keeps it.
    if (!w.axe) {
      await page.evaluate(axeSource)
      w.axe = true
    }
    for (const v of await call(page, 'axe', scope, AXE_TAGS)) {
      res.problems.push(`axe ${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target).join(', ')}`)
    }
  }
  phase('axe', t)
}

/** checkFacts checks the invariants of a rendered cell that need no pixels (harness/checks.go, CheckFacts). */
function checkFacts(c, f) {
  const p = []
  const q = JSON.stringify // quotes a value as Go's %q does
  const want = cellPath(c)
  const title = `${c.route.title} · Tessera`
  if (f.location.split('?')[0] !== want.split('?')[0]) p.push(`location is ${f.location}, want ${want}`)
  if (f.title !== title) p.push(`document.title = ${q(f.title)}, want ${q(title)}`)
  if (f.lang !== BASE_LOCALE) p.push(`<html lang=${q(f.lang)}>, want ${q(BASE_LOCALE)}`)
  if (f.scrollWidth > f.clientWidth) {
    p.push(`horizontal overflow: the page is ${f.scrollWidth} px wide in a ${f.clientWidth} px viewport`)
  }
  if (f.errorPage != null) p.push(`the page shows the error page (status ${q(f.errorPage)})`)
  for (const e of f.examples) {
    const id = q(e.id)
    if (e.lang !== c.locale) p.push(`example ${id} has lang=${q(e.lang)}, want ${q(c.locale)}`)
    if (!e.id) p.push('an example block has an empty data-example id')
    if (!e.live) p.push(`example ${id} does not have exactly one live part ([data-example-live]) as its child`)
    if (e.readyTop == null) {
      p.push(`example ${id} appeared after the page was marked ready (at y=${Math.round(e.top)}): everything below it moved`)
    } else if (Math.abs(e.top - e.readyTop) >= 1) {
      p.push(`example ${id} moved after the page was marked ready: from y=${Math.round(e.readyTop)} to y=${Math.round(e.top)}`)
    }
  }
  if (c.width === FIRST_SCREEN_WIDTH && f.firstScreen) {
    const { titleBottom, paragraphBottom } = f.firstScreen
    for (const [name, bottom] of [['title', titleBottom], ['opening paragraph', paragraphBottom]]) {
      if (bottom == null) p.push(`the page has no ${name}`)
      else if (bottom > VIEWPORT_HEIGHT) p.push(`the page's ${name} ends at y=${Math.round(bottom)}, below the first screen at ${c.width} px`)
    }
  }
  if (f.navbar) {
    const variant = c.width < 840 ? 'top' : 'side'
    if (f.navbar.theme !== c.theme) p.push(`navbar data-theme=${q(f.navbar.theme)}, want ${q(c.theme)}`)
    if (f.navbar.variant !== variant) p.push(`navbar data-variant=${q(f.navbar.variant)} at ${c.width} px, want ${q(variant)}`)
  }
  return p
}

// --- captures (harness/capture.go) ---

/** takeAll takes the cell's captures in page order, each right after its clip is measured. */
async function takeAll(w, c, facts) {
  const shots = []
  const add = async (s) => shots.push({ ...s, file: captureFile(c, s.id), img: await take(w, s) })
  if (themed(c)) {
    // The navbar is compared across locales: its locale picker is masked.
    if (facts.navbar) await add({ id: '', clip: await clipOf(w.page, NAVBAR, 0, false), masked: true, example: -1 })
    return shots
  }
  if (!localized(c)) await add({ id: '', clip: null, example: -1 })
  for (const [i, e] of facts.examples.entries()) await add({ id: e.id, clip: await clipOf(w.page, LIVE, i, true), example: i })
  return shots
}

/**
 * clipOf runs clip.js: the box of the index-th element matching selector, in document pixels, after centring it
 * in the viewport when scroll is set. The scroll offset comes back with it: page.screenshot takes viewport pixels.
 */
async function clipOf(page, selector, index, scroll) {
  const clip = await page.evaluate(
    `(async () => ({ ...(await (${SCRIPTS.clip})(${JSON.stringify(selector)}, ${index}, ${scroll})), scrollX, scrollY }))()`,
  )
  if (clip.width <= 0 || clip.height <= 0) throw new Error(`${selector} number ${index} has no area (${clip.width}x${clip.height})`)
  return clip
}

/** take captures s once; under --update, settled, as baselines are always written from settled captures. */
const take = (w, s) => (opt.update ? settled(w, s) : grab(w, s))

/** grab captures s once and decodes it, masked where it must be. */
async function grab(w, s) {
  let t = performance.now()
  const png = await screenshot(w.page, s.clip)
  t = phase('capture', t)
  const img = PNG.sync.read(png)
  if (s.masked) for (const m of s.clip.masks) fill(img, m, MASK_COLOR)
  phase('decode', t)
  return img
}

/**
 * screenshot takes the first screen (clip null) or a clip, in CSS pixels of the document. A clip inside the
 * viewport is given to Playwright in viewport pixels; one that is not (an example taller than the viewport) as
 * a clip of the full page, which is how Playwright captures beyond the viewport, as the Go harness does then.
 * caret 'initial': determinism.js hides the caret already, and Playwright's own hiding would add a style sheet
 * to every frame around every capture.
 */
function screenshot(page, clip) {
  const o = { caret: 'initial', timeout: CAPTURE_TIMEOUT }
  if (!clip) return page.screenshot(o)
  const { x, y, width, height } = clip
  if (clip.fits) return page.screenshot({ ...o, clip: { x: x - clip.scrollX, y: y - clip.scrollY, width, height } })
  return page.screenshot({ ...o, fullPage: true, clip: { x, y, width, height } })
}

function fill(img, r, rgba) {
  for (let y = Math.max(r.y, 0); y < Math.min(r.y + r.height, img.height); y++) {
    for (let x = Math.max(r.x, 0); x < Math.min(r.x + r.width, img.width); x++) img.data.set(rgba, (y * img.width + x) * 4)
  }
}

/** settled captures s until two captures two frames apart hold the same pixels (at most MAX_CAPTURES). */
async function settled(w, s) {
  let prev = await grab(w, s)
  for (let i = 1; i < MAX_CAPTURES; i++) {
    await call(w.page, 'frames')
    const img = await grab(w, s)
    if (img.data.equals(prev.data)) return img
    prev = img
  }
  return prev
}

/**
 * judgeSettled judges s; outside --update, a capture that differs is brought into view again, taken again
 * settled and judged once more before it is reported, as the Go harness does.
 */
async function judgeSettled(w, c, s, route) {
  const cr = await timedJudge(c, s, route)
  if (opt.update || (cr.status !== 'fail' && cr.status !== 'missing')) return cr
  if (s.example >= 0) s.clip = await clipOf(w.page, LIVE, s.example, true)
  else if (!s.clip) await call(w.page, 'scroll-to-top')
  s.img = await settled(w, s)
  return timedJudge(c, s, route)
}

async function timedJudge(c, s, route) {
  const t = performance.now()
  try {
    return await judge(c, s, route)
  } finally {
    phase('compare', t)
  }
}

/**
 * judge measures one capture (harness/capture.go, judge): a base-locale capture against its baseline; a locale
 * capture against its own baseline when it has one, else against its en-US twin (taken in this run, or read from
 * the baselines); a themed locale cell's navbar always against its twin.
 */
async function judge(c, s, route) {
  const cr = { file: s.file, img: s.img }
  if (!localized(c)) {
    route.live.set(s.file, s.img)
    return againstBaseline(c, s, cr)
  }
  const twinFile = captureFile(twinOf(c), s.id)
  const twin = route.live.get(twinFile) ?? (await readPNG(twinFile))
  if (!twin) {
    return { ...cr, status: 'missing', message: `${s.file}: its en-US twin ${twinFile} has no baseline: run --update on ${cellName(twinOf(c))}` }
  }
  const d = compare(twin, s.img)
  if (themed(c)) {
    if (d.pass) return { ...cr, status: 'twin' }
    return failure(cr, twin, `${s.file}: the navbar differs from its en-US twin ${twinFile} (${d.why})`)
  }
  if (opt.update) return d.pass ? { ...cr, status: 'twin' } : againstBaseline(c, s, cr)
  if (existsSync(join(opt.baselines, s.file))) return againstBaseline(c, s, cr)
  if (d.pass) return { ...cr, status: 'twin' }
  return failure(cr, twin, `${s.file} differs from its en-US twin ${twinFile} and has no baseline of its own (${d.why})`)
}

async function againstBaseline(c, s, cr) {
  const want = await readPNG(s.file)
  const d = want && compare(want, s.img)
  if (opt.update) return { ...cr, status: d?.pass ? 'pass' : 'written' }
  if (!want) return { ...cr, status: 'missing', message: `${s.file}: no baseline: run --update on ${cellName(c)}` }
  if (d.pass) return { ...cr, status: 'pass' }
  return failure(cr, want, `${s.file} differs from its baseline: ${d.why}`)
}

function failure(cr, want, message) {
  return { ...cr, status: 'fail', message, want }
}

/** compare judges got against want by the Strict rule: identical pixels first, then pixelmatch. */
function compare(want, got) {
  if (want.width !== got.width || want.height !== got.height) {
    return { pass: false, why: `size changed from ${want.width}x${want.height} to ${got.width}x${got.height}` }
  }
  if (want.data.equals(got.data)) return { pass: true }
  const count = (threshold) => pixelmatch(want.data, got.data, null, want.width, want.height, { ...PIXELMATCH, threshold })
  const changed = count(STRICT.threshold)
  const faint = count(STRICT.floor) - changed
  const pass = changed === 0 && faint <= STRICT.maxFaint
  return { pass, why: `${changed} changed pixels, ${faint} differ faintly (at most ${STRICT.maxFaint} may)` }
}

async function readPNG(file) {
  try {
    return PNG.sync.read(await readFile(join(opt.baselines, file)))
  } catch (e) {
    if (e.code === 'ENOENT') return null
    throw e
  }
}

// --- the text of a base cell (harness/text.go) ---

const textFile = (c) => `${c.route.slug}/${c.width}-${BASE_THEME}-${BASE_LOCALE}.txt`

async function readText(file) {
  try {
    return await readFile(join(opt.baselines, file), 'utf8')
  } catch (e) {
    if (e.code === 'ENOENT') return null
    throw e
  }
}

/**
 * checkText judges the words of a base cell's page against its own text file, else the narrowest width's; under
 * --update it decides what commit writes: the narrowest width always has a file, a wider one only when it differs.
 */
async function checkText(page, c, res, route) {
  if (themed(c) || localized(c)) return
  const got = await call(page, 'text')
  const narrow = { ...c, width: site.breakpoints[0] }
  const isNarrow = c.width === narrow.width
  const file = textFile(c)
  const own = await readText(file)
  if (isNarrow) route.liveText = got
  if (opt.update) {
    const ref = isNarrow ? own : (route.liveText ?? (await readText(textFile(narrow))))
    const status = !isNarrow && ref === got ? 'twin' : own === got ? 'pass' : 'written'
    res.text = { file, status, got }
    return
  }
  const want = own ?? (isNarrow ? null : await readText(textFile(narrow)))
  if (want == null) res.problems.push(`${file}: no baseline: run --update on ${cellName(narrow)}`)
  else if (want !== got) res.problems.push(`${file}: the page's text differs from its baseline`)
}

// --- what a run leaves behind ---

/**
 * commit writes, under --update, the cell's new baselines and removes those a twin makes needless. A cell with
 * problems commits nothing: a page that broke a check never becomes a baseline.
 */
async function commit(res) {
  if (res.problems.length > 0) {
    res.problems.push("--update left this cell's baselines alone: it has problems")
    return
  }
  const t = performance.now()
  const items = [...res.captures, ...(res.text ? [res.text] : [])]
  for (const { file, status, img, got } of items) {
    const path = join(opt.baselines, file)
    if (status === 'written') {
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, img ? PNG.sync.write(img) : got)
    } else if (status === 'twin') {
      await rm(path, { force: true })
    }
  }
  phase('write', t)
}

/** keep writes a failing capture and its diff beside each other in REPORT, for a person to look at. */
async function keep(cr) {
  const base = join(REPORT, cr.file.replace(/\.png$/, ''))
  await mkdir(dirname(base), { recursive: true })
  await writeFile(`${base}.actual.png`, PNG.sync.write(cr.img))
  if (cr.want.width === cr.img.width && cr.want.height === cr.img.height) {
    const diff = new PNG({ width: cr.img.width, height: cr.img.height })
    pixelmatch(cr.want.data, cr.img.data, diff.data, cr.img.width, cr.img.height, { ...PIXELMATCH, threshold: STRICT.threshold })
    await writeFile(`${base}.diff.png`, PNG.sync.write(diff))
  }
}

// --- the run ---

async function main() {
  const server = opt['base-url'] ? { origin: new URL(opt['base-url']).origin, stop() {} } : await serve()
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS })
  await rm(REPORT, { recursive: true, force: true })
  const start = performance.now()
  const results = new Map()
  try {
    // Each worker takes whole routes, in order, on one page, opened only when there is a route for it.
    const queue = [...routes]
    const work = async () => {
      let w = null
      while (queue.length > 0) {
        const r = queue.shift()
        w ??= await openPage(browser, server.origin)
        const route = { live: new Map(), liveText: null } // the route's en-US captures and narrowest text of this run
        for (const c of routeCells(r)) results.set(cellName(c), await runCell(w, c, route))
      }
      await w?.page.context().close()
    }
    await Promise.all(Array.from({ length: Math.min(workers, routes.length) }, work))
  } finally {
    await browser.close()
    server.stop()
  }
  const wall = (performance.now() - start) / 1000

  let failed = 0
  for (const c of routes.flatMap(routeCells)) {
    const problems = results.get(cellName(c))
    if (problems.length > 0) failed++
    for (const p of problems) console.log(`playwright: FAIL ${cellName(c)}: ${p}`)
  }
  const where = failed > 0 ? ` (images of the failing captures: ${REPORT})` : ''
  console.log(`playwright: ${results.size} cells in ${wall.toFixed(1)}s: ${failed} failed${where}`)
  for (const name of ['cell', 'navigate', 'settle', 'capture', 'decode', 'compare', 'axe', 'write']) {
    const ds = (timings.get(name) ?? []).sort((a, b) => a - b)
    if (ds.length === 0) continue
    const median = ds[ds.length >> 1].toFixed(0).padStart(4)
    const total = (ds.reduce((a, b) => a + b, 0) / 1000).toFixed(2)
    console.log(`playwright:   ${name.padEnd(8)} n=${String(ds.length).padEnd(5)} median ${median} ms  total ${total}s`)
  }
  process.exitCode = failed > 0 ? 1 : 0
}

await main().catch((e) => {
  console.error(`playwright: ${e.message}`)
  process.exitCode = 2
})
