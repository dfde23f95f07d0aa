/**
 * The design tokens: the one source of the library's colours, spacing, type,
 * elevation, motion and breakpoints. site/build/tokens.ts writes
 * library/tokens.css from this file (see css.ts), and the Foundations pages
 * list what is here, so a value is written once.
 *
 * Pure data: no DOM, no React, no CSS imports (the Vite config loads it).
 */

/** STEPS are the steps of every palette, lightest (10) to darkest (100). */
import type { Breakpoint } from './breakpoints'

export const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const
export type Step = (typeof STEPS)[number]

export const PALETTE_NAMES = ['primary', 'gray', 'slate', 'blue', 'mint', 'green', 'yellow', 'orange', 'red', 'purple', 'violet'] as const
export type PaletteName = (typeof PALETTE_NAMES)[number]

export interface Palette {
  name: PaletteName
  /** title is how the docs name the palette */
  title: string
  /** use says what the palette is for */
  use: string
  colors: Record<Step, string>
}

/** PALETTES are the base colours: each hue in ten steps, as sRGB hex. */
export const PALETTES: readonly Palette[] = [
  {
    name: 'primary',
    title: 'Primary',
    use: 'The brand colour: primary actions, links, focus and selection. Theming overrides this palette.',
    colors: { 10: '#eef3fc', 20: '#d3e0f8', 30: '#a9c1ef', 40: '#7ba0e6', 50: '#4f80dc', 60: '#2c64cc', 70: '#2150a8', 80: '#1b3f85', 90: '#142e61', 100: '#0c1c3d' },
  },
  {
    name: 'gray',
    title: 'Gray',
    use: 'Neutral: text, borders, surfaces and disabled states.',
    colors: { 10: '#f6f7f8', 20: '#e8eaed', 30: '#d2d6db', 40: '#b3b9c1', 50: '#8d95a0', 60: '#6b7380', 70: '#515864', 80: '#3a4049', 90: '#252930', 100: '#15181c' },
  },
  {
    name: 'slate',
    title: 'Slate',
    use: 'A cooler neutral for tags and charts that must stand apart from gray.',
    colors: { 10: '#f5f5f9', 20: '#e6e7f0', 30: '#cccede', 40: '#aeb1c8', 50: '#8e91ad', 60: '#6f728f', 70: '#565871', 80: '#414356', 90: '#2e2f3d', 100: '#1b1c25' },
  },
  {
    name: 'blue',
    title: 'Blue',
    use: 'Information: info banners and toasts, neutral highlights.',
    colors: { 10: '#eef7fe', 20: '#d3ecfe', 30: '#a3d7fc', 40: '#6cbcf2', 50: '#2b9ddf', 60: '#017cb7', 70: '#03608f', 80: '#034a6f', 90: '#013450', 100: '#001f33' },
  },
  {
    name: 'mint',
    title: 'Mint',
    use: 'Tags and data visualisation.',
    colors: { 10: '#ecf9f6', 20: '#d1f0e8', 30: '#a5ddcf', 40: '#6fc5b3', 50: '#2eaa94', 60: '#068874', 70: '#026a5a', 80: '#045145', 90: '#033930', 100: '#00231d' },
  },
  {
    name: 'green',
    title: 'Green',
    use: 'Success: completed uploads, valid fields, positive trends.',
    colors: { 10: '#edfaef', 20: '#d5f2de', 30: '#aadfb4', 40: '#78c88a', 50: '#42ac61', 60: '#018c3f', 70: '#1c6b38', 80: '#005423', 90: '#023b17', 100: '#01250c' },
  },
  {
    name: 'yellow',
    title: 'Yellow',
    use: 'Guides and highlights; never as text on white below step 70.',
    colors: { 10: '#fbf6e7', 20: '#fbf0c6', 30: '#f4dc9d', 40: '#f1cd69', 50: '#e5b822', 60: '#b18406', 70: '#6f5405', 80: '#603c02', 90: '#482800', 100: '#2e1601' },
  },
  {
    name: 'orange',
    title: 'Orange',
    use: 'Warning: states that need attention but do not block.',
    colors: { 10: '#fef3ed', 20: '#fde2cc', 30: '#fec09e', 40: '#f29a67', 50: '#dd722a', 60: '#b65400', 70: '#8a3f0a', 80: '#6f3101', 90: '#4f2101', 100: '#321200' },
  },
  {
    name: 'red',
    title: 'Red',
    use: 'Errors and destructive actions.',
    colors: { 10: '#fef3f2', 20: '#fbdada', 30: '#ffbcb6', 40: '#fe8d86', 50: '#ef5b57', 60: '#c9302c', 70: '#a02521', 80: '#811218', 90: '#5c0c10', 100: '#3a0708' },
  },
  {
    name: 'purple',
    title: 'Purple',
    use: 'Tags and data visualisation.',
    colors: { 10: '#f8f3ff', 20: '#eee1ff', 30: '#dcc2fd', 40: '#c59ef3', 50: '#aa78e0', 60: '#8c54c3', 70: '#6e3e9c', 80: '#552f78', 90: '#3c2056', 100: '#241336' },
  },
  {
    name: 'violet',
    title: 'Violet',
    use: 'Tags and data visualisation.',
    colors: { 10: '#fff2f8', 20: '#ffddef', 30: '#f9b9dc', 40: '#eb91c5', 50: '#d568a9', 60: '#b5418b', 70: '#902e6d', 80: '#6f2354', 90: '#50173b', 100: '#320d24' },
  },
]

/** PURE are the two base colours outside the palettes. */
export const PURE = { white: '#ffffff', black: '#000000' } as const

/** BaseColorName is the name of a base colour: a palette step such as 'primary-60', or white or black. */
export type BaseColorName = `${PaletteName}-${Step}` | keyof typeof PURE

/** BASE_COLORS maps every base colour name to its value, in palette order. */
export const BASE_COLORS: ReadonlyMap<BaseColorName, string> = new Map<BaseColorName, string>([
  ...PALETTES.flatMap((p) => STEPS.map((s) => [`${p.name}-${s}`, p.colors[s]] as [BaseColorName, string])),
  ...(Object.entries(PURE) as [BaseColorName, string][]),
])

export const TOKEN_GROUPS = ['ui', 'text', 'interactive', 'support', 'field', 'icon'] as const
export type TokenGroup = (typeof TOKEN_GROUPS)[number]

/** SemanticToken names a colour by its role; light and dark are the base colours it takes in each scheme. */
export interface SemanticToken {
  name: string
  group: TokenGroup
  light: BaseColorName
  dark: BaseColorName
  description: string
}

const t = (group: TokenGroup, name: string, light: BaseColorName, dark: BaseColorName, description: string): SemanticToken => ({ name, group, light, dark, description })

const support = (kind: 'error' | 'warning' | 'success' | 'info', hue: PaletteName, what: string): SemanticToken[] => [
  t('support', `support-${kind}`, `${hue}-60`, `${hue}-40`, `Icons, borders and bars that signal ${what}`),
  t('support', `support-${kind}-bg`, `${hue}-10`, `${hue}-100`, `Background of ${kind} banners, toasts and field messages`),
  t('support', `support-${kind}-dark`, `${hue}-70`, `${hue}-30`, `Text on the ${kind} background`),
  t('support', `support-${kind}-light`, `${hue}-20`, `${hue}-90`, `Tinted fill of ${kind} tags and badges`),
]

/** SEMANTIC_TOKENS name colours by their role; components use these, never a palette step. */
export const SEMANTIC_TOKENS: readonly SemanticToken[] = [
  t('ui', 'ui-background', 'white', 'gray-100', 'Page background'),
  t('ui', 'ui-background-shade', 'gray-10', 'gray-90', 'A second page background, behind cards and panels'),
  t('ui', 'ui-01', 'gray-10', 'gray-90', 'Quiet surfaces: code blocks, table headers, toolbars'),
  t('ui', 'ui-02', 'gray-20', 'gray-80', 'Dividers and quiet borders'),
  t('ui', 'ui-03', 'gray-30', 'gray-70', 'Strong borders and hover outlines'),
  t('ui', 'ui-04', 'gray-60', 'gray-40', 'Borders that must be seen: checkboxes, radio buttons, toggles'),
  t('ui', 'ui-05', 'primary-10', 'primary-100', 'Selected rows and highlighted areas'),
  t('ui', 'ui-inverse', 'gray-90', 'gray-10', 'Surfaces of the opposite scheme: tooltips, snackbars'),

  t('text', 'text-01', 'gray-90', 'gray-10', 'Primary text and headings'),
  t('text', 'text-02', 'gray-70', 'gray-30', 'Secondary text: descriptions, labels'),
  t('text', 'text-03', 'gray-60', 'gray-40', 'Help text, captions and placeholders (on the page background only)'),
  t('text', 'text-04', 'white', 'white', 'Text on coloured fills such as a primary button'),
  t('text', 'text-05', 'gray-40', 'gray-60', 'Disabled text'),
  t('text', 'text-inverse', 'white', 'gray-90', 'Text on ui-inverse'),
  t('text', 'text-link', 'primary-70', 'primary-30', 'Links'),
  t('text', 'text-link-hover', 'primary-80', 'primary-20', 'Links under the pointer'),

  t('interactive', 'interactive-01', 'primary-60', 'primary-60', 'Primary buttons and checked controls'),
  t('interactive', 'interactive-01-hover', 'primary-70', 'primary-70', 'Primary buttons under the pointer'),
  t('interactive', 'interactive-01-active', 'primary-80', 'primary-80', 'Primary buttons while pressed'),
  t('interactive', 'interactive-02', 'gray-10', 'gray-90', 'Secondary buttons'),
  t('interactive', 'interactive-02-hover', 'gray-20', 'gray-80', 'Secondary buttons under the pointer'),
  t('interactive', 'interactive-02-active', 'gray-30', 'gray-70', 'Secondary buttons while pressed'),
  t('interactive', 'interactive-03', 'primary-70', 'primary-30', 'Text buttons and selected navigation'),
  t('interactive', 'interactive-03-hover', 'primary-10', 'primary-90', 'Background of text buttons under the pointer'),
  t('interactive', 'interactive-disabled', 'gray-20', 'gray-80', 'Fill of disabled controls'),
  t('interactive', 'focus', 'primary-50', 'primary-40', 'Focus ring'),
  t('interactive', 'danger', 'red-60', 'red-60', 'Destructive buttons'),
  t('interactive', 'danger-hover', 'red-70', 'red-70', 'Destructive buttons under the pointer'),

  ...support('error', 'red', 'an error'),
  ...support('warning', 'orange', 'a warning'),
  ...support('success', 'green', 'success'),
  ...support('info', 'blue', 'information'),

  t('field', 'field-background', 'white', 'gray-90', 'Inside of text fields, selects and text areas'),
  t('field', 'field-background-disabled', 'gray-10', 'gray-80', 'Inside of disabled fields'),
  t('field', 'field-text', 'gray-90', 'gray-10', 'Value typed into a field'),
  t('field', 'field-placeholder', 'gray-60', 'gray-40', 'Placeholder of an empty field'),
  t('field', 'field-border', 'gray-50', 'gray-50', 'Field border at rest'),
  t('field', 'field-border-hover', 'gray-70', 'gray-30', 'Field border under the pointer'),
  t('field', 'field-border-focus', 'primary-60', 'primary-40', 'Field border while it has focus'),
  t('field', 'field-border-error', 'red-60', 'red-40', 'Border of a field with an error'),

  t('icon', 'icon-01', 'gray-80', 'gray-20', 'Icons that carry meaning on their own'),
  t('icon', 'icon-02', 'gray-60', 'gray-40', 'Icons beside text that already says it'),
  t('icon', 'icon-03', 'white', 'white', 'Icons on coloured fills'),
  t('icon', 'icon-interactive', 'primary-60', 'primary-40', 'Icons of icon buttons and links'),
]

/**
 * CONTRAST_PAIRS are the foreground/background token pairs the library puts
 * together, with the WCAG 2 contrast ratio each must reach in both schemes
 * (4.5 for text, 3 for icons, borders and focus rings). A test checks them.
 */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [fg: string, bg: string, min: number]> = [
  ['text-01', 'ui-background', 4.5],
  ['text-01', 'ui-01', 4.5],
  ['text-01', 'ui-05', 4.5],
  ['text-02', 'ui-background', 4.5],
  ['text-02', 'ui-01', 4.5],
  ['text-03', 'ui-background', 4.5],
  ['text-04', 'interactive-01', 4.5],
  ['text-04', 'interactive-01-hover', 4.5],
  ['text-04', 'danger', 4.5],
  ['text-inverse', 'ui-inverse', 4.5],
  ['text-link', 'ui-background', 4.5],
  ['text-link', 'ui-01', 4.5],
  ['text-link-hover', 'ui-background', 4.5],
  ['text-01', 'interactive-02', 4.5],
  ['interactive-03', 'ui-background', 4.5],
  ['interactive-03', 'interactive-03-hover', 4.5],
  ['field-text', 'field-background', 4.5],
  ['field-placeholder', 'field-background', 4.5],
  ['field-border', 'field-background', 3],
  ['field-border-focus', 'field-background', 3],
  ['field-border-error', 'field-background', 3],
  ['ui-04', 'ui-background', 3],
  ['focus', 'ui-background', 3],
  ['icon-01', 'ui-background', 3],
  ['icon-02', 'ui-background', 3],
  ['icon-03', 'interactive-01', 3],
  ['icon-interactive', 'ui-background', 3],
  ...(['error', 'warning', 'success', 'info'] as const).flatMap((k) => [
    [`support-${k}`, 'ui-background', 3] as const,
    [`support-${k}-dark`, `support-${k}-bg`, 4.5] as const,
    [`support-${k}-dark`, `support-${k}-light`, 4.5] as const,
    [`support-${k}`, `support-${k}-bg`, 3] as const,
  ]),
]

/** UNIT_PX is the size of one unit in CSS pixels (at the browser's default 16 px root size). */
export const UNIT_PX = 4
const ROOT_PX = 16

/** UnitToken is one step of the spacing scale. */
export interface UnitToken {
  name: string
  /** units is the size in units: 0.25 for the quarter unit */
  units: number
  px: number
  rem: string
}

const unit = (suffix: string, units: number): UnitToken => ({ name: `unit-${suffix}`, units, px: units * UNIT_PX, rem: `${(units * UNIT_PX) / ROOT_PX}rem` })

/** UNITS is the spacing scale: 1 unit = 4 px, with a quarter and a half unit for hairlines and fine offsets. */
export const UNITS: readonly UnitToken[] = [
  unit('q', 0.25),
  unit('h', 0.5),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16].map((n) => unit(String(n), n)),
]

export interface ValueToken {
  name: string
  value: string
  description: string
}

const v = (name: string, value: string, description: string): ValueToken => ({ name, value, description })

/**
 * FONT_SANS_JA is font-sans inside lang="ja": Noto Sans JP, which the app
 * loads only for Japanese examples, comes second. Outside Japanese text the
 * fallback stays the system's, so a glyph Noto Sans lacks looks the same
 * whether or not a Japanese page was shown before.
 */
export const FONT_SANS_JA = "'Noto Sans', 'Noto Sans JP', sans-serif"

/** FONTS are the families and weights. */
export const FONTS: readonly ValueToken[] = [
  v('font-sans', "'Noto Sans', sans-serif", 'Every text of the interface; inside lang="ja" Noto Sans JP comes second'),
  v('font-mono', "'Noto Sans Mono', monospace", 'Code, identifiers and tabular figures'),
  v('font-weight-regular', '400', 'Body text'),
  v('font-weight-semibold', '600', 'Headings, labels and emphasis in tables'),
  v('font-weight-bold', '700', 'Strong emphasis inside running text'),
  v('line-height', '1.5', 'Line height of running text'),
]

/** FONT_SIZES is the type scale, in rem of a 16 px root. */
export const FONT_SIZES: readonly ValueToken[] = [
  v('font-size-caption', '0.75rem', '12 px: captions, badges, labels above values'),
  v('font-size-small', '0.875rem', '14 px: dense tables, help text, secondary lines'),
  v('font-size-body', '1rem', '16 px: body text'),
  v('font-size-large', '1.125rem', '18 px: lead paragraphs'),
  v('font-size-h3', '1.25rem', '20 px: third-level headings'),
  v('font-size-h2', '1.5rem', '24 px: second-level headings and key values'),
  v('font-size-h1', '2rem', '32 px: page titles'),
]

/**
 * BADGE_FONT_SIZES sit below the type scale, for tags only: a word or two in
 * capitals reads larger than lowercase text of the same size.
 */
export const BADGE_FONT_SIZES: readonly ValueToken[] = [
  v('font-size-badge', '0.6875rem', '11 px: tags beside a page title, "required" in props tables'),
  v('font-size-badge-small', '0.625rem', '10 px: tags beside the pages of the action bar'),
]

/** TextStyle is a complete text setting, emitted as a `font` shorthand token. */
export interface TextStyle {
  name: string
  title: string
  weight: 'regular' | 'semibold' | 'bold'
  size: string
  /** lineHeight is in rem, so lines stay on the 4 px grid */
  lineHeight: string
  family: 'sans' | 'mono'
  use: string
}

const style = (name: string, title: string, weight: TextStyle['weight'], size: string, lineHeight: string, use: string, family: TextStyle['family'] = 'sans'): TextStyle => ({ name, title, weight, size, lineHeight, family, use })

/** TEXT_STYLES are the text styles of the library, largest first; use them with `font: var(--type-<name>)`. */
export const TEXT_STYLES: readonly TextStyle[] = [
  style('heading-1', 'Heading 1', 'semibold', 'font-size-h1', '2.5rem', 'The page title, once per page'),
  style('heading-2', 'Heading 2', 'semibold', 'font-size-h2', '2rem', 'Sections of a page'),
  style('heading-3', 'Heading 3', 'semibold', 'font-size-h3', '1.75rem', 'Groups inside a section, card titles'),
  style('heading-4', 'Heading 4', 'semibold', 'font-size-body', '1.5rem', 'Small headings in dense layouts, table group rows'),
  style('key-value', 'Key value', 'semibold', 'font-size-h2', '2rem', 'A figure the reader came for: a total, a count, a status'),
  style('lead', 'Lead', 'regular', 'font-size-large', '1.75rem', 'The opening paragraph under a page title'),
  style('body', 'Body', 'regular', 'font-size-body', '1.5rem', 'Running text, field values, table cells'),
  style('body-strong', 'Body strong', 'semibold', 'font-size-body', '1.5rem', 'Emphasis and the value next to a label'),
  style('body-small', 'Body small', 'regular', 'font-size-small', '1.25rem', 'Dense tables, help text, secondary lines'),
  style('label', 'Label', 'semibold', 'font-size-caption', '1rem', 'The label above a value or a field'),
  style('caption', 'Caption', 'regular', 'font-size-caption', '1rem', 'Captions, time stamps, footnotes'),
  style('code', 'Code', 'regular', 'font-size-small', '1.25rem', 'Code, identifiers and file names', 'mono'),
]

/** SHAPES are the corner radii. */
export const RADII: readonly ValueToken[] = [
  v('radius-small', '2px', 'Badges, checkboxes'),
  v('radius', '4px', 'Buttons, fields, cards: the default'),
  v('radius-large', '8px', 'Dialogs, popovers, large panels'),
  v('radius-round', '9999px', 'Pills and avatars'),
]

/** SHADOWS lift a surface above the page, one step per layer. */
export const SHADOWS: readonly ValueToken[] = [
  v('shadow-1', '0 1px 3px rgb(0 0 0 / 0.15)', 'Raised: cards, sticky headers'),
  v('shadow-2', '0 4px 12px rgb(0 0 0 / 0.18)', 'Floating: toasts, dropdowns, popovers'),
  v('shadow-3', '0 8px 24px rgb(0 0 0 / 0.2)', 'Drawers'),
  v('shadow-4', '0 16px 48px rgb(0 0 0 / 0.24)', 'Modal dialogs'),
]

/** MOTION are the durations and the easing of transitions. */
export const MOTION: readonly ValueToken[] = [
  v('duration-short', '120ms', 'Hover and focus feedback'),
  v('duration-medium', '200ms', 'Small elements entering or leaving: toasts, dropdowns'),
  v('duration-long', '300ms', 'Large movements: drawers, accordions'),
  v('easing', 'cubic-bezier(0.2, 0, 0, 1)', 'The easing of every transition'),
]

/** LAYERS are the stacking order of overlays: a popover shows above a modal that holds it. */
export const LAYERS: readonly ValueToken[] = [
  v('z-drawer', '800', 'Drawers'),
  v('z-modal', '900', 'Modal dialogs and their backdrop'),
  v('z-popover', '1000', 'Popovers, dropdowns and filter popups'),
  v('z-toaster', '1100', 'Toasts, above everything else'),
]

export { BREAKPOINTS, type Breakpoint } from './breakpoints'

/** BREAKPOINT_USES says what changes at each breakpoint. */
export const BREAKPOINT_USES: Record<Breakpoint, string> = {
  sm: 'Large phones and small tablets: fields may sit side by side, dialogs stop filling the screen',
  md: 'Tablets: the navbar moves from a bar across the top to a column at the side',
  lg: 'Small laptops: room for a content column and a side panel',
  xl: 'Desktops: more columns in grids and tables, wider dialogs',
}
