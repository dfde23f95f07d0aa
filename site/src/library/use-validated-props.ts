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
 * instead of during its render.
 */
export function useValidatedProps(component: string, loadSchema: () => Promise<z.ZodType>, props: unknown): void {
  useEffect(() => {
    let live = true
    const cancel = whenIdle(() => {
      Promise.all([loadSchema(), import('./validate')])
        .then(([schema, { propErrors }]) => {
          if (live) for (const message of propErrors(component, schema, props)) console.error(message)
        })
        .catch((err: unknown) => console.error(`${component}: could not load its props schema:`, err))
    })
    return () => {
      live = false
      cancel()
    }
  }, [component, loadSchema, props])
}

/** whenIdle runs fn when the browser has nothing more urgent to do (at most a second later), and returns its cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 1000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 0)
  return () => window.clearTimeout(id)
}
