import { BADGE_FONT_SIZES, BASE_COLORS, BREAKPOINTS, FONT_SANS_JA, FONT_SIZES, FONTS, LAYERS, MOTION, RADII, SEMANTIC_TOKENS, SHADOWS, TEXT_STYLES, UNIT_PX, UNITS, type SemanticToken, type TextStyle } from './tokens'

/** DARK_SELECTOR scopes the dark values of the semantic tokens. */
export const DARK_SELECTOR = "[data-color-scheme='dark']"
/** LIGHT_SELECTOR scopes the light values: the document root, and any element that re-opens the light scheme. */
const LIGHT_SELECTOR = ":root,\n[data-color-scheme='light']"

/** JA_SELECTOR scopes the Japanese family: Japanese examples carry lang="ja-JP". */
export const JA_SELECTOR = ':lang(ja)'

/** typeValue is the `font` shorthand of a text style, built on the size, weight and family tokens. */
export function typeValue(s: TextStyle): string {
  return `var(--font-weight-${s.weight}) var(--${s.size})/${s.lineHeight} var(--font-${s.family})`
}

const decl = (name: string, value: string, comment?: string) => `  --${name}: ${value};${comment ? ` /* ${comment} */` : ''}`

function semantic(scheme: 'light' | 'dark', tokens: readonly SemanticToken[]): string[] {
  const lines: string[] = []
  let group = ''
  for (const token of tokens) {
    if (token.group !== group) {
      if (group) lines.push('')
      group = token.group
    }
    lines.push(decl(token.name, `var(--${token[scheme]})`))
  }
  return lines
}

/**
 * tokensCSS renders the tokens as CSS custom properties: the base colours,
 * units, type, shapes, elevation, motion and breakpoints on :root; the
 * semantic colours in their light set (on :root, and on any element with
 * data-color-scheme="light") and their dark set (data-color-scheme="dark").
 * The semantic sets are declared on the scoping element itself, so a subtree
 * that overrides a base colour (theming) gets tokens that follow it. Inside
 * lang="ja", font-sans adds Noto Sans JP, and the text styles built on it are
 * declared again there, since a custom property resolves where it is declared.
 */
export function tokensCSS(): string {
  const base: string[] = []
  let palette = ''
  for (const [name, value] of BASE_COLORS) {
    const p = /-\d+$/.test(name) ? name.replace(/-\d+$/, '') : 'pure'
    if (p !== palette && palette) base.push('')
    palette = p
    base.push(decl(name, value))
  }
  const units = [decl('unit', `${UNIT_PX / 16}rem`, `${UNIT_PX} px`), ...UNITS.map((u) => decl(u.name, u.rem, `${u.px} px`))]
  const type = [...FONTS.map((f) => decl(f.name, f.value)), ...FONT_SIZES.map((f) => decl(f.name, f.value)), ...BADGE_FONT_SIZES.map((f) => decl(f.name, f.value)), ...TEXT_STYLES.map((s) => decl(`type-${s.name}`, typeValue(s)))]
  const breakpoints = Object.entries(BREAKPOINTS).map(([k, px]) => decl(`breakpoint-${k}`, `${px}px`))
  return [
    '/*',
    ' * Design tokens: the only source of colour, spacing, type and elevation in',
    ' * the library. GENERATED from library/tokens/tokens.ts by site/build/tokens.ts:',
    ' * edit the TypeScript source, not this file (a test checks they agree).',
    ' */',
    ':root {',
    '  /* base colours: palette-step, 10 lightest to 100 darkest */',
    ...base,
    '',
    '  /* units: 1 unit = 4 px */',
    ...units,
    '',
    '  /* type: families, weights, sizes, and text styles for `font: var(--type-…)` */',
    ...type,
    '',
    '  /* shapes, elevation, motion, layers */',
    ...RADII.map((r) => decl(r.name, r.value)),
    ...SHADOWS.map((s) => decl(s.name, s.value)),
    ...MOTION.map((m) => decl(m.name, m.value)),
    ...LAYERS.map((l) => decl(l.name, l.value)),
    '',
    '  /* breakpoints (min-width), for scripts: media queries cannot read custom properties */',
    ...breakpoints,
    '}',
    '',
    '/* semantic colours, light */',
    `${LIGHT_SELECTOR} {`,
    '  color-scheme: light;',
    ...semantic('light', SEMANTIC_TOKENS),
    '}',
    '',
    '/* type inside Japanese text: the same names */',
    `${JA_SELECTOR} {`,
    decl('font-sans', FONT_SANS_JA),
    ...TEXT_STYLES.filter((s) => s.family === 'sans').map((s) => decl(`type-${s.name}`, typeValue(s))),
    '}',
    '',
    '/* semantic colours, dark: the same names */',
    `${DARK_SELECTOR} {`,
    '  color-scheme: dark;',
    ...semantic('dark', SEMANTIC_TOKENS),
    '}',
    '',
  ].join('\n')
}
