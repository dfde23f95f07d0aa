import type { ComponentType } from 'react'
import type { ExampleState } from './states'

/** ParseStates checks what an example module exports as states (parse-states.ts). */
export type ParseStates = (file: string, value: unknown) => ExampleState[]

/** ExampleModule is one live example: a module of its own whose default export runs and whose text is shown. */
export interface ExampleModule {
  /** id is the module's file name without .tsx: the example's anchor and the harness's name for its screenshot */
  id: string
  /** Demo is the module's default export, the component that runs in the example */
  Demo: ComponentType
  /** source is the module's text, the code the reader sees and copies */
  source: string
  /** states are what a reader reaches from the example by acting, as the module exports them (states.ts); the harness captures each */
  states: ExampleState[]
}

/**
 * examples pairs the modules of one example folder with their text, both from
 * import.meta.glob over the same pattern (a page places one example by its id
 * instead, <Example id="button/types">: build/mdx.ts; a test renders a whole
 * folder so):
 *
 *	const ex = examples(
 *	  import.meta.glob('./*.tsx', { eager: true }),
 *	  import.meta.glob('./*.tsx', { eager: true, query: '?raw', import: 'default' }),
 *	  parseStates,
 *	)
 *
 * A module without a default export, a path in one glob and not the other, a
 * file name that is not lowercase words joined by hyphens (the harness names
 * its captures after it, beside its own "section." captures), or states that
 * are not valid (states.ts) is an error that names the file.
 */
export function examples(modules: Record<string, unknown>, sources: Record<string, unknown>, parse: ParseStates): Record<string, ExampleModule> {
  const out: Record<string, ExampleModule> = {}
  for (const path of new Set([...Object.keys(modules), ...Object.keys(sources)])) {
    const example = exampleModule(path, modules[path], sources[path], parse)
    out[example.id] = example
  }
  return out
}

/**
 * exampleModule is the example of the module at path, given the module and
 * its text; a page's <Example id="folder/name"> imports it so (build/mdx.ts).
 * The errors are examples'.
 *
 * @public (the modules build/mdx.ts makes for "<file>.tsx?example" import it)
 */
export function exampleModule(path: string, module: unknown, source: unknown, parse?: ParseStates): ExampleModule {
  const mod = module as { default?: unknown; states?: unknown } | undefined
  if (typeof mod?.default !== 'function') throw new Error(`examples: ${path} must export the example's component as its default export`)
  if (typeof source !== 'string') throw new Error(`examples: ${path} has no source text: give both globs the same pattern, the second with { query: '?raw', import: 'default' }`)
  const id = exampleId(path)
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new Error(`examples: ${path}: an example's file name is its id, lowercase words joined by hyphens (a-z, 0-9); "${id}" is not`)
  return { id, Demo: mod.default as ComponentType, source: withoutStates(source).trimEnd(), states: parse ? parse(path, mod.states) : ((mod.states as ExampleState[] | undefined) ?? []) }
}

/** exampleId is an example module's id: its file name without the folder and the .tsx. */
export function exampleId(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.tsx$/, '')
}

/**
 * withoutStates is an example module's text without its states (the
 * harness's, not the reader's): the `export const states` declaration with
 * the comment right above it, and the import of ExampleState. The code a
 * reader sees and copies is the example alone.
 */
export function withoutStates(source: string): string {
  let out = source.replace(/^import type \{ ExampleState \} from '[^']*'\n/m, '')
  const at = out.search(/^export const states\b/m)
  if (at < 0) return out
  let start = at
  const comment = out.slice(0, at).match(/\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n$/)
  if (comment) start -= comment[0].length
  // The declaration ends at the bracket that closes its list.
  let i = out.indexOf('[', out.indexOf('=', at))
  let depth = 0
  for (; i < out.length; i++) {
    const c = out[i]
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < out.length && out[i] !== c; i++) if (out[i] === '\\') i++
    } else if (c === '[' || c === '{') depth++
    else if ((c === ']' || c === '}') && --depth === 0) break
  }
  let end = i + 1
  while (out[end] === '\n') end++
  out = out.slice(0, start) + out.slice(end)
  return out
}
