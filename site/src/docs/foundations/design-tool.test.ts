// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BASE_COLORS, SEMANTIC_TOKENS } from '../../library/tokens/tokens'
import { baseVariable, designTokensJSON, semanticVariable } from './design-tool'

type Node = Record<string, unknown>
const at = (tree: Node, path: string[]) => path.reduce<unknown>((n, k) => (n as Node | undefined)?.[k], tree) as Node | undefined

describe('design tool names', () => {
  it('groups base colours by palette', () => {
    expect(baseVariable('primary-60')).toBe('primary/60')
    expect(baseVariable('white')).toBe('white')
  })

  it('groups semantic tokens by their group, keeping names without the prefix whole', () => {
    const byName = (n: string) => SEMANTIC_TOKENS.find((t) => t.name === n)!
    expect(semanticVariable(byName('text-01'))).toBe('text/01')
    expect(semanticVariable(byName('support-error-bg'))).toBe('support/error-bg')
    expect(semanticVariable(byName('focus'))).toBe('interactive/focus')
  })

  it('gives every semantic token a unique variable name', () => {
    const names = SEMANTIC_TOKENS.map(semanticVariable)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('designTokensJSON', () => {
  const json = designTokensJSON() as Node

  it('holds every base colour with its value', () => {
    for (const [name, value] of BASE_COLORS) expect(at(json, ['base', ...baseVariable(name).split('/')]), name).toEqual({ $type: 'color', $value: value })
  })

  it('holds every semantic token in both schemes, as an alias that resolves to a base colour', () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const t of SEMANTIC_TOKENS) {
        const leaf = at(json, [scheme, ...semanticVariable(t).split('/')])
        expect(leaf, `${scheme} ${t.name}`).toBeDefined()
        const ref = /^\{(.+)\}$/.exec(String(leaf!.$value))![1].split('.')
        expect(at(json, ref)?.$value).toBe(BASE_COLORS.get(t[scheme]))
      }
    }
  })

  it('gives units in pixels', () => {
    expect(at(json, ['dimensions', 'unit', '4'])).toEqual({ $type: 'dimension', $value: '16px' })
    expect(at(json, ['dimensions', 'unit', 'q'])).toEqual({ $type: 'dimension', $value: '1px' })
  })
})
