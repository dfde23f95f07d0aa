import { useEffect } from 'react'
import type { z } from 'zod'

/**
 * useValidatedProps checks props against a component's zod schema after each
 * render and logs a console error for every rule they break, naming the
 * component, the prop and the rule; the component still renders what it can.
 *
 * The schema and zod load on demand (loadSchema is a dynamic import), so zod
 * stays out of the first load of a page: the check runs a moment after the
 * render instead of during it.
 */
export function useValidatedProps(component: string, loadSchema: () => Promise<z.ZodType>, props: unknown): void {
  useEffect(() => {
    let live = true
    Promise.all([loadSchema(), import('./validate')])
      .then(([schema, { propErrors }]) => {
        if (live) for (const message of propErrors(component, schema, props)) console.error(message)
      })
      .catch((err: unknown) => console.error(`${component}: could not load its props schema:`, err))
    return () => {
      live = false
    }
  }, [component, loadSchema, props])
}
