/**
 * The grid's rules: 24 columns, a column spans all of them unless told, and
 * responsive spans take over from a breakpoint up (mobile first). No React,
 * no DOM.
 */

import { BREAKPOINTS, type Breakpoint } from '../tokens/breakpoints'

export const GRID_COLUMNS = 24
const DEFAULT_SPAN = GRID_COLUMNS
const DEFAULT_GUTTER = 16
const DEFAULT_GAP = 0

/** BREAKPOINT_KEYS are the tokens' breakpoints, narrowest first: a responsive span applies from its width up. */
export const BREAKPOINT_KEYS = Object.keys(BREAKPOINTS) as Breakpoint[]

export const ROW_ALIGNS = ['top', 'center', 'bottom', 'stretch'] as const
export const ROW_JUSTIFIES = ['start', 'center', 'end', 'space-between', 'space-around'] as const
export type RowAlign = (typeof ROW_ALIGNS)[number]
export type RowJustify = (typeof ROW_JUSTIFIES)[number]

/** ColSpans is what decides a column's width: its span and its spans per breakpoint. */
export interface ColSpans {
  span?: number
  sm?: number | null
  md?: number | null
  lg?: number | null
  xl?: number | null
}

/** isSpan tells whether n is a whole number of columns between 1 and 24. */
export function isSpan(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= GRID_COLUMNS
}

/** isShift tells whether n is a whole number of columns to offset, push or pull by: 0 to 23. */
export function isShift(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < GRID_COLUMNS
}

/**
 * resolveSpan is the number of columns a column spans in a viewport of the
 * given width: the span of the largest breakpoint at or below the width that
 * has one, else span, else 24. Invalid spans are ignored.
 */
export function resolveSpan(col: ColSpans, width: number): number {
  let span = isSpan(col.span) ? col.span : DEFAULT_SPAN
  for (const bp of BREAKPOINT_KEYS) {
    const v = col[bp]
    if (width >= BREAKPOINTS[bp] && isSpan(v)) span = v
  }
  return span
}

/** spanSchedule lists, from 0 px up, the widths at which the column's span changes and the span from there. */
export function spanSchedule(col: ColSpans): Array<{ from: number; span: number }> {
  const out = [{ from: 0, span: resolveSpan(col, 0) }]
  for (const bp of BREAKPOINT_KEYS) {
    const from = BREAKPOINTS[bp]
    const span = resolveSpan(col, from)
    if (span !== out[out.length - 1].span) out.push({ from, span })
  }
  return out
}

/**
 * columnWidth is the width in px of a column spanning span columns in a row
 * content-width px wide with the gutter between columns: 24 columns of span
 * 1, or any spans adding up to 24, fill the row exactly.
 */
export function columnWidth(span: number, rowWidth: number, gutter: number): number {
  return (span / GRID_COLUMNS) * (rowWidth + gutter) - gutter
}

/** ColLayout is what the view puts on a column: class keys for the breakpoints it overrides, and its CSS variables. */
export interface ColLayout {
  classes: Breakpoint[]
  style: Record<string, string>
}

/** colLayout turns a column's props into its class keys and CSS custom properties. */
export function colLayout(props: ColSpans & { offset?: number | null; push?: number | null; pull?: number | null }): ColLayout {
  const style: Record<string, string> = { '--col-span': String(isSpan(props.span) ? props.span : DEFAULT_SPAN) }
  const classes: Breakpoint[] = []
  for (const bp of BREAKPOINT_KEYS) {
    const v = props[bp]
    if (isSpan(v)) {
      classes.push(bp)
      style[`--col-${bp}`] = String(v)
    }
  }
  if (isShift(props.offset) && props.offset > 0) style['--col-offset'] = String(props.offset)
  const shift = (isShift(props.push) ? props.push : 0) - (isShift(props.pull) ? props.pull : 0)
  if (shift !== 0) style['--col-shift'] = String(shift)
  return { classes, style }
}

const ALIGN_CSS: Record<RowAlign, string> = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' }
const JUSTIFY_CSS: Record<RowJustify, string> = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between', 'space-around': 'space-around' }

/** rowStyle turns a row's props into its CSS: the gutter between columns, the gap between lines, the alignment. */
export function rowStyle(props: { gutter?: number; gap?: number; align?: RowAlign; justify?: RowJustify }): Record<string, string> {
  const px = (n: number | undefined, fallback: number) => `${typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback}px`
  return {
    '--row-gutter': px(props.gutter, DEFAULT_GUTTER),
    '--row-gap': px(props.gap, DEFAULT_GAP),
    alignItems: ALIGN_CSS[props.align ?? ROW_DEFAULTS.align] ?? ALIGN_CSS[ROW_DEFAULTS.align],
    justifyContent: JUSTIFY_CSS[props.justify ?? ROW_DEFAULTS.justify] ?? JUSTIFY_CSS[ROW_DEFAULTS.justify],
  }
}

/** ROW_DEFAULTS are the defaults of rowSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const ROW_DEFAULTS = { gutter: DEFAULT_GUTTER, gap: DEFAULT_GAP, align: 'top', justify: 'start', tag: 'div' } as const

/** COL_DEFAULTS are the defaults of colSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const COL_DEFAULTS = { span: DEFAULT_SPAN, sm: null, md: null, lg: null, xl: null, offset: null, push: null, pull: null, tag: 'div' } as const
