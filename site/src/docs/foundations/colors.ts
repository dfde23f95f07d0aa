import { BASE_COLORS, CONTRAST_PAIRS, SEMANTIC_TOKENS, type BaseColorName, type SemanticToken } from '../../library/tokens/tokens'

/** semanticToken is the semantic colour token with that name. */
export function semanticToken(name: string): SemanticToken {
  const t = SEMANTIC_TOKENS.find((x) => x.name === name)
  if (!t) throw new Error(`no semantic token ${name}`)
  return t
}

/** hex is a base colour's value. */
export function hex(name: BaseColorName): string {
  const v = BASE_COLORS.get(name)
  if (!v) throw new Error(`no base colour ${name}`)
  return v
}

const minimums = CONTRAST_PAIRS.map(([, , min]) => min)

/** CONTRAST_MIN are the contrast ratios the library's pairs must reach: text, and icons, borders and focus rings. */
export const CONTRAST_MIN = { text: Math.max(...minimums), other: Math.min(...minimums) } as const

/** pairMin is the contrast a foreground token must reach on a background token, as CONTRAST_PAIRS sets it. */
export function pairMin(fg: string, bg: string): number {
  const pair = CONTRAST_PAIRS.find(([f, b]) => f === fg && b === bg)
  if (!pair) throw new Error(`no contrast pair ${fg} on ${bg}`)
  return pair[2]
}
