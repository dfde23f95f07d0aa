// lighthouse.mjs runs Lighthouse's performance audit on pages of a running
// Tessera server, with the system Chromium, on the mobile and desktop presets,
// RUNS times each, and writes the medians as a Markdown table.
//
//   node bench/lighthouse.mjs http://127.0.0.1:8090/tessera/ out.md [path ...]
//
// CHROME_PATH names the browser (default /usr/bin/chromium); RUNS the number
// of runs per page and preset (default 3). Nothing is downloaded: Lighthouse
// and chrome-launcher come from npm, the browser from the machine.
import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const [base, out, ...paths] = process.argv.slice(2)
if (!base || !out) {
  console.error('usage: node bench/lighthouse.mjs BASE_URL OUT.md [path ...]  (paths default to the overview and the table page)')
  process.exit(2)
}
const pages = paths.length > 0 ? paths : ['', 'usage/components/table']
const runs = Number(process.env.RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`RUNS=${process.env.RUNS} is not a whole number of runs; give 1 or more (3 gives a median)`)
  process.exit(2)
}
const presets = { mobile: undefined, desktop: desktopConfig }

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/** audit runs Lighthouse once in a fresh browser: no cache, no state from the run before. */
async function audit(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, config)
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const a = lhr.audits
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      shifts: (a['layout-shifts']?.details?.items ?? []).map((i) => `${i.node?.selector ?? '?'} ${i.score.toFixed(3)}`),
    }
  } finally {
    await chrome.kill()
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

const rows = []
for (const page of pages) {
  for (const [preset, config] of Object.entries(presets)) {
    const url = new URL(page, base).href
    const got = []
    for (let i = 0; i < runs; i++) got.push(await auditAgain(url, config))
    const m = (k) => median(got.map((g) => g[k]))
    const row = { page: '/' + page, preset, score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), scores: got.map((g) => g.score), shifts: [...new Set(got.flatMap((g) => g.shifts))] }
    rows.push(row)
    console.error(`${row.page} ${preset}: ${row.score} (runs ${row.scores.join(', ')}) LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}${row.shifts.length ? ' shifts: ' + row.shifts.join('; ') : ''}`)
  }
}

const table = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, performance, median of ${runs}, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| Page | Preset | Score | Runs | FCP | LCP | TBT | CLS |',
  '|---|---|---:|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.page} | ${r.preset} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`),
  '',
]
writeFileSync(out, table.join('\n'))
console.log(out)
