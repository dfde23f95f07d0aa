/**
 * prop-docs is what the docs show of a component's props, as plain data the
 * build computed from its zod schema (schema-docs.ts, build/schema-docs.ts),
 * and how a playground prints props as code. It imports no zod: a page's
 * first load carries none.
 */

/** PropDoc is one row of a props table. */
export interface PropDoc {
  /** name is the prop's path: 'theme', 'notification.count', 'sections[].links[].icon' */
  name: string
  /** depth is 0 for a prop, 1 for a field of a prop's object, and so on */
  depth: number
  type: string
  /** defaultValue is the default as code, or null when the prop has none */
  defaultValue: string | null
  required: boolean
  rule: string
  description: string
}

/** ControlBase is what every playground control knows of its prop. */
export interface ControlBase {
  name: string
  type: string
  description: string
  required: boolean
  optional: boolean
  nullable: boolean
  hasDefault: boolean
  defaultValue: unknown
}

/** Control is one playground control, derived from one prop of the schema. */
export type Control =
  | (ControlBase & { kind: 'select'; options: string[] })
  | (ControlBase & { kind: 'toggle' })
  | (ControlBase & { kind: 'number'; min?: number; max?: number; step: number | 'any'; integer: boolean })
  | (ControlBase & { kind: 'text'; minLength?: number; maxLength?: number })
  | (ControlBase & { kind: 'skip'; reason: string })

/** SchemaDocs is what the docs show of one object schema: a page imports it as `<schema module>?docs`. */
export interface SchemaDocs {
  /** rows are the props table's rows */
  rows: PropDoc[]
  /** rules are the rules across props, as text */
  rules: string[]
  /** controls are the playground's controls, in the schema's order */
  controls: Control[]
  /** defaults are the props' default values */
  defaults: Record<string, unknown>
  /** errors are the console errors the component logs for props (library/validate.ts propErrors), in the server-side build */
  errors?: PropErrors
  /** loadErrors imports the schema and gives errors, in the browser */
  loadErrors?: () => Promise<PropErrors>
}

/** PropErrors are the console errors a component logs for props. */
export type PropErrors = (component: string, props: unknown) => string[]

export function quote(s: string): string {
  return `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
}

export function literalText(v: unknown): string {
  if (typeof v === 'string') return quote(v)
  if (typeof v === 'bigint') return `${v}n`
  return String(v)
}

/**
 * controlValue turns what a form control holds into the prop's value: an
 * empty field is null for a nullable prop, undefined for an optional one.
 */
export function controlValue(control: Control, raw: string | boolean): unknown {
  if (control.kind === 'toggle') return Boolean(raw)
  const text = String(raw)
  if (text === '') {
    if (control.nullable) return null
    if (control.optional || control.hasDefault) return undefined
    return control.kind === 'number' ? undefined : ''
  }
  if (control.kind === 'number') {
    const n = Number(text)
    return Number.isNaN(n) ? undefined : n
  }
  return text
}

const IDENT = /^[A-Za-z_$][\w$]*$/

function isElement(v: unknown): boolean {
  return typeof v === 'object' && v !== null && '$$typeof' in v
}

/**
 * literal prints a value as a JavaScript literal: strings in single quotes,
 * keys unquoted where they can be; it breaks arrays and objects over lines
 * when they would be longer than width.
 */
export function literal(v: unknown, indent = 0, width = 60): string {
  if (v === null) return 'null'
  if (v === undefined) return 'undefined'
  if (typeof v === 'string') return quote(v)
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return literalText(v)
  if (typeof v === 'function') return '() => {}'
  if (isElement(v)) return '<… />'
  const pad = '  '.repeat(indent + 1)
  const end = '  '.repeat(indent)
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]'
    const flat = `[${v.map((x) => literal(x, 0, Infinity)).join(', ')}]`
    if (flat.length + indent * 2 <= width) return flat
    return `[\n${v.map((x) => pad + literal(x, indent + 1, width)).join(',\n')},\n${end}]`
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined)
    if (entries.length === 0) return '{}'
    const key = (k: string) => (IDENT.test(k) ? k : quote(k))
    const flat = `{ ${entries.map(([k, x]) => `${key(k)}: ${literal(x, 0, Infinity)}`).join(', ')} }`
    if (flat.length + indent * 2 <= width) return flat
    return `{\n${entries.map(([k, x]) => `${pad}${key(k)}: ${literal(x, indent + 1, width)}`).join(',\n')},\n${end}}`
  }
  return String(v)
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  try {
    return JSON.stringify(a) === JSON.stringify(b)
  } catch {
    return false
  }
}

export interface JsxCodeOptions {
  /** defaults are left out of the code when a prop has its default value */
  defaults?: Record<string, unknown>
  /** expressions print a prop as the given code instead of its value: { sections: 'sections' } */
  expressions?: Record<string, string>
  /** children is the code between the tags; without it the element closes itself */
  children?: string
  /** width is where the props break onto lines of their own (60 characters unless told) */
  width?: number
}

function attribute(name: string, value: unknown, expression: string | undefined, width: number): string {
  if (expression !== undefined) return `${name}={${expression}}`
  if (value === true) return name
  if (typeof value === 'string' && !/["\n{}<>]/.test(value)) return `${name}="${value}"`
  return `${name}={${literal(value, 1, width - name.length - 3)}}`
}

/**
 * jsxCode prints a JSX element for a component and its props: props sorted by
 * name, undefined values and values equal to their default left out.
 */
export function jsxCode(name: string, props: Record<string, unknown>, options: JsxCodeOptions = {}): string {
  const { defaults = {}, expressions = {}, children, width = 60 } = options
  const attrs = Object.keys(props)
    .filter((k) => k !== 'children')
    .sort((a, b) => a.localeCompare(b, 'en'))
    .filter((k) => props[k] !== undefined && !(k in defaults && sameValue(props[k], defaults[k]) && !(k in expressions)))
    .map((k) => attribute(k, props[k], expressions[k], width))
  const close = children === undefined ? ' />' : '>'
  const oneLine = `<${name}${attrs.map((a) => ` ${a}`).join('')}${close}`
  const open = oneLine.length <= width && !attrs.some((a) => a.includes('\n')) ? oneLine : `<${name}\n${attrs.map((a) => `  ${a}`).join('\n')}\n${children === undefined ? '/>' : '>'}`
  if (children === undefined) return open
  const inline = `${oneLine}${children}</${name}>`
  if (open === oneLine && !children.includes('\n') && inline.length <= width) return inline
  const body = children
    .split('\n')
    .map((l) => (l ? `  ${l}` : l))
    .join('\n')
  return `${open}\n${body}\n</${name}>`
}
