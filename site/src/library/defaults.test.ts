// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

/**
 * A component's props defaults are written once, in its <NAME>_DEFAULTS object (logic.ts): the schema hands
 * them to `.default()` and the view to withDefaults. This test goes over every schema the library exports
 * (`fooBarSchema` in a folder's index.ts) and holds its `.default()`s and the FOO_BAR_DEFAULTS object of the
 * same entry to the same props and values, both ways: a default written in one place only fails here.
 */

// Folders whose defaults are not one object yet: another change refactors them at the same time. Take a folder
// out of this list once its defaults are; its schemas are checked from then on.
const NOT_YET = new Set<string>([])

/** objectShape is the shape of an object schema, through pipes and lazies; undefined for anything else. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  let s = schema
  for (let guard = 0; guard < 16; guard++) {
    if (s instanceof z.ZodObject) return s.shape
    if (s instanceof z.ZodPipe) s = s.in
    else if (s instanceof z.ZodLazy) s = s.unwrap()
    else return undefined
  }
  return undefined
}

/** inner is what a wrapper a default may sit under wraps (a pipe's input side); undefined for anything else. */
function inner(s: z.core.$ZodType): z.core.$ZodType | undefined {
  if (s instanceof z.ZodOptional || s instanceof z.ZodExactOptional || s instanceof z.ZodNullable || s instanceof z.ZodReadonly) return s.unwrap()
  if (s instanceof z.ZodNonOptional || s instanceof z.ZodCatch || s instanceof z.ZodLazy) return s.unwrap()
  if (s instanceof z.ZodPipe) return s.in
  return undefined
}

/** defaultOf finds a prop's `.default()` (or `.prefault()`) under its wrappers. */
function defaultOf(schema: z.core.$ZodType): { value: unknown } | undefined {
  let s: z.core.$ZodType | undefined = schema
  for (let guard = 0; guard < 16 && s; guard++) {
    if (s instanceof z.ZodDefault || s instanceof z.ZodPrefault) return { value: s.def.defaultValue }
    s = inner(s)
  }
  return undefined
}

/** schemaDefaults are the props of an object schema that have a default, with their values. */
function schemaDefaults(schema: z.core.$ZodType): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, prop] of Object.entries(objectShape(schema) ?? {})) {
    const d = defaultOf(prop)
    if (d) out[key] = d.value
  }
  return out
}

/** defaultsName is the name of a schema's defaults object: splitButtonActionSchema → SPLIT_BUTTON_ACTION_DEFAULTS. */
const defaultsName = (schemaName: string) => `${schemaName.replace(/Schema$/, '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_DEFAULTS`

const entries = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true })
const isSchema = (v: unknown): v is z.core.$ZodType => v instanceof z.ZodType
const folderOf = (file: string) => file.split('/')[1]

const cases = Object.entries(entries).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name, v]) => name.endsWith('Schema') && isSchema(v) && objectShape(v))
    .map(([name, schema]) => ({ folder: folderOf(file), name, schema: schema as z.core.$ZodType, mod })),
)

describe('props defaults: one object per schema, the same as its .default()s', () => {
  it('finds the schemas', () => {
    expect(cases.length).toBeGreaterThan(50)
    expect(defaultsName('splitButtonActionSchema')).toBe('SPLIT_BUTTON_ACTION_DEFAULTS')
  })

  for (const { folder, name, schema, mod } of cases) {
    const want = schemaDefaults(schema)
    const objName = defaultsName(name)
    const skip = NOT_YET.has(folder) && !(objName in mod)
    it.skipIf(skip)(`${folder}: ${name} and ${objName}`, () => {
      if (Object.keys(want).length === 0) {
        expect(mod[objName], `${objName} with no .default() in ${name}`).toBeUndefined()
        return
      }
      expect(mod[objName], `${name} has .default()s: ${objName} must hold them`).toBeDefined()
      expect(mod[objName]).toStrictEqual(want)
    })
  }

  it('has a schema for every defaults object', () => {
    const wanted = new Set(cases.map((c) => `${c.folder}/${defaultsName(c.name)}`))
    const orphans = Object.entries(entries).flatMap(([file, mod]) =>
      Object.keys(mod)
        .filter((k) => k.endsWith('_DEFAULTS') && !wanted.has(`${folderOf(file)}/${k}`))
        .map((k) => `${folderOf(file)}/${k}`),
    )
    expect(orphans).toEqual([])
  })
})
