/**
 * The loadings' rules: which classes a spinner and a skeleton get, and how
 * wide the lines of a text skeleton are. No React, no DOM.
 */

export const SPINNER_SIZES = ['small', 'medium', 'large'] as const
export type SpinnerSize = (typeof SPINNER_SIZES)[number]

export const SPINNER_TONES = ['primary', 'muted', 'on-primary'] as const
export type SpinnerTone = (typeof SPINNER_TONES)[number]


export const SKELETON_SHAPES = ['text', 'circle', 'square', 'rectangle', 'block'] as const
export type SkeletonShape = (typeof SKELETON_SHAPES)[number]

export const SKELETON_SIZES = ['small', 'medium', 'large'] as const
export type SkeletonSize = (typeof SKELETON_SIZES)[number]

/** MAX_SKELETON_LINES is the most lines a text skeleton draws. */
export const MAX_SKELETON_LINES = 12

/** LAST_LINE_WIDTH is the width of the last line of a text skeleton of several lines: a paragraph ends short. */
const LAST_LINE_WIDTH = '60%'

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback)

/** spinnerClasses lists the CSS classes of a spinner (see loadings.css). */
export function spinnerClasses(p: { size?: SpinnerSize; tone?: SpinnerTone; inline?: boolean }): string[] {
  const size = oneOf(SPINNER_SIZES, p.size, 'medium')
  const tone = oneOf(SPINNER_TONES, p.tone, 'primary')
  const out = ['ts-spinner']
  if (size !== 'medium') out.push(`ts-spinner-${size === 'small' ? 'sm' : 'lg'}`)
  if (tone !== 'primary') out.push(`ts-spinner-${tone}`)
  if (p.inline) out.push('ts-spinner-inline')
  return out
}

/** skeletonClasses lists the CSS classes of one skeleton shape (see loadings.css). */
export function skeletonClasses(p: { shape?: SkeletonShape; size?: SkeletonSize }): string[] {
  const shape = oneOf(SKELETON_SHAPES, p.shape, 'rectangle')
  const size = oneOf(SKELETON_SIZES, p.size, 'medium')
  if (shape === 'text') return ['ts-skeleton-text']
  const out = ['ts-skeleton', `ts-skeleton-${shape === 'rectangle' ? 'rect' : shape}`]
  if (shape !== 'block' && size !== 'medium') out.push(`ts-skeleton-${size === 'small' ? 'sm' : 'lg'}`)
  return out
}

/**
 * skeletonLineWidths gives the width of each line of a text skeleton: full
 * lines, and a shorter last line when there are several. The count is
 * clamped to 1..MAX_SKELETON_LINES (a wrong count still draws something).
 */
export function skeletonLineWidths(lines: number): string[] {
  const n = Number.isFinite(lines) ? Math.min(MAX_SKELETON_LINES, Math.max(1, Math.round(lines))) : 1
  return Array.from({ length: n }, (_, i) => (n > 1 && i === n - 1 ? LAST_LINE_WIDTH : '100%'))
}

/** SPINNER_DEFAULTS are the defaults of spinnerSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const SPINNER_DEFAULTS = { size: 'medium', tone: 'primary', decorative: false, inline: false } as const

/** SKELETON_DEFAULTS are the defaults of skeletonSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const SKELETON_DEFAULTS = { shape: 'rectangle', size: 'medium', lines: 3 } as const
