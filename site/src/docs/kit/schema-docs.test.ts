// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nonEmpty } from '../../library/validate'
import { controlValue, jsxCode, literal, type Control } from './prop-docs'
import { defaultsOf, descriptionOf, playgroundControls, propDocs, ruleText, schemaDocs, schemaRules, typeText, valueText } from './schema-docs'

const link = z.object({
  title: z.string().min(1).meta({ description: 'The text.' }),
  href: z.string().regex(/^\//),
})

const schema = z
  .object({
    theme: z.enum(['default', 'dark']).default('default').meta({ description: 'Colours.' }),
    count: z.number().int().min(0).meta({ description: 'How many.' }),
    size: z.number().int().min(1).max(24).default(24),
    ratio: z.number().gt(0).lt(1).multipleOf(0.25).optional(),
    isOpen: z.boolean().default(false).describe('Open or not.'),
    label: z.string().min(2).max(20).nullable().default(null),
    code: z.string().length(3).optional(),
    links: nonEmpty(link).meta({ description: 'The links.' }),
    tags: z.array(z.string().min(1)).default([]),
    notification: z.object({ count: z.number(), text: z.string() }).nullable().default(null),
    kind: z.union([z.literal('a'), z.literal('b')]).optional(),
    onClick: z.custom<() => void>((v) => typeof v === 'function').optional().meta({ tsType: '() => void' }),
    render: z.function().optional(),
    options: z.record(z.string(), z.unknown()).default({}),
    even: z.number().refine((n) => n % 2 === 0, 'must be even').optional(),
    icon: z.enum(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']).optional(),
  })
  .refine((p) => p.count < 100, { message: 'count must stay below 100', path: ['count'] })

const rows = propDocs(schema)
const row = (name: string) => {
  const r = rows.find((x) => x.name === name)
  if (!r) throw new Error(`no row ${name}`)
  return r
}

describe('typeText', () => {
  it.each([
    ['theme', `'default' | 'dark'`],
    ['count', 'number (integer, ≥ 0)'],
    ['size', 'number (integer, 1–24)'],
    ['ratio', 'number (> 0, < 1)'],
    ['isOpen', 'boolean'],
    ['label', 'string | null'],
    ['links', 'Array<{ … }>'],
    ['tags', 'Array<string>'],
    ['notification', '{ … } | null'],
    ['kind', `'a' | 'b'`],
    ['onClick', '() => void'],
    ['render', 'function'],
    ['options', 'Record<string, unknown>'],
    ['icon', `'a1' | 'a2' | 'a3' | … (10 values)`],
  ])('%s is %s', (name, want) => expect(row(name).type).toBe(want))

  it('names tuples, intersections, dates and custom types', () => {
    expect(typeText(z.tuple([z.string(), z.number()]))).toBe('[string, number]')
    expect(typeText(z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })))).toBe('{ … } & { … }')
    expect(typeText(z.date())).toBe('Date')
    expect(typeText(z.custom(() => true))).toBe('custom')
    expect(typeText(z.email())).toBe('string (email)')
  })
})

describe('propDocs', () => {
  it('lists props sorted by name, each object field after its prop', () => {
    expect(rows.map((r) => r.name)).toEqual([
      'code',
      'count',
      'even',
      'icon',
      'isOpen',
      'kind',
      'label',
      'links',
      'links[].href',
      'links[].title',
      'notification',
      'notification.count',
      'notification.text',
      'onClick',
      'options',
      'ratio',
      'render',
      'size',
      'tags',
      'theme',
    ])
    expect(row('links[].title').depth).toBe(1)
  })

  it('shows defaults as code and tells required props', () => {
    expect(row('theme')).toMatchObject({ defaultValue: `'default'`, required: false })
    expect(row('isOpen')).toMatchObject({ defaultValue: 'false', required: false })
    expect(row('label')).toMatchObject({ defaultValue: 'null', required: false })
    expect(row('tags')).toMatchObject({ defaultValue: '[]', required: false })
    expect(row('options').defaultValue).toBe('{}')
    expect(row('count')).toMatchObject({ defaultValue: null, required: true })
    expect(row('links')).toMatchObject({ defaultValue: null, required: true })
    expect(row('code')).toMatchObject({ defaultValue: null, required: false })
    expect(row('links[].title').required).toBe(true)
  })

  it('states the rules as text', () => {
    expect(row('links').rule).toBe('array may not be empty')
    expect(row('links[].title').rule).toBe('may not be empty')
    expect(row('links[].href').rule).toBe('matches /^\\//')
    expect(row('label').rule).toBe('at least 2 characters; at most 20 characters')
    expect(row('code').rule).toBe('exactly 3 characters')
    expect(row('ratio').rule).toBe('a multiple of 0.25')
    expect(row('tags').rule).toBe('each item: may not be empty')
    expect(row('even').rule).toBe('must be even')
    expect(row('count').rule).toBe('')
    expect(ruleText(z.array(z.number()).min(2).max(5))).toBe('at least 2 items; at most 5 items')
    expect(ruleText(z.string().startsWith('ts-'))).toBe(`starts with 'ts-'`)
    expect(ruleText(z.number().refine(() => true))).toBe('passes a custom check')
  })

  it('takes descriptions from .meta() and .describe(), through wrappers', () => {
    expect(row('theme').description).toBe('Colours.')
    expect(row('isOpen').description).toBe('Open or not.')
    expect(row('links[].title').description).toBe('The text.')
    expect(row('size').description).toBe('')
    expect(descriptionOf(z.string().meta({ description: 'inner' }).optional())).toBe('inner')
  })

  it('lists the rules across props, and needs an object', () => {
    expect(schemaRules(schema)).toEqual(['count must stay below 100'])
    expect(() => propDocs(z.string())).toThrow(/object schema/)
  })
})

describe('reading through zod’s public API', () => {
  it('takes every kind of wrapper off', () => {
    expect(propDocs(z.object({ a: z.string().exactOptional() }))[0]).toMatchObject({ type: 'string', required: false })
    expect(propDocs(z.object({ a: z.string().catch('x') }))[0]).toMatchObject({ defaultValue: null, required: false })
    expect(propDocs(z.object({ a: z.string().prefault('p') }))[0]).toMatchObject({ defaultValue: `'p'`, required: false })
    expect(propDocs(z.object({ a: z.string().optional().nonoptional() }))[0]).toMatchObject({ required: false })
    expect(typeText(z.array(z.string()).readonly())).toBe('Array<string>')
    expect(ruleText(z.lazy(() => z.string().min(2)))).toBe('at least 2 characters')
    expect(typeText(z.string().transform((s) => s.length))).toBe('string')
    expect(typeText(z.preprocess((v) => v, z.number()))).toBe('transform')
  })

  it('tells a format schema from a format check, and reads number formats', () => {
    expect([typeText(z.email()), ruleText(z.email())]).toEqual(['string (email)', ''])
    expect([typeText(z.string().email()), ruleText(z.string().email())]).toEqual(['string', 'a valid email'])
    expect(typeText(z.int())).toBe('number (integer)')
    expect(typeText(z.uint32().max(9))).toBe('number (integer, 0–9)')
    expect(typeText(z.number().multipleOf(5))).toBe('number')
  })

  it('names the kinds it has no words of its own for', () => {
    expect([z.bigint(), z.map(z.string(), z.number()), z.set(z.string()), z.promise(z.string()), z.literal(['a', 1]), z.nan()].map(typeText)).toEqual([
      'bigint',
      'Map<string, number>',
      'Set<string>',
      'Promise<string>',
      `'a' | 1`,
      'NaN',
    ])
  })

  it('needs an object for the props', () => {
    expect(() => playgroundControls(z.string())).toThrow('playgroundControls needs an object schema, not string')
    expect(() => defaultsOf(z.array(z.string()))).toThrow('defaultsOf needs an object schema, not array')
  })
})

describe('playgroundControls', () => {
  const controls = playgroundControls(schema)
  const control = (name: string) => controls.find((c) => c.name === name)!

  it('derives one control per prop, by type', () => {
    const kinds = Object.fromEntries(controls.map((c) => [c.name, c.kind]))
    expect(kinds).toEqual({
      code: 'text',
      count: 'number',
      even: 'number',
      icon: 'select',
      isOpen: 'toggle',
      kind: 'select',
      label: 'text',
      links: 'skip',
      notification: 'skip',
      onClick: 'skip',
      options: 'skip',
      ratio: 'number',
      render: 'skip',
      size: 'number',
      tags: 'skip',
      theme: 'select',
    })
  })

  it('switches the boolean of a boolean with named modes, which a page sets in code', () => {
    const cases: [string, z.ZodType, string][] = [
      ['boolean or a mode', z.union([z.boolean(), z.literal('inherit')]).default(false), 'toggle'],
      ['modes first', z.union([z.literal('inherit'), z.literal('auto'), z.boolean()]).optional(), 'toggle'],
      ['a number beside', z.union([z.boolean(), z.number()]), 'skip'],
      ['two booleans', z.union([z.boolean(), z.boolean()]), 'skip'],
    ]
    for (const [name, prop, want] of cases) {
      const [got] = playgroundControls(z.object({ prop }))
      expect(got.kind, name).toBe(want)
      if (want === 'toggle') expect(got.type, name).toBe('boolean')
    }
  })

  it('gives selects their options and numbers their bounds and step', () => {
    expect(control('theme')).toMatchObject({ options: ['default', 'dark'], defaultValue: 'default', hasDefault: true })
    expect(control('kind')).toMatchObject({ options: ['a', 'b'], optional: true })
    expect(control('size')).toMatchObject({ min: 1, max: 24, step: 1, integer: true })
    expect(control('count')).toMatchObject({ min: 0, max: undefined, step: 1, required: true })
    expect(control('ratio')).toMatchObject({ min: 0, max: 1, step: 0.25, integer: false })
    expect(control('label')).toMatchObject({ minLength: 2, maxLength: 20, nullable: true })
    expect(control('onClick')).toMatchObject({ reason: 'a function: pass it in code' })
    expect(control('links')).toMatchObject({ reason: 'a structured value: set in code' })
  })

  it('turns form values into prop values', () => {
    expect(controlValue(control('isOpen'), true)).toBe(true)
    expect(controlValue(control('size'), '12')).toBe(12)
    expect(controlValue(control('size'), '')).toBeUndefined()
    expect(controlValue(control('label'), '')).toBeNull()
    expect(controlValue(control('label'), 'Hi')).toBe('Hi')
    expect(controlValue(control('theme'), 'dark')).toBe('dark')
    expect(controlValue({ ...control('label'), nullable: false, optional: false, hasDefault: false } as Control, '')).toBe('')
  })
})

describe('code', () => {
  it('collects defaults', () => {
    expect(defaultsOf(schema)).toEqual({ theme: 'default', size: 24, isOpen: false, label: null, tags: [], notification: null, options: {} })
  })

  it('prints props sorted, defaults left out, on one line when short', () => {
    expect(jsxCode('Box', { theme: 'dark', isOpen: true, size: 24 }, { defaults: defaultsOf(schema) })).toBe('<Box isOpen theme="dark" />')
    expect(jsxCode('Box', { isOpen: false, label: null }, { defaults: defaultsOf(schema) })).toBe('<Box />')
    expect(jsxCode('Box', { count: 3, hidden: false, title: undefined })).toBe('<Box count={3} hidden={false} />')
  })

  it('breaks long elements over lines and prints expressions and children', () => {
    const code = jsxCode('Navbar', { theme: 'reverse', sections: [], logoUrl: 'logo.svg', notification: { count: 1, title: 'Messages', link: '#messages' } }, { expressions: { sections: 'sections' } })
    expect(code).toBe(
      [
        '<Navbar',
        '  logoUrl="logo.svg"',
        '  notification={{',
        '    count: 1,',
        "    title: 'Messages',",
        "    link: '#messages',",
        '  }}',
        '  sections={sections}',
        '  theme="reverse"',
        '/>',
      ].join('\n'),
    )
    expect(jsxCode('Row', { gutter: 24 }, { children: '<Col span={12} />' })).toBe('<Row gutter={24}><Col span={12} /></Row>')
    expect(jsxCode('Row', { gutter: 24 }, { children: '<Col span={12} />\n<Col span={12} />' })).toBe('<Row gutter={24}>\n  <Col span={12} />\n  <Col span={12} />\n</Row>')
    expect(jsxCode('T', { text: 'say "hi"' })).toBe(`<T text={'say "hi"'} />`)
    expect(jsxCode('N', { notification: { count: 1, link: '/m' } })).toBe(`<N notification={{ count: 1, link: '/m' }} />`)
  })

  it('prints values as literals', () => {
    expect(literal({ a: 1, 'b-c': 'x', d: [true, null] })).toBe(`{ a: 1, 'b-c': 'x', d: [true, null] }`)
    expect(literal(["it's"])).toBe(`['it\\'s']`)
    expect(literal([{ title: 'A rather long title', link: '/somewhere/far' }, { title: 'Another', link: '/x' }], 0, 64)).toBe(
      ["[", "  { title: 'A rather long title', link: '/somewhere/far' },", "  { title: 'Another', link: '/x' },", ']'].join('\n'),
    )
    expect(valueText('x')).toBe(`'x'`)
    expect(valueText(() => 1)).toBe('function')
  })
})

describe('schemaDocs', () => {
  it('is the props table and the playground of a schema as data that JSON holds as it is', () => {
    const schema = z.object({ label: z.string().meta({ description: 'The text.' }), size: z.enum(['sm', 'md']).default('md'), items: z.array(z.string()).default([]) })
    const docs = schemaDocs(schema)
    expect(JSON.parse(JSON.stringify(docs))).toEqual({ rows: propDocs(schema), rules: [], controls: JSON.parse(JSON.stringify(playgroundControls(schema))), defaults: { size: 'md', items: [] } })
  })

  it('refuses a default JSON cannot carry, naming the prop', () => {
    expect(() => schemaDocs(z.object({ onChange: z.function().default(() => () => {}) }))).toThrow('schemaDocs: the default of onChange is a function')
    expect(() => schemaDocs(z.object({ at: z.date().default(new Date(0)) }))).toThrow('schemaDocs: the default of at is')
  })
})
