import { fireEvent, render, screen } from '@testing-library/react'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { Save } from '../examples/overview/save'
import { exampleId, exampleModule, examples, withoutStates } from './examples'
import { parseStates } from './parse-states'

const DOCS = resolve(__dirname, '..')
const EXAMPLES = resolve(DOCS, 'examples')
const PAGES = resolve(DOCS, 'pages')

describe('examples', () => {
  it('pairs each module with its own text, named by its file', () => {
    const Types = () => null
    const got = examples({ '../examples/button/types.tsx': { default: Types } }, { '../examples/button/types.tsx': 'export default function Types() {}\n' }, parseStates)
    expect(got).toEqual({ types: { id: 'types', Demo: Types, source: 'export default function Types() {}', states: [] } })
  })

  it('takes the states as the build checked them when it is given no parser: the browser carries no zod', () => {
    const states = [{ id: 'x', steps: [{ hover: { role: 'butto', name: 'A' } }] }]
    expect(exampleModule('b/types.tsx', { default: () => null, states }, '').states).toBe(states)
    expect(exampleModule('b/types.tsx', { default: () => null }, '').states).toEqual([])
  })

  it('reads the states a module exports, and refuses states that are not valid, naming the file', () => {
    const states = [{ id: 'hover-primary', steps: [{ hover: { role: 'button', name: 'Primary' } }] }]
    const got = examples({ 'b/types.tsx': { default: () => null, states } }, { 'b/types.tsx': '' }, parseStates)
    expect(got.types.states).toEqual(states)
    expect(() => examples({ 'b/types.tsx': { default: () => null, states: [{ id: 'x', steps: [{ hover: { role: 'butto', name: 'A' } }] }] } }, { 'b/types.tsx': '' }, parseStates)).toThrow(
      'examples: b/types.tsx: state "x", step 1: hover (role): role "butto" is not an ARIA role the harness knows',
    )
  })

  it('refuses a module without a default export or without its text, naming the file', () => {
    expect(() => examples({ 'a/x.tsx': { Other: () => null } }, { 'a/x.tsx': '' }, parseStates)).toThrow('a/x.tsx must export the example')
    expect(() => examples({ 'a/x.tsx': { default: () => null } }, {}, parseStates)).toThrow('a/x.tsx has no source text')
  })

  it('refuses a file name that is not lowercase words joined by hyphens, naming the file', () => {
    for (const path of ['a/Split-Button.tsx', 'a/section.top.tsx', 'a/split_button.tsx', 'a/-x.tsx']) {
      expect(() => examples({ [path]: { default: () => null } }, { [path]: '' }, parseStates)).toThrow(`examples: ${path}: an example's file name is its id`)
    }
  })

  it('shows the code without the states, which are for the harness', () => {
    const source = [
      "import { Button } from '@tessera-ds/library/button'",
      "import type { ExampleState } from '../../kit/states'",
      '',
      '/** states are what a reader reaches from this example (see kit/states.ts). */',
      'export const states: ExampleState[] = [',
      "  { id: 'hover', steps: [{ hover: { role: 'button', name: 'A ] [ name' } }] },",
      ']',
      '',
      'export default function Demo() {',
      "  return <Button label='A ] [ name' />",
      '}',
      '',
    ].join('\n')
    expect(withoutStates(source)).toBe(["import { Button } from '@tessera-ds/library/button'", '', 'export default function Demo() {', "  return <Button label='A ] [ name' />", '}', ''].join('\n'))
    const plain = 'export default function Demo() {}\n'
    expect(withoutStates(plain)).toBe(plain)
  })

  it('names an example by its file', () => {
    expect(exampleId('../examples/button/split-button.tsx')).toBe('split-button')
  })
})

/** folders maps each example folder a page reads to the ids the page places and the page's file. */
function folders(): Map<string, { page: string; used: Set<string> }> {
  const out = new Map<string, { page: string; used: Set<string> }>()
  const add = (page: string, folder: string, id: string) => {
    const at = out.get(folder)
    expect(at === undefined || at.page === page, `example folder ${folder} is read by two pages`).toBe(true)
    if (!at) out.set(folder, { page, used: new Set([id]) })
    else at.used.add(id)
  }
  for (const page of readdirSync(PAGES).filter((f) => f.endsWith('.mdx'))) {
    const text = readFileSync(resolve(PAGES, page), 'utf8')
    for (const m of text.matchAll(/<Example\s[^>]*?\bid="([\w-]+)\/([\w-]+)"/g)) add(page, m[1], m[2])
  }
  return out
}

describe('the docs pages and their example folders', () => {
  const read = folders()

  it('shows every example module of a folder, and only those', () => {
    for (const [folder, { page, used }] of read) {
      const files = readdirSync(resolve(EXAMPLES, folder))
        .filter((f) => f.endsWith('.tsx'))
        .map(exampleId)
        .sort()
      expect([...used].sort(), `${page}: the examples it shows vs the modules in docs/examples/${folder}`).toEqual(files)
    }
  })

  it('has no example folder that no page reads', () => {
    const unread = readdirSync(EXAMPLES).filter((f) => !['overview', 'shared'].includes(f) && !read.has(f))
    expect(unread).toEqual([])
  })
})

describe("the overview's code", () => {
  it('runs against the library: its button saves', () => {
    const onSave = vi.fn()
    render(<Save onSave={onSave} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenCalledOnce()
  })
})
