import { BADGE_FONT_SIZES, FONT_SIZES, FONTS, TEXT_STYLES, type TextStyle, type ValueToken } from '../../library/tokens/tokens'

/** px is a rem length in CSS pixels at the browser's default 16 px root. */
export const px = (rem: string): number => Math.round(parseFloat(rem) * 16 * 100) / 100

const find = <T extends { name: string }>(list: readonly T[], name: string): T => {
  const found = list.find((x) => x.name === name)
  if (!found) throw new Error(`no token ${name}`)
  return found
}

/** fontSize is the font size token of the scale or the badges with that name. */
export const fontSize = (name: string): ValueToken => find([...FONT_SIZES, ...BADGE_FONT_SIZES], name)

/** textStyle is the text style with that name (heading-1, body…). */
export const textStyle = (name: string): TextStyle => find(TEXT_STYLES, name)

/** weightOf is a text style's weight as a number, from the font-weight tokens. */
const weightOf = (s: TextStyle): string => find(FONTS, `font-weight-${s.weight}`).value

/** textMetrics is a text style as a reader measures it: size/line height in px, weight, and the family if mono. */
export function textMetrics(s: TextStyle): string {
  return `${px(fontSize(s.size).value)}/${px(s.lineHeight)} px · ${weightOf(s)}${s.family === 'mono' ? ' · mono' : ''}`
}

/** WEIGHTS_IN_USE counts the weights the text styles use. */
export const WEIGHTS_IN_USE = new Set(TEXT_STYLES.map((s) => s.weight)).size

/**
 * SITE_HEADINGS says which text style sets each heading of this site's own
 * pages; docs.module.css and the Example block's title read the same tokens
 * (font: var(--type-…)), and a test checks the two agree.
 */
export const SITE_HEADINGS: ReadonlyArray<{ element: string; what: string; style: string }> = [
  { element: 'h1', what: 'a page’s title', style: 'heading-1' },
  { element: 'h2', what: 'its sections', style: 'heading-2' },
  { element: 'h3', what: 'subsections and the titles of examples', style: 'heading-3' },
]

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

/** countWord spells a small count as a word (seven), a larger one in digits. */
export const countWord = (n: number): string => WORDS[n] ?? String(n)
