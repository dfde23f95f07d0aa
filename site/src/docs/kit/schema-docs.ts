/**
 * schema-docs reads a component's zod 4 props schema and turns it into what
 * the docs show: the rows of the props table, the controls of the playground
 * and the code a playground prints. Pure functions, no React, no DOM.
 *
 * Descriptions come from the schema's metadata (`.meta({ description })` or
 * `.describe()`, both kept in zod's global registry). A `tsType` key in the
 * metadata names the TypeScript type where zod cannot say it, for example
 * `.meta({ tsType: 'ElementType' })` on a `z.custom`.
 *
 * It reads schemas through zod's public API: the schema classes (instanceof
 * z.ZodOptional, …), their parts (.unwrap(), .shape, .element, .options,
 * .in, .def.defaultValue) and a number's .format. The checks a schema carries
 * come from zod-adapter, the one module that reads zod's internals.
 * z.toJSONSchema does not serve here: it has no words for dates, functions
 * and custom types, turns defaults into JSON, folds a format's own range into
 * the bounds, and drops refinements and the author's messages.
 */
import { z } from 'zod'
import { literal, literalText, quote, type Control, type ControlBase, type PropDoc, type SchemaDocs } from './prop-docs'
import { checksOf, type Check } from './zod-adapter'

type AnySchema = z.core.$ZodType

/** metaOf is the schema's entry in zod's global registry (`.meta()`, `.describe()`), if any. */
function metaOf(schema: AnySchema): z.core.GlobalMeta | undefined {
  return z.globalRegistry.get(schema)
}

/** kindOf is zod's name for the kind of a schema: 'string', 'object', 'custom', … */
function kindOf(schema: AnySchema): string {
  return schema instanceof z.ZodType ? schema.type : 'unknown'
}

/** Unwrapped is a schema with its wrappers (optional, nullable, default, …) taken off and remembered. */
interface Unwrapped {
  base: AnySchema
  /** layers are the wrappers and the base, outermost first */
  layers: AnySchema[]
  optional: boolean
  nullable: boolean
  hasDefault: boolean
  defaultValue: unknown
}

/** inner is the schema a wrapper wraps (a pipe's input side), or undefined when s wraps nothing. */
function inner(s: AnySchema): AnySchema | undefined {
  if (s instanceof z.ZodOptional || s instanceof z.ZodExactOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault || s instanceof z.ZodPrefault) return s.unwrap()
  if (s instanceof z.ZodCatch || s instanceof z.ZodReadonly || s instanceof z.ZodNonOptional || s instanceof z.ZodLazy) return s.unwrap()
  if (s instanceof z.ZodPipe) return s.in
  return undefined
}

function unwrap(schema: AnySchema): Unwrapped {
  const out: Unwrapped = { base: schema, layers: [], optional: false, nullable: false, hasDefault: false, defaultValue: undefined }
  let s = schema
  for (let guard = 0; guard < 32; guard++) {
    out.layers.push(s)
    if (s instanceof z.ZodOptional || s instanceof z.ZodExactOptional || s instanceof z.ZodCatch) out.optional = true
    else if (s instanceof z.ZodNullable) out.nullable = true
    else if ((s instanceof z.ZodDefault || s instanceof z.ZodPrefault) && !out.hasDefault) {
      out.hasDefault = true
      out.defaultValue = s.def.defaultValue
    }
    const next = inner(s)
    if (!next) break
    s = next
  }
  out.base = s
  // a nullable without a default still needs a value: null
  return out
}

function metaKey(u: Unwrapped, key: string): unknown {
  for (const layer of u.layers) {
    const meta = metaOf(layer)
    if (meta && meta[key] !== undefined) return meta[key]
  }
  return undefined
}

/** descriptionOf is the description in the schema's metadata, looked for on every wrapper, outermost first. */
export function descriptionOf(schema: AnySchema): string {
  const u = unwrap(schema)
  const d = metaKey(u, 'description')
  return typeof d === 'string' ? d : ''
}

const MAX_ENUM_SHOWN = 8

function enumText(values: unknown[]): string {
  const shown = values.length > MAX_ENUM_SHOWN ? values.slice(0, 3) : values
  const text = shown.map(literalText).join(' | ')
  return values.length > MAX_ENUM_SHOWN ? `${text} | … (${values.length} values)` : text
}

/** formatOf is a number's format ('safeint', 'uint32', …), from z.int() and the like or from .int(). */
function formatOf(base: AnySchema): string | null {
  return base instanceof z.ZodNumber ? base.format : null
}

function isInteger(base: AnySchema): boolean {
  return /int/.test(formatOf(base) ?? '')
}

interface Bounds {
  min?: number
  max?: number
  minExclusive?: boolean
  maxExclusive?: boolean
  multipleOf?: number
}

function numberBounds(base: AnySchema): Bounds {
  const b: Bounds = {}
  if (formatOf(base) === 'uint32') b.min = 0
  for (const c of checksOf(base)) {
    if (c.kind === 'greater_than' && typeof c.value === 'number' && (b.min === undefined || c.value >= b.min)) {
      b.min = c.value
      b.minExclusive = !c.inclusive
    } else if (c.kind === 'less_than' && typeof c.value === 'number' && (b.max === undefined || c.value <= b.max)) {
      b.max = c.value
      b.maxExclusive = !c.inclusive
    } else if (c.kind === 'multiple_of' && typeof c.value === 'number') {
      b.multipleOf = c.value
    }
  }
  return b
}

function numberText(base: AnySchema): string {
  const notes: string[] = []
  if (isInteger(base)) notes.push('integer')
  const b = numberBounds(base)
  if (b.min !== undefined && b.max !== undefined && !b.minExclusive && !b.maxExclusive) notes.push(`${b.min}–${b.max}`)
  else {
    if (b.min !== undefined) notes.push(`${b.minExclusive ? '>' : '≥'} ${b.min}`)
    if (b.max !== undefined) notes.push(`${b.maxExclusive ? '<' : '≤'} ${b.max}`)
  }
  return notes.length ? `number (${notes.join(', ')})` : 'number'
}

/** isObjectLike tells whether a schema is an object, whose fields the props table lists as rows of their own. */
function isObjectLike(schema: AnySchema): boolean {
  return unwrap(schema).base instanceof z.ZodObject
}

function needsParens(text: string): boolean {
  return text.includes(' | ') || text.includes(' & ')
}

/**
 * typeText is the readable TypeScript-like type of a schema: 'string',
 * `'a' | 'b'`, 'number (integer, ≥ 0)', 'Array<{ … }>', 'function'. Objects
 * show as '{ … }': the props table lists their fields as rows of their own.
 */
export function typeText(schema: AnySchema): string {
  const u = unwrap(schema)
  const named = metaKey(u, 'tsType')
  const text = typeof named === 'string' ? named : baseTypeText(u.base)
  return u.nullable && !/(^|\| )null$/.test(text) ? `${text} | null` : text
}

function baseTypeText(base: AnySchema): string {
  if (base instanceof z.ZodStringFormat) return base.def.format !== 'regex' ? `string (${base.def.format})` : 'string'
  if (base instanceof z.ZodNumber) return numberText(base)
  if (base instanceof z.ZodLiteral) return [...base.values].map(literalText).join(' | ')
  if (base instanceof z.ZodEnum) return enumText(base.options)
  if (base instanceof z.ZodArray) return `Array<${typeText(base.element)}>`
  if (base instanceof z.ZodSet) return `Set<${typeText(base.def.valueType)}>`
  if (base instanceof z.ZodMap) return `Map<${typeText(base.keyType)}, ${typeText(base.valueType)}>`
  if (base instanceof z.ZodObject) return Object.keys(base.shape).length ? '{ … }' : '{}'
  if (base instanceof z.ZodRecord) return `Record<${typeText(base.keyType)}, ${typeText(base.valueType)}>`
  if (base instanceof z.ZodTuple) return `[${base.def.items.map(typeText).join(', ')}]`
  if (base instanceof z.ZodUnion) return [...new Set(base.options.map(typeText))].join(' | ')
  if (base instanceof z.ZodIntersection) return [base.def.left, base.def.right].map(typeText).map((t) => (needsParens(t) ? `(${t})` : t)).join(' & ')
  if (base instanceof z.ZodPromise) return `Promise<${typeText(base.unwrap())}>`
  switch (kindOf(base)) {
    case 'date':
      return 'Date'
    case 'nan':
      return 'NaN'
    case 'template_literal':
      return 'string'
    default:
      // boolean, bigint, null, any, unknown, function, transform, custom, …: zod's own name
      return kindOf(base)
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

function checkText(check: Check, baseType: string): string | undefined {
  if (check.message) return check.message
  const unit = (n: number) => (baseType === 'string' ? plural(n, 'character', 'characters') : plural(n, 'item', 'items'))
  switch (check.kind) {
    case 'min_length':
    case 'min_size':
      return check.minimum === 1 ? 'may not be empty' : `at least ${unit(check.minimum)}`
    case 'max_length':
    case 'max_size':
      return `at most ${unit(check.maximum)}`
    case 'length_equals':
    case 'size_equals':
      return `exactly ${unit(check.length)}`
    case 'string_format':
      switch (check.format) {
        case 'regex':
          return `matches ${String(check.pattern)}`
        case 'starts_with':
          return `starts with ${quote(String(check.prefix))}`
        case 'ends_with':
          return `ends with ${quote(String(check.suffix))}`
        case 'includes':
          return `contains ${quote(String(check.includes))}`
        case 'lowercase':
          return 'lower case'
        case 'uppercase':
          return 'upper case'
        default:
          return `a valid ${String(check.format)}`
      }
    case 'multiple_of':
      return `a multiple of ${String(check.value)}`
    case 'custom':
      return 'passes a custom check'
    default:
      // number bounds and formats show in the type; overwrite checks (trim, …) change the value, they do not reject it
      return undefined
  }
}

/** ruleText lists the rules a value must follow, as text: 'array may not be empty; at most 5 items'. */
export function ruleText(schema: AnySchema): string {
  const u = unwrap(schema)
  const baseType = kindOf(u.base)
  const rules: string[] = []
  for (const layer of u.layers) {
    for (const c of checksOf(layer)) {
      const t = checkText(c, baseType)
      if (t && !rules.includes(t)) rules.push(t)
    }
  }
  if (u.base instanceof z.ZodArray) {
    const el = u.base.element
    if (!isObjectLike(el)) {
      const inner = ruleText(el)
      if (inner) rules.push(`each item: ${inner}`)
    }
  }
  return rules.join('; ')
}

/** valueText shows a default value as code: 'x' in quotes, [], {}, null, false. */
export function valueText(v: unknown): string {
  if (v === undefined) return 'undefined'
  if (typeof v === 'function') return 'function'
  return literal(v, 0, Infinity)
}

/** nestedShape finds the object whose fields a prop's rows list: the prop's own, or its array's items'. */
function nestedShape(schema: AnySchema): { shape: Record<string, AnySchema>; suffix: string } | undefined {
  let suffix = ''
  let s = schema
  for (let guard = 0; guard < 8; guard++) {
    const u = unwrap(s)
    if (metaKey(u, 'tsType')) return undefined
    if (u.base instanceof z.ZodObject) return Object.keys(u.base.shape).length ? { shape: u.base.shape, suffix } : undefined
    if (!(u.base instanceof z.ZodArray)) return undefined
    suffix += '[]'
    s = u.base.element
  }
  return undefined
}

function docsOf(shape: Record<string, AnySchema>, prefix: string, depth: number): PropDoc[] {
  return Object.keys(shape)
    .sort((a, b) => a.localeCompare(b, 'en'))
    .flatMap((key) => {
      const schema = shape[key]
      const u = unwrap(schema)
      const name = prefix + key
      const row: PropDoc = {
        name,
        depth,
        type: typeText(schema),
        defaultValue: u.hasDefault ? valueText(u.defaultValue) : null,
        required: !u.optional && !u.hasDefault,
        rule: ruleText(schema),
        description: descriptionOf(schema),
      }
      const nested = depth < 4 ? nestedShape(schema) : undefined
      return nested ? [row, ...docsOf(nested.shape, `${name}${nested.suffix}.`, depth + 1)] : [row]
    })
}

/**
 * propDocs turns an object schema into the rows of its props table, sorted by
 * name; the fields of object props (and of arrays of objects) follow their
 * prop as rows of their own, named by path.
 */
export function propDocs(schema: AnySchema): PropDoc[] {
  return docsOf(shapeOf(schema, 'propDocs'), '', 0)
}

/** shapeOf is the props of an object schema, its wrappers taken off; caller names the function that needs it. */
function shapeOf(schema: AnySchema, caller: string): Record<string, AnySchema> {
  const base = unwrap(schema).base
  if (!(base instanceof z.ZodObject)) throw new Error(`${caller} needs an object schema, not ${kindOf(base)}`)
  return base.shape
}

/** schemaRules lists the rules the schema puts across several props (object refinements), as text. */
export function schemaRules(schema: AnySchema): string[] {
  const u = unwrap(schema)
  return u.layers.flatMap((l) => checksOf(l).map((c) => c.message ?? 'passes a custom check'))
}

function stringOptions(base: AnySchema): string[] | undefined {
  const values = base instanceof z.ZodEnum ? base.options : base instanceof z.ZodLiteral ? [...base.values] : undefined
  if (values) return values.every((v) => typeof v === 'string') ? values : undefined
  if (base instanceof z.ZodUnion) {
    const all = base.options.map((o) => stringOptions(unwrap(o).base))
    return all.every(Boolean) ? [...new Set(all.flat() as string[])] : undefined
  }
  return undefined
}

/** booleanWithModes tells whether a union is one boolean and string literals. */
function booleanWithModes(union: z.ZodUnion): boolean {
  const kinds = union.options.map((o) => {
    const b = unwrap(o as AnySchema).base
    return kindOf(b) === 'boolean' ? 'boolean' : stringOptions(b) ? 'modes' : 'other'
  })
  return kinds.filter((k) => k === 'boolean').length === 1 && kinds.every((k) => k !== 'other')
}

function controlOf(name: string, schema: AnySchema): Control {
  const u = unwrap(schema)
  const base: ControlBase = {
    name,
    type: typeText(schema),
    description: descriptionOf(schema),
    required: !u.optional && !u.hasDefault,
    optional: u.optional,
    nullable: u.nullable,
    hasDefault: u.hasDefault,
    defaultValue: u.defaultValue,
  }
  const options = stringOptions(u.base)
  if (options) return { ...base, kind: 'select', options }
  // A boolean with named modes beside it (the navbar's isNarrow: 'inherit'): a page sets a mode in code, the
  // playground switches the boolean.
  if (u.base instanceof z.ZodUnion && booleanWithModes(u.base)) return { ...base, type: 'boolean', kind: 'toggle' }
  switch (kindOf(u.base)) {
    case 'boolean':
      return { ...base, kind: 'toggle' }
    case 'number': {
      const b = numberBounds(u.base)
      const integer = isInteger(u.base)
      const bump = integer ? 1 : 0
      return {
        ...base,
        kind: 'number',
        integer,
        min: b.min === undefined ? undefined : b.minExclusive ? b.min + bump : b.min,
        max: b.max === undefined ? undefined : b.maxExclusive ? b.max - bump : b.max,
        step: b.multipleOf ?? (integer ? 1 : 'any'),
      }
    }
    case 'string': {
      const c = checksOf(u.base)
      const min = c.find((x) => x.kind === 'min_length')
      const max = c.find((x) => x.kind === 'max_length')
      return { ...base, kind: 'text', minLength: min?.kind === 'min_length' ? min.minimum : undefined, maxLength: max?.kind === 'max_length' ? max.maximum : undefined }
    }
    case 'function':
    case 'custom':
      return { ...base, kind: 'skip', reason: typeof metaKey(u, 'tsType') === 'string' && String(metaKey(u, 'tsType')).includes('=>') ? 'a function: pass it in code' : 'set in code' }
    default:
      return { ...base, kind: 'skip', reason: 'a structured value: set in code' }
  }
}

/**
 * playgroundControls derives one control per prop: an enum is a select, a
 * boolean a toggle, a number a number field with its bounds and step, a string
 * a text field; functions and structured values are skipped with a reason.
 * The controls keep the order of the schema's props.
 */
export function playgroundControls(schema: AnySchema): Control[] {
  const shape = shapeOf(schema, 'playgroundControls')
  // in the schema's order: the author's, span before sm before md
  return Object.keys(shape).map((k) => controlOf(k, shape[k]))
}

/** defaultsOf gives each prop with a default its default value. */
export function defaultsOf(schema: AnySchema): Record<string, unknown> {
  const shape = shapeOf(schema, 'defaultsOf')
  const out: Record<string, unknown> = {}
  for (const [k, s] of Object.entries(shape)) {
    const u = unwrap(s)
    if (u.hasDefault) out[k] = u.defaultValue
  }
  return out
}

/**
 * isObjectSchema tells whether v is a zod object schema, its wrappers taken off: what a props table or a playground reads.
 *
 * @public (build/schema-docs.ts calls it in Vite's SSR loader)
 */
export function isObjectSchema(v: unknown): boolean {
  return v instanceof z.ZodType && unwrap(v).base instanceof z.ZodObject
}

/**
 * schemaDocs is what the docs show of an object schema, as plain data: its
 * props table's rows and rules, its playground's controls and defaults. The
 * build computes it (build/schema-docs.ts), so a page carries no zod; a value
 * JSON cannot hold (a function, a date) is an error naming the prop.
 */
export function schemaDocs(schema: AnySchema): SchemaDocs {
  const docs: SchemaDocs = { rows: propDocs(schema), rules: schemaRules(schema), controls: playgroundControls(schema), defaults: defaultsOf(schema) }
  for (const c of docs.controls) jsonValue(c.defaultValue, `the default of ${c.name}`)
  return docs
}

/** jsonValue throws unless v is what JSON holds as it is: null, a boolean, a finite number, a string, or arrays and plain objects of them. */
function jsonValue(v: unknown, what: string): void {
  if (v === undefined || v === null || typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return
  if (Array.isArray(v)) return v.forEach((x) => jsonValue(x, what))
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v).forEach((x) => jsonValue(x, what))
  throw new Error(`schemaDocs: ${what} is ${typeof v === 'function' ? 'a function' : String(v)}, which the docs cannot carry as data: give it no default, or a plain value`)
}
