// lighthouse.mjs runs Lighthouse's performance audit on pages of a running
// Tessera server, with the system Chromium, on the mobile and desktop presets,
// and writes the results as a Markdown table under a summary of the targets.
//
//   node bench/lighthouse.mjs http://127.0.0.1:8090/tessera/ out.md [path ...]
//
// Without paths it audits every route of the site's manifest (site.json):
// once each, and RUNS times (the median) the overview, the table page and the
// heaviest page (the largest HTML). CHROME_PATH names the browser (default
// /usr/bin/chromium); RUNS the number of runs of those (default 3). Nothing is
// downloaded: Lighthouse and chrome-launcher come from npm, the browser from
// the machine.
import { writeFileSync } from 'node:fs'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { runLighthouse } from './lighthouse-run.mjs'

/** clsText writes a layout shift score with three decimals, or with two significant digits where those would round a shift to 0.000. */
const clsText = (v) => (v > 0 && v < 0.0005 ? v.toPrecision(2) : v.toFixed(3))

const [base, out, ...paths] = process.argv.slice(2)
if (!base || !out) {
  console.error('usage: node bench/lighthouse.mjs BASE_URL OUT.md [path ...]  (paths default to every route of the manifest)')
  process.exit(2)
}
const runs = Number(process.env.RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`RUNS=${process.env.RUNS} is not a whole number of runs; give 1 or more (3 gives a median)`)
  process.exit(2)
}

// The targets (issue: the docs as documents): every route on mobile, the two heaviest docs pages, layout shift, desktop.
const TARGET = { mobile: 95, mobileTbt: 200, heavy: 97, heavyTbt: 150, heavyPages: ['/usage/components/table', '/usage/components/form-fields'], desktop: 100 }

/** pagesToAudit is every route of the manifest with its HTML's size, or the paths given. */
async function pagesToAudit() {
  if (paths.length > 0) return paths.map((p) => ({ path: '/' + p.replace(/^\//, ''), bytes: 0 }))
  const res = await fetch(new URL('site.json', base))
  if (!res.ok) throw new Error(`${new URL('site.json', base)}: HTTP ${res.status}; is the server serving the built site?`)
  const site = await res.json()
  return Promise.all(
    site.routes.map(async (r) => {
      const html = await fetch(new URL(r.path.slice(1), base))
      return { path: r.path, bytes: (await html.arrayBuffer()).byteLength }
    }),
  )
}

const presets = { mobile: undefined, desktop: desktopConfig }

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/** audit runs Lighthouse once on url (lighthouse-run.mjs) and reads the figures of the table. */
async function audit(url, config) {
  const { lhr } = await runLighthouse(url, config)
  const a = lhr.audits
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    shifts: (a['layout-shifts']?.details?.items ?? []).map((i) => `${i.node?.selector ?? '?'} ${clsText(i.score)}`),
  }
}

/**
 * auditAgain is audit, run again up to twice when Lighthouse itself reports
 * that its trace went wrong (NO_NAVSTART, NO_FCP: "Please run Lighthouse
 * again"); a page that fails three runs in a row fails the benchmark.
 */
async function auditAgain(url, config) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, config)
    } catch (err) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP/.test(String(err))) throw err
      console.error(`${err.message}: running it again`)
    }
  }
}

const pages = await pagesToAudit()
const heaviest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a)).path
const repeated = new Set(paths.length > 0 ? pages.map((p) => p.path) : ['/', '/usage/components/table', heaviest])

const rows = []
for (const { path } of pages) {
  const n = repeated.has(path) ? runs : 1
  for (const [preset, config] of Object.entries(presets)) {
    const url = new URL(path.slice(1), base).href
    const got = []
    for (let i = 0; i < n; i++) got.push(await auditAgain(url, config))
    const m = (k) => median(got.map((g) => g[k]))
    const row = { page: path, preset, score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), scores: got.map((g) => g.score), benchmarkIndex: m('benchmarkIndex'), shifts: [...new Set(got.flatMap((g) => g.shifts))] }
    rows.push(row)
    console.error(`${row.page} ${preset}: ${row.score} (runs ${row.scores.join(', ')}) LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${clsText(row.cls)}${row.shifts.length ? ' shifts: ' + row.shifts.join('; ') : ''}`)
  }
}

// summary says, target by target, how many pages meet it and which do not.
function summary() {
  const mobile = rows.filter((r) => r.preset === 'mobile')
  const desktop = rows.filter((r) => r.preset === 'desktop')
  const missing = (rs, ok) => {
    const bad = rs.filter((r) => !ok(r))
    return `${rs.length - bad.length} of ${rs.length}${bad.length ? ` (not: ${bad.map((r) => `${r.page} ${r.preset} ${r.score}, TBT ${Math.round(r.tbt)} ms, CLS ${clsText(r.cls)}`).join('; ')})` : ''}`
  }
  const heavy = mobile.filter((r) => TARGET.heavyPages.includes(r.page))
  return [
    `- mobile >= ${TARGET.mobile} with TBT under ${TARGET.mobileTbt} ms: ${missing(mobile, (r) => r.score >= TARGET.mobile && r.tbt < TARGET.mobileTbt)}`,
    `- the table and form-fields pages, mobile >= ${TARGET.heavy} with TBT under ${TARGET.heavyTbt} ms: ${missing(heavy, (r) => r.score >= TARGET.heavy && r.tbt < TARGET.heavyTbt)}`,
    `- CLS 0: ${missing(rows, (r) => r.cls === 0)}`,
    `- desktop ${TARGET.desktop}: ${missing(desktop, (r) => r.score >= TARGET.desktop)}`,
  ]
}

const table = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, performance, ${pages.length} pages, ${new Date().toISOString().slice(0, 10)}; the median of ${runs} runs for ${[...repeated].join(', ')} (the heaviest page: ${heaviest}), one run for the others; this machine's benchmarkIndex (Lighthouse's measure of its CPU: the scores fall on a slower one) ${Math.round(median(rows.map((r) => r.benchmarkIndex)))}`,
  '',
  ...summary(),
  '',
  '| Page | Preset | Score | Runs | FCP | LCP | TBT | CLS |',
  '|---|---|---:|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.page} | ${r.preset} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${clsText(r.cls)} |`),
  '',
]
writeFileSync(out, table.join('\n'))
console.log(out)
