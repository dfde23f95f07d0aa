import { z } from 'zod'

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
