/**
 * The text area's rules: 5 rows unless told, and the auto-size height: the
 * content's scroll height plus 3 px, up to maxHeight, past which the text
 * area keeps that height and scrolls. No React, no DOM.
 */
import { FIELD_DEFAULTS } from '../field/logic'

export const DEFAULT_ROWS = 5

/** AUTO_SIZE_EXTRA is what auto-size adds to the scroll height, in CSS pixels, so the last line never touches the border. */
export const AUTO_SIZE_EXTRA = 3

/** AutoSize is the height to set and whether the text area scrolls at it. */
export interface AutoSize {
  height: number
  overflow: 'hidden' | 'auto'
}

/**
 * autoSizeHeight is the height of an auto-sized text area whose content is
 * scrollHeight px high: scrollHeight + 3, or maxHeight with a scroll bar when
 * that is more. A maxHeight of null (or not a positive number) means no limit.
 */
export function autoSizeHeight(scrollHeight: number, maxHeight?: number | null): AutoSize {
  const wanted = Math.max(0, scrollHeight) + AUTO_SIZE_EXTRA
  if (typeof maxHeight === 'number' && maxHeight > 0 && wanted > maxHeight) return { height: maxHeight, overflow: 'auto' }
  return { height: wanted, overflow: 'hidden' }
}

/** TEXT_AREA_DEFAULTS are the defaults of textAreaSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TEXT_AREA_DEFAULTS = { ...FIELD_DEFAULTS, rows: DEFAULT_ROWS, autoSize: false, maxHeight: null } as const
