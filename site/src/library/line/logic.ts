/**
 * The line's rules: what kind of line props make, and how the rule is split
 * around the text. No React, no DOM.
 */

export const LINE_POSITIONS = ['center', 'left', 'right'] as const
export type LinePosition = (typeof LINE_POSITIONS)[number]

/** LineKind is what a line renders, shown as data-state: a plain rule, a rule with text, or a rule with a button. */
export type LineKind = 'plain' | 'text' | 'interactive'

const hasText = (text: unknown): text is string => typeof text === 'string' && text.trim() !== ''

/** lineKind: no text is a plain line (a click handler alone has nothing to click); with text it is interactive when it has a handler. */
export function lineKind(p: { text?: string | null; interactive: boolean }): LineKind {
  if (!hasText(p.text)) return 'plain'
  return p.interactive ? 'interactive' : 'text'
}

/**
 * lineSegments says how the two rules around the text grow: a centred text
 * has two equal rules; a left text a short lead rule before it and the rest
 * after; a right text the mirror. An unknown position centres.
 */
export function lineSegments(position: string | undefined): { before: 'grow' | 'lead'; after: 'grow' | 'lead' } {
  if (position === 'left') return { before: 'lead', after: 'grow' }
  if (position === 'right') return { before: 'grow', after: 'lead' }
  return { before: 'grow', after: 'grow' }
}

/** LINE_DEFAULTS are the defaults of lineSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const LINE_DEFAULTS = { text: null, position: 'center' } as const
