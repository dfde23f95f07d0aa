// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

/**
 * A component's props defaults are written once, in its <NAME>_DEFAULTS object (logic.ts): the schema hands
 * them to `.default()` and the view to withDefaults. This test goes over every schema the library exports
 * (`fooBarSchema` in a folder's index.ts) and holds its `.default()`s and the FOO_BAR_DEFAULTS object of the
 * same entry to the same props and values, both ways: a default written in one place only fails here.
 */

// Folders whose defaults are not one object yet: another change refactors them at the same time. Take a folder
// out of this list once its defaults are; its schemas are checked from then on.
const NOT_YET = new Set<string>([])

type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; getter?: () => z.core.$ZodType; shape?: Record<string, z.core.$ZodType>; defaultValue?: unknown }
const defOf = (s: z.core.$ZodType) => s._zod.def as unknown as Def

/** objectShape is the shape of an object schema, through pipes and lazies; undefined for anything else. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  let s = schema
  for (let guard = 0; guard < 16; guard++) {
    const def = defOf(s)
    if (def.type === 'object') return def.shape
    if (def.type === 'pipe' && def.in) s = def.in
    else if (def.type === 'lazy' && def.getter) s = def.getter()
    else return undefined
  }
  return undefined
}

const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'nonoptional', 'catch', 'pipe', 'lazy'])

/** defaultOf finds a prop's `.default()` (or `.prefault()`) under its wrappers. */
function defaultOf(schema: z.core.$ZodType): { value: unknown } | undefined {
  let s = schema
  for (let guard = 0; guard < 16; guard++) {
    const def = defOf(s)
    if (def.type === 'default' || def.type === 'prefault') return { value: def.defaultValue }
    if (!WRAPPERS.has(def.type)) return undefined
    const next = def.type === 'pipe' ? def.in : def.type === 'lazy' ? def.getter?.() : def.innerType
    if (!next) return undefined
    s = next
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
const isSchema = (v: unknown): v is z.core.$ZodType => typeof v === 'object' && v !== null && '_zod' in v
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
