/**
 * A component's props defaults are one plain object in its logic.ts (no zod):
 * its schema gives each of them to `.default(…)` for validation and the docs,
 * and its view fills them in with withDefaults at render, where zod is not
 * loaded. A Vitest test (defaults.test.ts) checks that the two agree.
 */

/** WithDefaults is the props with the keys of defaults required, no longer undefined. */
export type WithDefaults<P, D> = Omit<P, keyof D> & { [K in keyof D & keyof P]-?: Exclude<P[K], undefined> }

/** DefaultsOf<P, D> holds D to defaults of P: only P's keys, each with a value its prop takes. */
export type DefaultsOf<P, D> = { readonly [K in keyof D]: K extends keyof P ? Exclude<P[K], undefined> : never }

/**
 * withDefaults gives each prop that is undefined its default, as zod's
 * `.default()` does and a destructuring default did: null stays null.
 */
export function withDefaults<P extends object, const D extends DefaultsOf<P, D>>(props: P, defaults: D): WithDefaults<P, D> {
  const out: Record<string, unknown> = { ...(props as Record<string, unknown>) }
  for (const key of Object.keys(defaults)) if (out[key] === undefined) out[key] = defaults[key as keyof D]
  return out as WithDefaults<P, D>
}
