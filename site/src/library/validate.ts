import { z } from 'zod'

/** isFunction is the rule of an optional callback prop: left out, or a function. */
export const isFunction = (v: unknown) => v === undefined || typeof v === 'function'

/**
 * callback is an optional callback prop: z.custom(isFunction), with the
 * TypeScript type the props table shows (zod cannot say it) and what it does.
 */
export function callback<T>(tsType: string, description: string) {
  return z.custom<T>(isFunction).optional().meta({ tsType, description })
}

/** nonEmpty is the library's rule for lists: they may not be empty. */
export function nonEmpty<T extends z.ZodType>(item: T) {
  return z.array(item).min(1, 'array may not be empty')
}

/**
 * propErrors checks props against a component's schema and returns one
 * message per broken rule, naming the component, the prop and the rule.
 */
export function propErrors(component: string, schema: z.ZodType, props: unknown): string[] {
  const result = schema.safeParse(props)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const prop = issue.path.length ? issue.path.map(String).join('.') : '(props)'
    return `${component}: invalid prop "${prop}": ${issue.message}`
  })
}
