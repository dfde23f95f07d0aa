import { PALETTES, PURE, RADII, SEMANTIC_TOKENS, STEPS, FONT_SIZES, UNITS, type BaseColorName, type SemanticToken } from '../../library/tokens/tokens'

/** COLLECTIONS are the variable collections the design file holds. */
export const COLLECTIONS = { base: 'Tessera base', semantic: 'Tessera semantic', dimensions: 'Tessera dimensions' } as const

/** baseVariable is the design tool's name of a base colour: 'primary/60', or 'white'. */
export function baseVariable(name: BaseColorName): string {
  const m = /^([a-z]+)-(\d+)$/.exec(name)
  return m ? `${m[1]}/${m[2]}` : name
}

/** semanticVariable is the design tool's name of a semantic token, grouped: 'text/01', 'support/error-bg', 'interactive/focus'. */
export function semanticVariable(token: SemanticToken): string {
  const prefix = `${token.group}-`
  return `${token.group}/${token.name.startsWith(prefix) ? token.name.slice(prefix.length) : token.name}`
}

type Leaf = { $type: string; $value: string | number; $description?: string }
type Tree = { [key: string]: Tree | Leaf }

function put(tree: Tree, path: string, leaf: Leaf) {
  const parts = path.split('/')
  let node = tree
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Tree
  node[parts.at(-1)!] = leaf
}

const alias = (name: BaseColorName) => `{base.${baseVariable(name).replace('/', '.')}}`

/**
 * designTokensJSON renders the tokens in the W3C Design Tokens Community Group
 * format, which design-tool plugins import as variables: the base colours, the
 * semantic colours once per scheme as aliases of base colours, and the units,
 * radii and font sizes as dimensions.
 */
export function designTokensJSON(): Tree {
  const base: Tree = {}
  for (const p of PALETTES) for (const s of STEPS) put(base, `${p.name}/${s}`, { $type: 'color', $value: p.colors[s] })
  for (const [name, value] of Object.entries(PURE)) put(base, name, { $type: 'color', $value: value })
  const scheme = (which: 'light' | 'dark'): Tree => {
    const tree: Tree = {}
    for (const t of SEMANTIC_TOKENS) put(tree, semanticVariable(t), { $type: 'color', $value: alias(t[which]), $description: t.description })
    return tree
  }
  const dimensions: Tree = {}
  for (const u of UNITS) put(dimensions, `unit/${u.name.slice('unit-'.length)}`, { $type: 'dimension', $value: `${u.px}px` })
  for (const r of RADII) put(dimensions, `radius/${r.name === 'radius' ? 'default' : r.name.slice('radius-'.length)}`, { $type: 'dimension', $value: r.value })
  for (const s of FONT_SIZES) put(dimensions, `font-size/${s.name.slice('font-size-'.length)}`, { $type: 'dimension', $value: `${parseFloat(s.value) * 16}px` })
  return { base, light: scheme('light'), dark: scheme('dark'), dimensions }
}

/** textStyleName is the design tool's name of a text style: 'Tessera/Heading 1'. */
export function textStyleName(title: string): string {
  return `Tessera/${title}`
}
