// lighthouse-trace.mjs runs Lighthouse's mobile performance audit on one page
// and says where its blocking time comes from: each task of the page's main
// thread long enough to block on a phone (Lighthouse's mobile preset slows
// the CPU four times, so a task of 12.5 ms here is a 50 ms one there), with
// the kinds of work it spent most on, the size of each big layout, and the
// script and line of each long call.
//
//   node bench/lighthouse-trace.mjs http://127.0.0.1:8090/tessera/usage/components/table [runs]
//
// The summary's estimate adds up max(0, 4 x task - 50 ms) over those tasks:
// Lighthouse's own blocking time simulates the network as well and only
// counts the tasks between the first paint and the page being interactive,
// so the estimate is higher; it compares two builds of the same page on the
// same machine, interleaved, which the score alone (a spread of ten points
// from run to run on a loaded machine) does not. CHROME_PATH names the
// browser (default /usr/bin/chromium).
import { runLighthouse } from './lighthouse-run.mjs'

const [url, runsArg = '1'] = process.argv.slice(2)
const runs = Number(runsArg)
if (!url || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node bench/lighthouse-trace.mjs URL [runs]  (runs: a whole number, 1 or more)')
  process.exit(2)
}

/** SLOWDOWN is the CPU slowdown of Lighthouse's mobile preset; BLOCKING the part of a task past which it blocks. */
const SLOWDOWN = 4
const BLOCKING = 50

const ms = (us) => (us / 1000).toFixed(1)

/** mainThread is the renderer thread that parsed the page: the one with the most ParseHTML events. */
function mainThread(events) {
  const parses = new Map()
  for (const e of events) if (e.name === 'ParseHTML') parses.set(`${e.pid}:${e.tid}`, (parses.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const [key] = [...parses.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!key) throw new Error(`${url}: the trace has no ParseHTML event; is the URL a page?`)
  return events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur)
}

for (let run = 1; run <= runs; run++) {
  const { lhr, artifacts } = await runLighthouse(url)
  const events = mainThread(artifacts.Trace.traceEvents)
  const tasks = events.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts)
  const t0 = tasks[0]?.ts ?? 0
  console.log(
    `run ${run}: score ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, benchmarkIndex ${lhr.environment.benchmarkIndex}`,
  )
  let estimate = 0
  for (const task of tasks) {
    if (task.dur * SLOWDOWN < BLOCKING * 1000) continue
    estimate += (task.dur * SLOWDOWN) / 1000 - BLOCKING
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== task.name)
    const byKind = new Map()
    for (const e of inside) byKind.set(e.name, (byKind.get(e.name) ?? 0) + e.dur)
    const kinds = [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, dur]) => `${name} ${ms(dur)}`)
    console.log(`  at ${ms(task.ts - t0)} ms, ${ms(task.dur)} ms: ${kinds.join(', ')}`)
    for (const e of inside) {
      if (e.name === 'Layout' && e.dur * SLOWDOWN >= BLOCKING * 1000) {
        const d = e.args?.beginData ?? {}
        console.log(`    layout ${ms(e.dur)} ms of ${d.dirtyObjects} objects (${d.totalObjects} in the tree)`)
      }
      if (e.name === 'FunctionCall' && e.dur * SLOWDOWN >= BLOCKING * 1000) {
        const d = e.args?.data ?? {}
        console.log(`    call ${ms(e.dur)} ms: ${d.functionName || '(anonymous)'} at ${d.url}:${d.lineNumber}:${d.columnNumber}`)
      }
    }
  }
  console.log(`  estimate: ${Math.round(estimate)} ms of blocking over every task`)
}
