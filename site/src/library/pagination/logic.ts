/**
 * The pagination's rules: how many pages there are, and which page buttons
 * each style shows. Pages count from 1. No React, no DOM.
 */

export const PAGE_SIZE = 10
export const ADJACENT_AMOUNT = 1
export const PAGING_STYLES = ['expand', 'flex', 'fraction'] as const
export type PagingStyle = (typeof PAGING_STYLES)[number]

export const RULE_TOTAL_NULL_FLEX_ONLY = 'total null is allowed only in flex style'

/** PageItem is one entry of the list of page buttons: a page, or a gap shown as an ellipsis. */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; at: 'start' | 'end' }

/** pageCount is the number of pages for total items, pageSize a page; at least 1; null when total is unknown (null). */
export function pageCount(total: number | null, pageSize = PAGE_SIZE): number | null {
  if (total === null) return null
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : PAGE_SIZE
  const t = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0
  return Math.max(1, Math.ceil(t / size))
}

/** clampPage keeps page between 1 and max (max null: no upper bound); a page that is not a whole number becomes 1. */
export function clampPage(page: number, max: number | null): number {
  const p = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.max(1, max === null ? p : Math.min(max, p))
}

/** canGoPrevious: not on the first page. */
export function canGoPrevious(page: number): boolean {
  return page > 1
}

/** canGoNext: not on the last page; always, when the last page is unknown. */
export function canGoNext(page: number, max: number | null): boolean {
  return max === null || page < max
}

const range = (from: number, to: number): number[] => (to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i))
const pages = (ns: number[]): PageItem[] => ns.map((page) => ({ type: 'page', page }))

/** expandPages lists every page, 1 to max. */
function expandPages(max: number): PageItem[] {
  return pages(range(1, max))
}

/** showsAllPages tells whether the flexible style shows every page: max at most 2·adjacentAmount + 1, or below 2. */
export function showsAllPages(max: number, adjacentAmount = ADJACENT_AMOUNT): boolean {
  return max < 2 || max <= 2 * adjacentAmount + 1
}

/**
 * flexPages lists the flexible style's pages: the first, the last, the
 * current one and adjacentAmount pages on each side of it, with an ellipsis
 * for each gap. A gap of one page shows that page instead, as an ellipsis
 * would take the same room. With max null (total unknown) there is no last
 * page: the list ends with the pages after the current one and an ellipsis.
 */
export function flexPages(page: number, max: number | null, adjacentAmount = ADJACENT_AMOUNT): PageItem[] {
  const adj = Math.max(0, Math.floor(adjacentAmount))
  if (max !== null && showsAllPages(max, adj)) return expandPages(max)
  const current = clampPage(page, max)
  const from = Math.max(1, current - adj)
  const to = max === null ? current + adj : Math.min(max, current + adj)
  const out: PageItem[] = []
  // the start: page 1, then the gap up to the window
  if (from > 1) {
    out.push({ type: 'page', page: 1 })
    if (from === 3) out.push({ type: 'page', page: 2 })
    else if (from > 3) out.push({ type: 'ellipsis', at: 'start' })
  }
  out.push(...pages(range(from, to)))
  if (max === null) {
    out.push({ type: 'ellipsis', at: 'end' })
    return out
  }
  if (to < max) {
    if (to === max - 2) out.push({ type: 'page', page: max - 1 })
    else if (to < max - 2) out.push({ type: 'ellipsis', at: 'end' })
    out.push({ type: 'page', page: max })
  }
  return out
}

/** pageItems lists the page buttons of a style: every page (expand), the flexible list (flex), none (fraction shows 'current / max'). */
export function pageItems(style: PagingStyle, page: number, max: number | null, adjacentAmount = ADJACENT_AMOUNT): PageItem[] {
  switch (style) {
    case 'expand':
      return max === null ? flexPages(page, null, adjacentAmount) : expandPages(max)
    case 'flex':
      return flexPages(page, max, adjacentAmount)
    case 'fraction':
      return []
  }
}

/** fractionText is the fraction style's 'current / max'; with the last page unknown, just the current page. */
export function fractionText(page: number, max: number | null): string {
  return max === null ? String(page) : `${page} / ${max}`
}

/** isTotalAllowed is the rule across props: total null (unknown) is allowed only in flex style. */
export function isTotalAllowed(style: PagingStyle | undefined, total: number | null | undefined): boolean {
  return total !== null || style === 'flex'
}

/** RovingKey is a key that moves the focus between page buttons. */
export type RovingKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'

/**
 * rovingTarget is the index of the page button a key moves the focus to in
 * a list of count buttons from index current: Left and Right stop at the
 * ends, Home and End go to the first and last.
 */
export function rovingTarget(count: number, current: number, key: RovingKey): number {
  if (count <= 0) return -1
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1)
    case 'ArrowRight':
      return Math.min(count - 1, current + 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

/** PagePosition is where the current page is, shown in data-state: the only page, the first, the last, or in between. */
export type PagePosition = 'only' | 'first' | 'last' | 'middle'

export function pagePosition(page: number, max: number | null): PagePosition {
  if (max === 1) return 'only'
  if (page <= 1) return 'first'
  if (max !== null && page >= max) return 'last'
  return 'middle'
}

/** PAGINATION_DEFAULTS are the defaults of paginationSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const PAGINATION_DEFAULTS = { pageSize: PAGE_SIZE, pagingStyle: 'expand', adjacentAmount: ADJACENT_AMOUNT, defaultPage: 1, isFixedWidth: false } as const
