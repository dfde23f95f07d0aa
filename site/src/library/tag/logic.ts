/**
 * The tag's rules: its 22 colour styles (ten hues and primary, each filled or
 * light) and the palette steps each one takes from tokens.css, chosen so the
 * text keeps WCAG AA contrast (4.5:1) on its background. No React, no DOM.
 */

export const TAG_HUES = ['blue', 'gray', 'green', 'mint', 'orange', 'purple', 'red', 'slate', 'violet', 'yellow', 'primary'] as const
export type TagHue = (typeof TAG_HUES)[number]

const TAG_VARIANTS = ['filled', 'light'] as const
export type TagVariant = (typeof TAG_VARIANTS)[number]

export type TagColorStyle = `${TagHue}-${TagVariant}`

/** TAG_COLOR_STYLES are the 22 colour styles, hue by hue: blue-filled, blue-light, gray-filled, … */
export const TAG_COLOR_STYLES = TAG_HUES.flatMap((hue) => TAG_VARIANTS.map((variant) => `${hue}-${variant}` as TagColorStyle)) as [TagColorStyle, ...TagColorStyle[]]

export const DEFAULT_TAG_COLOR_STYLE: TagColorStyle = 'gray-light'

/** TagColors are the base colours (tokens.css names) a style paints with. */
export interface TagColors {
  background: string
  text: string
  /** hover is the close button's background under the pointer */
  hover: string
}

/**
 * tagColors gives the base colours of a style. Filled: white text on step 70
 * (primary on its brand step 60); yellow, too light for white text, is
 * filled with step 40 under step 100 text. Light: step 80 text on step 20.
 * An unknown style gets the default's colours.
 */
export function tagColors(style: string): TagColors {
  const { hue, variant } = parseColorStyle(style) ?? parseColorStyle(DEFAULT_TAG_COLOR_STYLE)!
  if (variant === 'light') return { background: `${hue}-20`, text: `${hue}-80`, hover: `${hue}-30` }
  if (hue === 'yellow') return { background: 'yellow-40', text: 'yellow-100', hover: 'yellow-50' }
  if (hue === 'primary') return { background: 'primary-60', text: 'white', hover: 'primary-70' }
  return { background: `${hue}-70`, text: 'white', hover: `${hue}-80` }
}

/** parseColorStyle splits 'blue-light' into its hue and variant, or returns null for a name that is not one of the 22. */
export function parseColorStyle(style: string): { hue: TagHue; variant: TagVariant } | null {
  if (!(TAG_COLOR_STYLES as readonly string[]).includes(style)) return null
  const i = style.lastIndexOf('-')
  return { hue: style.slice(0, i) as TagHue, variant: style.slice(i + 1) as TagVariant }
}

/** tagStyleVars turns a style into the CSS custom properties the tag's CSS reads, each a var() of a base colour. */
export function tagStyleVars(style: string): Record<string, string> {
  const c = tagColors(style)
  return { '--tag-background': `var(--${c.background})`, '--tag-color': `var(--${c.text})`, '--tag-hover': `var(--${c.hover})` }
}

/** TagState is what a tag shows in data-state: closable (it has a close button), static, or disabled. */
export type TagState = 'closable' | 'static' | 'disabled'

/** tagState: a disabled tag never closes; otherwise it is closable when it has an onClose. */
export function tagState(p: { isDisabled?: boolean; closable: boolean }): TagState {
  if (p.isDisabled) return 'disabled'
  return p.closable ? 'closable' : 'static'
}

/** tagText is what the tag says: “label: text” when it has a label, else the text. */
export function tagText(p: { label?: string | null; text?: string | null }): string {
  const text = p.text ?? ''
  return p.label ? `${p.label}: ${text}` : text
}

/** TAG_DEFAULTS are the defaults of tagSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TAG_DEFAULTS = { colorStyle: DEFAULT_TAG_COLOR_STYLE, isDisabled: false } as const
