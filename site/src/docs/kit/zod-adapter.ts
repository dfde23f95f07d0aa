/**
 * zod-adapter is the one module that reads zod's internals (`_zod`): the
 * checks a schema carries. zod's public API shows a schema's kind, its parts,
 * its metadata and its defaults, but of its checks only aggregates (a string's
 * minLength, a number's minValue), without the order the author wrote them in,
 * whether a bound is exclusive, refinements, or the message the author gave a
 * rule. checksOf turns each check into a Check of our own; the tests beside
 * this file pin what it reads from each kind, so a zod upgrade that moves
 * these turns them red instead of changing the props tables.
 */
import type { z } from 'zod'

/** Check is one rule of a schema, in the order the author added it; message is the author's own text for it, if any. */
export type Check =
  | { kind: 'min_length' | 'min_size'; minimum: number; message?: string }
  | { kind: 'max_length' | 'max_size'; maximum: number; message?: string }
  | { kind: 'length_equals' | 'size_equals'; length: number; message?: string }
  | { kind: 'greater_than' | 'less_than'; value: number | bigint | Date; inclusive: boolean; message?: string }
  | { kind: 'multiple_of'; value: number | bigint; message?: string }
  | { kind: 'number_format'; format: string; message?: string }
  | { kind: 'string_format'; format: string; pattern?: RegExp; prefix?: string; suffix?: string; includes?: string; message?: string }
  | { kind: 'custom'; message?: string }
  /** other is a check schema-docs states no rule for (overwrite, mime_type, property, …); check is zod's name for it */
  | { kind: 'other'; check: string; message?: string }

type CheckDef = (z.core.$ZodChecks | z.core.$ZodCustom)['_zod']['def']

/**
 * messageOf is the message an author gave a check (`.min(1, 'may not be
 * empty')`, `{ error: () => '…' }`): zod keeps it as an error map, asked here
 * without an issue. A map that needs the issue to answer has no fixed message.
 */
function messageOf(def: CheckDef): string | undefined {
  if (!def.error) return undefined
  try {
    const m: unknown = (def.error as (issue: unknown) => unknown)({})
    if (typeof m === 'string') return m
    if (m && typeof m === 'object' && 'message' in m && typeof m.message === 'string') return m.message
  } catch {
    // an error map that needs a real issue has no fixed message to show
  }
  return undefined
}

function checkOf(def: CheckDef): Check {
  const message = messageOf(def)
  const m = message === undefined ? {} : { message }
  switch (def.check) {
    case 'min_length':
    case 'min_size':
      return { kind: def.check, minimum: def.minimum, ...m }
    case 'max_length':
    case 'max_size':
      return { kind: def.check, maximum: def.maximum, ...m }
    case 'length_equals':
      return { kind: def.check, length: def.length, ...m }
    case 'size_equals':
      return { kind: def.check, length: def.size, ...m }
    case 'greater_than':
    case 'less_than':
      return { kind: def.check, value: def.value as number | bigint | Date, inclusive: def.inclusive, ...m }
    case 'multiple_of':
      return { kind: def.check, value: def.value, ...m }
    case 'number_format':
      return { kind: def.check, format: def.format, ...m }
    case 'string_format': {
      // the parameter of the format, where it has one; zod keeps a pattern for every format, shown only for a regex
      const d: { format: string; pattern?: RegExp; prefix?: string; suffix?: string; includes?: string } = def
      const param = d.format === 'regex' ? { pattern: d.pattern } : d.format === 'starts_with' ? { prefix: d.prefix } : d.format === 'ends_with' ? { suffix: d.suffix } : d.format === 'includes' ? { includes: d.includes } : {}
      return { kind: def.check, format: d.format, ...param, ...m }
    }
    case 'custom':
      return { kind: 'custom', ...m }
    default:
      return { kind: 'other', check: def.check, ...m }
  }
}

/** checksOf lists the checks a schema carries (not those of its inner schemas), in the order they were added. */
export function checksOf(schema: z.core.$ZodType): Check[] {
  return (schema._zod.def.checks ?? []).map((c) => checkOf((c as z.core.$ZodChecks | z.core.$ZodCustom)._zod.def))
}
