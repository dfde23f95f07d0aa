// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ADJACENT_AMOUNT,
  canGoNext,
  canGoPrevious,
  clampPage,
  flexPages,
  fractionText,
  isTotalAllowed,
  PAGE_SIZE,
  pageCount,
  pageItems,
  pagePosition,
  rovingTarget,
  showsAllPages,
  type PageItem,
  type RovingKey,
} from './logic'

/** show writes a list of page items as text: '1 … 4 5 6 … 10'. */
const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ')

describe('the constants', () => {
  it('are 10 items a page and 1 adjacent page', () => {
    expect(PAGE_SIZE).toBe(10)
    expect(ADJACENT_AMOUNT).toBe(1)
  })
})

describe('pageCount', () => {
  const cases: Array<[number | null, number | undefined, number | null]> = [
    [0, undefined, 1],
    [1, undefined, 1],
    [10, undefined, 1],
    [11, undefined, 2],
    [50, 10, 5],
    [500, 10, 50],
    [95, 25, 4],
    [null, 10, null],
  ]
  for (const [total, size, want] of cases) {
    it(`${total} items of ${size ?? 'default'} a page: ${want}`, () => expect(pageCount(total, size)).toBe(want))
  }
})

describe('clampPage, canGoPrevious, canGoNext', () => {
  const cases: Array<{ page: number; max: number | null; clamped: number; prev: boolean; next: boolean }> = [
    { page: 1, max: 5, clamped: 1, prev: false, next: true },
    { page: 3, max: 5, clamped: 3, prev: true, next: true },
    { page: 5, max: 5, clamped: 5, prev: true, next: false },
    { page: 9, max: 5, clamped: 5, prev: true, next: false },
    { page: 0, max: 5, clamped: 1, prev: false, next: true },
    { page: 1, max: 1, clamped: 1, prev: false, next: false },
    { page: 40, max: null, clamped: 40, prev: true, next: true },
  ]
  for (const c of cases) {
    it(`page ${c.page} of ${c.max}`, () => {
      const p = clampPage(c.page, c.max)
      expect(p).toBe(c.clamped)
      expect(canGoPrevious(p)).toBe(c.prev)
      expect(canGoNext(p, c.max)).toBe(c.next)
    })
  }
})

describe('showsAllPages', () => {
  const cases: Array<[number, number, boolean]> = [
    [1, 1, true], // below 2
    [0, 0, true],
    [3, 1, true], // 2·1 + 1
    [4, 1, false],
    [5, 2, true], // 2·2 + 1
    [6, 2, false],
    [1, 0, true],
    [2, 0, false],
  ]
  for (const [max, adj, want] of cases) {
    it(`${max} pages, adjacentAmount ${adj}: ${want}`, () => expect(showsAllPages(max, adj)).toBe(want))
  }
})

describe('flexPages', () => {
  const cases: Array<{ page: number; max: number | null; adj?: number; want: string }> = [
    // every page: the count is at most 2·adjacentAmount + 1, or below 2
    { page: 1, max: 1, want: '1' },
    { page: 2, max: 3, want: '1 2 3' },
    { page: 3, max: 5, adj: 2, want: '1 2 3 4 5' },
    // adjacentAmount 1
    { page: 1, max: 10, want: '1 2 … 10' },
    { page: 2, max: 10, want: '1 2 3 … 10' },
    { page: 3, max: 10, want: '1 2 3 4 … 10' },
    { page: 4, max: 10, want: '1 2 3 4 5 … 10' },
    { page: 5, max: 10, want: '1 … 4 5 6 … 10' },
    { page: 6, max: 10, want: '1 … 5 6 7 … 10' },
    { page: 7, max: 10, want: '1 … 6 7 8 9 10' },
    { page: 8, max: 10, want: '1 … 7 8 9 10' },
    { page: 9, max: 10, want: '1 … 8 9 10' },
    { page: 10, max: 10, want: '1 … 9 10' },
    // a gap of one page shows the page
    { page: 1, max: 4, want: '1 2 3 4' },
    { page: 3, max: 5, want: '1 2 3 4 5' },
    { page: 1, max: 5, want: '1 2 … 5' },
    // adjacentAmount 2 and 0
    { page: 25, max: 50, adj: 2, want: '1 … 23 24 25 26 27 … 50' },
    { page: 1, max: 50, adj: 2, want: '1 2 3 … 50' },
    { page: 50, max: 50, adj: 2, want: '1 … 48 49 50' },
    { page: 5, max: 10, adj: 0, want: '1 … 5 … 10' },
    // a page out of range is taken as the nearest
    { page: 99, max: 10, want: '1 … 9 10' },
    // no total: no last page, an ellipsis after the pages that follow
    { page: 1, max: null, want: '1 2 …' },
    { page: 3, max: null, want: '1 2 3 4 …' },
    { page: 6, max: null, want: '1 … 5 6 7 …' },
    { page: 6, max: null, adj: 2, want: '1 … 4 5 6 7 8 …' },
  ]
  for (const c of cases) {
    it(`page ${c.page} of ${c.max}, adjacentAmount ${c.adj ?? 1}: ${c.want}`, () => expect(show(flexPages(c.page, c.max, c.adj))).toBe(c.want))
  }
  it('names the ellipses by their side', () => {
    expect(flexPages(5, 10).filter((i) => i.type === 'ellipsis')).toEqual([
      { type: 'ellipsis', at: 'start' },
      { type: 'ellipsis', at: 'end' },
    ])
  })
})

describe('pageItems', () => {
  const cases: Array<{ style: 'expand' | 'flex' | 'fraction'; page: number; max: number | null; want: string }> = [
    { style: 'expand', page: 3, max: 5, want: '1 2 3 4 5' },
    { style: 'expand', page: 1, max: 1, want: '1' },
    { style: 'flex', page: 25, max: 50, want: '1 … 24 25 26 … 50' },
    { style: 'fraction', page: 3, max: 5, want: '' },
    // expand without a total breaks a rule; it shows what flex would
    { style: 'expand', page: 3, max: null, want: '1 2 3 4 …' },
  ]
  for (const c of cases) {
    it(`${c.style}, page ${c.page} of ${c.max}: '${c.want}'`, () => expect(show(pageItems(c.style, c.page, c.max))).toBe(c.want))
  }
})

describe('fractionText', () => {
  it("is 'current / max'", () => {
    expect(fractionText(3, 5)).toBe('3 / 5')
    expect(fractionText(1, 1)).toBe('1 / 1')
    expect(fractionText(4, null)).toBe('4')
  })
})

describe('isTotalAllowed', () => {
  const cases: Array<['expand' | 'flex' | 'fraction' | undefined, number | null, boolean]> = [
    ['flex', null, true],
    ['expand', null, false],
    ['fraction', null, false],
    [undefined, null, false],
    ['expand', 50, true],
    ['fraction', 0, true],
  ]
  for (const [style, total, want] of cases) {
    it(`${style ?? '(default)'} with total ${total}: ${want}`, () => expect(isTotalAllowed(style, total)).toBe(want))
  }
})

describe('rovingTarget', () => {
  const cases: Array<[number, RovingKey, number]> = [
    [0, 'ArrowRight', 1],
    [4, 'ArrowRight', 4],
    [2, 'ArrowLeft', 1],
    [0, 'ArrowLeft', 0],
    [3, 'Home', 0],
    [1, 'End', 4],
  ]
  for (const [from, key, want] of cases) {
    it(`${key} from ${from} of 5: ${want}`, () => expect(rovingTarget(5, from, key)).toBe(want))
  }
  it('has nowhere to go without buttons', () => expect(rovingTarget(0, 0, 'Home')).toBe(-1))
})

describe('pagePosition', () => {
  const cases: Array<[number, number | null, string]> = [
    [1, 1, 'only'],
    [1, 5, 'first'],
    [3, 5, 'middle'],
    [5, 5, 'last'],
    [1, null, 'first'],
    [9, null, 'middle'],
  ]
  for (const [page, max, want] of cases) {
    it(`page ${page} of ${max}: ${want}`, () => expect(pagePosition(page, max)).toBe(want))
  }
})
