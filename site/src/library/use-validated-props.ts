import { useEffect } from 'react'
import type { z } from 'zod'

/**
 * useValidatedProps checks props against a component's zod schema after each
 * render and logs a console error for every rule they break, naming the
 * component, the prop and the rule; the component still renders what it can.
 *
 * The schema and zod load on demand (loadSchema is a dynamic import) once the
 * browser is idle, so zod stays out of a page's first load and its fetching out
 * of the page's first paint: the check runs a moment after the page is shown
 * instead of during its render. The checks of every component wait in one
 * queue, which idle time works through a few at a time, so a page of many
 * components never checks them all in one long task.
 */
export function useValidatedProps(component: string, loadSchema: () => Promise<z.ZodType>, props: unknown): void {
  useEffect(() => {
    const check: Check = { component, loadSchema, props, live: true }
    enqueue(check)
    return () => {
      check.live = false
    }
  }, [component, loadSchema, props])
}

/** Check is one render's props of a component, waiting to be checked. */
interface Check {
  component: string
  loadSchema: () => Promise<z.ZodType>
  props: unknown
  /** live is false once the component rendered again or unmounted: its check is dropped */
  live: boolean
  /** judge is the schema's, once it and zod have loaded */
  judge?: (props: unknown) => string[]
}

const queue: Check[] = []
let scheduled = false

function enqueue(check: Check): void {
  queue.push(check)
  schedule()
}

function schedule(): void {
  if (scheduled) return
  scheduled = true
  whenIdle(work)
}

/**
 * work takes checks from the queue while the browser stays idle (at least
 * one each time): a check whose schema has loaded runs, one whose schema
 * has not starts loading it and comes back to the queue when it has.
 */
function work(timeRemaining: () => number): void {
  scheduled = false
  do {
    const check = queue.shift()!
    if (!check.live) continue
    if (check.judge) check.judge(check.props).forEach((message) => console.error(message))
    else
      Promise.all([check.loadSchema(), import('./validate')])
        .then(([schema, { propErrors }]) => {
          check.judge = (props) => propErrors(check.component, schema, props)
          enqueue(check)
        })
        .catch((err: unknown) => console.error(`${check.component}: could not load its props schema:`, err))
  } while (queue.length > 0 && timeRemaining() > 0)
  if (queue.length > 0) schedule()
}

/** whenIdle runs fn when the browser has nothing more urgent to do (at most a second later), with the idle time it has left. */
function whenIdle(fn: (timeRemaining: () => number) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback((deadline) => fn(() => deadline.timeRemaining()), { timeout: 1000 })
    return
  }
  window.setTimeout(() => fn(() => 0), 0)
}
