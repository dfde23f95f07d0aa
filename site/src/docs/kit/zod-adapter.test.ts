// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checksOf } from './zod-adapter'

// What checksOf reads from each kind of check zod 4 builds. A zod upgrade that
// renames a check, moves a parameter or stops keeping an author's message turns
// a row here red before it can change a props table.
describe('checksOf', () => {
  it.each<[string, z.core.$ZodType, unknown[]]>([
    ['a string’s lengths', z.string().min(2).max(9).length(4), [
      { kind: 'min_length', minimum: 2 },
      { kind: 'max_length', maximum: 9 },
      { kind: 'length_equals', length: 4 },
    ]],
    ['an array’s lengths', z.array(z.string()).min(1).max(3), [
      { kind: 'min_length', minimum: 1 },
      { kind: 'max_length', maximum: 3 },
    ]],
    ['a set’s sizes', z.set(z.string()).min(1).max(3).size(2), [
      { kind: 'min_size', minimum: 1 },
      { kind: 'max_size', maximum: 3 },
      { kind: 'size_equals', length: 2 },
    ]],
    ['number bounds, inclusive or not', z.number().min(0).gt(1).max(9).lt(8), [
      { kind: 'greater_than', value: 0, inclusive: true },
      { kind: 'greater_than', value: 1, inclusive: false },
      { kind: 'less_than', value: 9, inclusive: true },
      { kind: 'less_than', value: 8, inclusive: false },
    ]],
    ['a step and an integer format', z.number().multipleOf(0.5).int(), [
      { kind: 'multiple_of', value: 0.5 },
      { kind: 'number_format', format: 'safeint' },
    ]],
    ['string formats', z.string().regex(/^a/).startsWith('s').endsWith('e').includes('i').lowercase().uppercase().email(), [
      { kind: 'string_format', format: 'regex', pattern: /^a/ },
      { kind: 'string_format', format: 'starts_with', prefix: 's' },
      { kind: 'string_format', format: 'ends_with', suffix: 'e' },
      { kind: 'string_format', format: 'includes', includes: 'i' },
      { kind: 'string_format', format: 'lowercase' },
      { kind: 'string_format', format: 'uppercase' },
      { kind: 'string_format', format: 'email' },
    ]],
    ['refinements', z.number().refine(() => true).superRefine(() => {}), [{ kind: 'custom' }, { kind: 'custom' }]],
    ['checks it states no rule for', z.string().trim(), [{ kind: 'other', check: 'overwrite' }]],
  ])('reads %s', (_, schema, want) => {
    expect(checksOf(schema)).toStrictEqual(want)
  })

  it('keeps the author’s message, given as text, as { message } or as an error map', () => {
    const schema = z
      .string()
      .min(1, 'may not be empty')
      .max(5, { message: 'five at most' })
      .regex(/x/, { error: () => 'needs an x' })
      .refine(() => true, { error: () => ({ message: 'as an object' }) })
      .refine(() => true, 'refined')
    expect(checksOf(schema).map((c) => c.message)).toEqual(['may not be empty', 'five at most', 'needs an x', 'as an object', 'refined'])
  })

  it('has no message where the author gave none, or where the map needs the issue', () => {
    const needsIssue = (issue: { input?: { length: number } }) => `got ${issue.input!.length}`
    expect(checksOf(z.string().min(2).max(3, { error: needsIssue as never })).map((c) => c.message)).toEqual([undefined, undefined])
  })

  it('reads the checks of the schema it is given, not of the schemas inside it', () => {
    expect(checksOf(z.string().min(1).optional())).toEqual([])
    expect(checksOf(z.array(z.string().min(1)))).toEqual([])
    expect(checksOf(z.object({ a: z.number() }).refine(() => true, 'across props'))).toEqual([{ kind: 'custom', message: 'across props' }])
  })

  it('reads nothing from a schema that is itself a format', () => {
    // z.email() and z.int() carry their format in themselves: schema-docs reads it through the public .format
    expect(checksOf(z.email())).toEqual([])
    expect(checksOf(z.int())).toEqual([])
  })
})
