// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ADJACENT_PAGES,
  ariaSort,
  changePageSize,
  coercePageSize,
  compareCellValues,
  completeColumnOrder,
  decimalSeparatorOf,
  DEFAULT_PAGE_INDEX,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  emptyMessageKey,
  formatNumber,
  hasUniqueIds,
  isPageSizeOptions,
  leafOrder,
  moveColumn,
  nextOrdering,
  normalizePageIndex,
  normalizePageState,
  NUMBER_DECIMAL_PLACES,
  pageCount,
  pageKey,
  resultsRange,
  ROW_HEIGHT_PX,
  selectionAfterPageChange,
  SKELETON_ROW_HEIGHT,
  SKELETON_ROWS,
  sortDirections,
  tableViewState,
  toggleExpansion,
  usablePageSizeOptions,
  visibleSelection,
  type CellValue,
  type Ordering,
  type SortBehavior,
} from './logic'

const NBSP = '\u00a0'

describe('the constants', () => {
  it('are the table’s defaults', () => {
    expect(DEFAULT_PAGE_INDEX).toBe(0)
    expect(DEFAULT_PAGE_SIZE).toBe(10)
    expect(DEFAULT_PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100])
    expect(ADJACENT_PAGES).toBe(2)
    expect(SKELETON_ROWS).toBe(3)
    expect(SKELETON_ROW_HEIGHT).toBe('2rem')
    expect(ROW_HEIGHT_PX).toBe(44)
    expect(NUMBER_DECIMAL_PLACES).toBe(2)
  })
})

describe('the sort cycle', () => {
  /** cycle clicks a column's header n times from unsorted and lists the directions. */
  const cycle = (behavior: SortBehavior | undefined, clicks: number) => {
    let o: Ordering | null = null
    const seen: string[] = []
    for (let i = 0; i < clicks; i++) {
      o = nextOrdering(o, 'amount', behavior)
      seen.push(o ? o.direction : 'none')
    }
    return seen.join(' ')
  }
  it('asc-desc (the default): unsorted, ascending, descending, unsorted', () => {
    expect(cycle(undefined, 4)).toBe('asc desc none asc')
    expect(cycle('asc-desc', 6)).toBe('asc desc none asc desc none')
  })
  it('desc-asc: unsorted, descending, ascending, unsorted', () => {
    expect(cycle('desc-asc', 6)).toBe('desc asc none desc asc none')
  })
  it('starts another column’s cycle at its first direction', () => {
    expect(nextOrdering({ columnId: 'amount', direction: 'asc' }, 'customer', 'asc-desc')).toEqual({ columnId: 'customer', direction: 'asc' })
    expect(nextOrdering({ columnId: 'amount', direction: 'desc' }, 'date', 'desc-asc')).toEqual({ columnId: 'date', direction: 'desc' })
  })
  it('names the directions in click order', () => {
    expect(sortDirections('asc-desc')).toEqual(['asc', 'desc'])
    expect(sortDirections('desc-asc')).toEqual(['desc', 'asc'])
  })
  it('gives the header its aria-sort', () => {
    expect(ariaSort(null, 'a')).toBe('none')
    expect(ariaSort({ columnId: 'a', direction: 'asc' }, 'a')).toBe('ascending')
    expect(ariaSort({ columnId: 'a', direction: 'desc' }, 'a')).toBe('descending')
    expect(ariaSort({ columnId: 'b', direction: 'desc' }, 'a')).toBe('none')
  })
})

describe('page sizes', () => {
  const cases: Array<[number, readonly number[] | undefined, number]> = [
    [10, undefined, 10],
    [25, undefined, 25],
    [100, undefined, 100],
    [30, undefined, 25], // the nearest smaller option
    [99, undefined, 50],
    [1000, undefined, 100],
    [7, undefined, 10], // none smaller: the first
    [5, [5, 20], 5],
    [19, [5, 20], 5],
    [NaN, undefined, 10],
    [30, [25, 10], 25], // options that break the rule: the defaults apply
  ]
  for (const [size, options, want] of cases) {
    it(`${size} with options ${options ? options.join(', ') : 'by default'}: ${want}`, () => expect(coercePageSize(size, options)).toBe(want))
  }

  it('accepts strictly increasing whole numbers of at least 5', () => {
    expect(isPageSizeOptions([10, 25, 50, 100])).toBe(true)
    expect(isPageSizeOptions([5])).toBe(true)
    expect(isPageSizeOptions([])).toBe(true)
    expect(isPageSizeOptions([10, 10])).toBe(false)
    expect(isPageSizeOptions([25, 10])).toBe(false)
    expect(isPageSizeOptions([4, 10])).toBe(false)
    expect(isPageSizeOptions([10, 12.5])).toBe(false)
  })
  it('falls back to the defaults for broken or empty options', () => {
    expect(usablePageSizeOptions(undefined)).toBe(DEFAULT_PAGE_SIZE_OPTIONS)
    expect(usablePageSizeOptions([])).toBe(DEFAULT_PAGE_SIZE_OPTIONS)
    expect(usablePageSizeOptions([50, 10])).toBe(DEFAULT_PAGE_SIZE_OPTIONS)
    expect(usablePageSizeOptions([5, 15])).toEqual([5, 15])
  })
  it('goes back to the first page on a new page size', () => {
    expect(changePageSize(25, DEFAULT_PAGE_SIZE_OPTIONS)).toEqual({ pageIndex: 0, pageSize: 25 })
    expect(changePageSize(30, DEFAULT_PAGE_SIZE_OPTIONS)).toEqual({ pageIndex: 0, pageSize: 25 })
  })
})

describe('the page index', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
    expect(pageCount(57, 25)).toBe(3)
  })
  const cases: Array<[number, number, number | null, number]> = [
    [0, 10, 57, 0],
    [5, 10, 57, 5], // the last page, rows 51 to 57
    [6, 10, 57, 0], // past the rows: the first page
    [3, 25, 57, 0],
    [-1, 10, 57, 0],
    [1.5, 10, 57, 0],
    [2, 10, 0, 0],
    [40, 10, null, 40], // unknown row count: kept
  ]
  for (const [index, size, rows, want] of cases) {
    it(`index ${index}, ${size} a page, ${rows} rows: ${want}`, () => expect(normalizePageIndex(index, size, rows)).toBe(want))
  }
  it('normalizes size and index together', () => {
    expect(normalizePageState({ pageIndex: 4, pageSize: 30 }, DEFAULT_PAGE_SIZE_OPTIONS, 120)).toEqual({ pageIndex: 4, pageSize: 25 })
    expect(normalizePageState({ pageIndex: 5, pageSize: 30 }, DEFAULT_PAGE_SIZE_OPTIONS, 120)).toEqual({ pageIndex: 0, pageSize: 25 })
    expect(normalizePageState({}, DEFAULT_PAGE_SIZE_OPTIONS, null)).toEqual({ pageIndex: 0, pageSize: 10 })
  })
  it('gives the results range of a page, from 1', () => {
    expect(resultsRange({ pageIndex: 0, pageSize: 10 }, 57)).toEqual({ from: 1, to: 10 })
    expect(resultsRange({ pageIndex: 5, pageSize: 10 }, 57)).toEqual({ from: 51, to: 57 })
    expect(resultsRange({ pageIndex: 0, pageSize: 10 }, 0)).toEqual({ from: 0, to: 0 })
  })
})

describe('number cells', () => {
  const cases: Array<[number, string, number | undefined, string]> = [
    [1234567.891, '.', undefined, `1${NBSP}234${NBSP}567.89`],
    [1234567.891, ',', undefined, `1${NBSP}234${NBSP}567,89`],
    [0, '.', undefined, '0.00'],
    [999, '.', undefined, '999.00'],
    [1000, '.', 0, `1${NBSP}000`],
    [12000, ',', 0, `12${NBSP}000`],
    [0.0042, ',', 3, '0,004'],
    [1234.5, '.', 3, `1${NBSP}234.500`],
    [-12.5, ',', undefined, '-12,50'],
    [-0.001, '.', 2, '0.00'],
    [2.005, '.', 1, '2.0'],
  ]
  for (const [value, sep, places, want] of cases) {
    it(`${value} with '${sep}' and ${places ?? 'default'} places: ${want}`, () => expect(formatNumber(value, sep, places)).toBe(want))
  }
  it('takes the decimal separator from the locale', () => {
    expect(decimalSeparatorOf('en-US')).toBe('.')
    expect(decimalSeparatorOf('ja-JP')).toBe('.')
    expect(decimalSeparatorOf('de-DE')).toBe(',')
    expect(decimalSeparatorOf('fr-FR')).toBe(',')
    expect(decimalSeparatorOf('es-ES')).toBe(',')
    expect(decimalSeparatorOf('uk-UA')).toBe(',')
    expect(decimalSeparatorOf('not a locale!')).toBe('.')
  })
})

describe('compareCellValues', () => {
  const sorted = (values: CellValue[]) => [...values].sort((a, b) => compareCellValues(a, b))
  it('orders numbers by value, text with numbers in it as numbers, ignoring case', () => {
    expect(sorted([10, 2, -1, 2.5])).toEqual([-1, 2, 2.5, 10])
    expect(sorted(['item 10', 'Item 2', 'apple'])).toEqual(['apple', 'Item 2', 'item 10'])
  })
  it('puts false before true and empty cells last', () => {
    expect(sorted([true, null, false, ''])).toEqual([false, true, null, ''])
    expect(compareCellValues(undefined, 'a')).toBe(1)
    expect(compareCellValues(null, undefined)).toBe(0)
    expect(sorted(['b', null, 'a'])).toEqual(['a', 'b', null])
  })
  it('orders mixed types numbers, yes/no, text', () => {
    expect(sorted(['x', true, 3])).toEqual([3, true, 'x'])
  })
})

describe('columns', () => {
  it('have unique ids', () => {
    expect(hasUniqueIds([{ id: 'a' }, { id: 'b' }])).toBe(true)
    expect(hasUniqueIds([{ id: 'a' }, { id: 'a' }])).toBe(false)
    expect(hasUniqueIds([{ id: 1 }, { id: '1' }])).toBe(false)
  })
  it('complete a wanted order: known ids once, in order, then the rest', () => {
    expect(completeColumnOrder(['c', 'a'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b'])
    expect(completeColumnOrder(['x', 'b', 'b'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c'])
    expect(completeColumnOrder([], ['a', 'b'])).toEqual(['a', 'b'])
  })
  it('move one column to another’s place', () => {
    expect(moveColumn(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
    expect(moveColumn(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
    expect(moveColumn(['a', 'b'], 'a', 'x')).toEqual(['a', 'b'])
  })
  it('keep expand and select first and actions last', () => {
    expect(leafOrder(['b', 'a'], { expand: true, select: true, actions: true })).toEqual(['expand', 'select', 'b', 'a', 'actions'])
    expect(leafOrder(['a'], { expand: false, select: true, actions: false })).toEqual(['select', 'a'])
  })
})

describe('row expansion', () => {
  it('multi opens any number', () => {
    expect(toggleExpansion(['1'], '2', 'multi')).toEqual(['1', '2'])
    expect(toggleExpansion(['1', '2'], '1', 'multi')).toEqual(['2'])
  })
  it('single keeps one open', () => {
    expect(toggleExpansion(['1'], '2', 'single')).toEqual(['2'])
    expect(toggleExpansion(['2'], '2', 'single')).toEqual([])
  })
  it('off opens none', () => expect(toggleExpansion(['1'], '2', 'off')).toEqual([]))
})

describe('row selection', () => {
  const page0 = pageKey({ pageIndex: 0, pageSize: 10 })
  const page1 = pageKey({ pageIndex: 1, pageSize: 10 })
  it('off shows none', () => expect(visibleSelection('off', ['1'], page0, page0, ['1'])).toEqual([]))
  it('multi-page keeps the selection across pages', () => {
    expect(visibleSelection('multi-page', ['1', '15'], page0, page1, ['11', '15'])).toEqual(['1', '15'])
    expect(selectionAfterPageChange('multi-page', ['1'])).toEqual(['1'])
  })
  it('single-page: a page change clears it', () => {
    expect(visibleSelection('single-page', ['1', '2'], page0, page0, ['1', '2', '3'])).toEqual(['1', '2'])
    expect(visibleSelection('single-page', ['1', '2'], page0, page1, ['11', '12'])).toEqual([])
    expect(visibleSelection('single-page', ['1', '99'], page0, page0, ['1', '2'])).toEqual(['1'])
    expect(selectionAfterPageChange('single-page', ['1'])).toEqual([])
  })
  it('names pages by index and size', () => expect(pageKey({ pageIndex: 2, pageSize: 25 })).toBe('2:25'))
})

describe('the view state and the empty message', () => {
  it('is loading, empty or filled', () => {
    expect(tableViewState(true, 5)).toBe('loading')
    expect(tableViewState(false, 0)).toBe('empty')
    expect(tableViewState(false, 3)).toBe('filled')
  })
  it('says No items, No results or No matching data', () => {
    expect(emptyMessageKey('none')).toBe('table.noItems')
    expect(emptyMessageKey('search')).toBe('table.noResults')
    expect(emptyMessageKey('filters')).toBe('table.noMatch')
  })
})
