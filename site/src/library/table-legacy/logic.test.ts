// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../icon/names'
import {
  activeSort,
  ariaSort,
  cellText,
  clampPage,
  commitMutation,
  compareCells,
  DEFAULT_ALIGNMENT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_ORDER,
  duplicateKeys,
  GETTER_NAMES,
  initialState,
  interpolateCount,
  MUTATION_NAMES,
  nextSortOrder,
  normalizeSort,
  pageCount,
  pageSlice,
  parseTranslation,
  pickPart,
  readGetter,
  rowKeyOf,
  SORT_ICONS,
  sortRows,
  tableState,
  toggleSort,
  translateCount,
  UNSORTED,
  type Row,
  type StoreContext,
} from './logic'
import { createTableStore } from './store'

const ctx: StoreContext = { sortableKeys: ['name', 'qty'], locale: 'en-US' }
const rows: Row[] = [
  { id: 1, name: 'Bolt', qty: 40 },
  { id: 2, name: 'anchor', qty: 5 },
  { id: 3, name: 'Clamp', qty: null },
  { id: 4, name: 'Item 10', qty: 5 },
  { id: 5, name: 'Item 2', qty: 12 },
]
const names = (list: Row[]) => list.map((r) => r.name)

describe('defaults', () => {
  it('starts unsorted, left-aligned, 10 rows a page', () => {
    expect(DEFAULT_SORT_ORDER).toBe('none')
    expect(DEFAULT_ALIGNMENT).toBe('left')
    expect(DEFAULT_PAGE_SIZE).toBe(10)
    expect(initialState({})).toEqual({ rows: [], sort: UNSORTED, page: 1, pageSize: 10 })
  })
  it('takes a default sort without order as order none', () => {
    expect(initialState({ sort: { key: 'name' } }).sort).toEqual(UNSORTED)
    expect(initialState({ sort: { key: 'name', order: 'desc' } }).sort).toEqual({ key: 'name', order: 'desc' })
  })
})

describe('the sort cycle', () => {
  it('goes none -> asc -> desc -> none', () => {
    expect(nextSortOrder('none')).toBe('asc')
    expect(nextSortOrder('asc')).toBe('desc')
    expect(nextSortOrder('desc')).toBe('none')
  })
  it('cycles the sorted column and starts another column at asc', () => {
    let sort = toggleSort(UNSORTED, 'name')
    expect(sort).toEqual({ key: 'name', order: 'asc' })
    sort = toggleSort(sort, 'name')
    expect(sort).toEqual({ key: 'name', order: 'desc' })
    expect(toggleSort(sort, 'qty')).toEqual({ key: 'qty', order: 'asc' })
    expect(toggleSort(sort, 'name')).toEqual(UNSORTED)
  })
  it('folds every unsorted form into one', () => {
    expect(normalizeSort(null)).toEqual(UNSORTED)
    expect(normalizeSort({ key: 'name', order: 'none' })).toEqual(UNSORTED)
    expect(normalizeSort({ key: null, order: 'asc' })).toEqual(UNSORTED)
  })
  it('gives sortable headers their aria-sort and an icon of the library', () => {
    expect(ariaSort({ key: 'name', order: 'asc' }, 'name')).toBe('ascending')
    expect(ariaSort({ key: 'name', order: 'desc' }, 'name')).toBe('descending')
    expect(ariaSort({ key: 'name', order: 'desc' }, 'qty')).toBe('none')
    expect(ariaSort(UNSORTED, 'qty')).toBe('none')
    for (const icon of Object.values(SORT_ICONS)) expect(ICON_NAMES).toContain(icon)
  })
})

describe('sorting rows', () => {
  it('sorts text in the locale’s order, case-insensitively, numbers inside text numerically', () => {
    expect(names(sortRows(rows, { key: 'name', order: 'asc' }))).toEqual(['anchor', 'Bolt', 'Clamp', 'Item 2', 'Item 10'])
    expect(names(sortRows(rows, { key: 'name', order: 'desc' }))).toEqual(['Item 10', 'Item 2', 'Clamp', 'Bolt', 'anchor'])
  })
  it('sorts numbers by value, keeps equal rows in their order and puts empty cells last both ways', () => {
    expect(names(sortRows(rows, { key: 'qty', order: 'asc' }))).toEqual(['anchor', 'Item 10', 'Item 2', 'Bolt', 'Clamp'])
    expect(names(sortRows(rows, { key: 'qty', order: 'desc' }))).toEqual(['Bolt', 'Item 2', 'anchor', 'Item 10', 'Clamp'])
  })
  it('leaves the rows as given when unsorted and never changes its input', () => {
    const copy = [...rows]
    expect(sortRows(rows, UNSORTED)).toEqual(rows)
    sortRows(rows, { key: 'qty', order: 'desc' })
    expect(rows).toEqual(copy)
  })
  it('compares booleans and dates by value and mixed values as text', () => {
    expect(compareCells(false, true)).toBeLessThan(0)
    expect(compareCells(new Date('2024-01-02'), new Date('2024-01-01'))).toBeGreaterThan(0)
    expect(compareCells(10, '9')).toBeGreaterThan(0)
    expect(compareCells('a', 'b', 'not a locale')).toBeLessThan(0)
  })
})

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })
  it('keeps a page between the first and the last', () => {
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(9, 3)).toBe(3)
    expect(clampPage(2, 3)).toBe(2)
  })
  it('slices the rows of a page', () => {
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4])
    expect(pageSlice([1, 2, 3, 4, 5], 3, 2)).toEqual([5])
  })
})

describe('cells and rows', () => {
  it('shows values as text, nothing for null, dates as yyyy-MM-dd', () => {
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
    expect(cellText(0)).toBe('0')
    expect(cellText(new Date('2024-03-05T10:00:00Z'))).toBe('2024-03-05')
  })
  it('keys a row by its rowKey field, else by its position', () => {
    expect(rowKeyOf({ id: 7 }, 'id', 0)).toBe('k:7')
    expect(rowKeyOf({ sku: 'A-1' }, 'sku', 0)).toBe('k:A-1')
    expect(rowKeyOf({}, 'id', 3)).toBe('i:3')
  })
  it('finds duplicate column keys', () => {
    expect(duplicateKeys(['a', 'b', 'a', 'a'])).toEqual(['a'])
    expect(duplicateKeys(['a', 'b'])).toEqual([])
  })
})

describe('pipe translation strings', () => {
  it('needs at least two parts separated by a pipe: “Invalid translation string”, naming the component', () => {
    for (const text of ['rows', '', '{{count}} rows']) {
      const parsed = parseTranslation(text)
      expect(parsed.ok, text).toBe(false)
      if (!parsed.ok) expect(parsed.error).toMatch(/^TableLegacy: Invalid translation string: "/)
    }
    expect(parseTranslation('row|rows')).toEqual({ ok: true, parts: ['row', 'rows'] })
    expect(parseTranslation(' row | rows ')).toEqual({ ok: true, parts: ['row', 'rows'] })
  })
  it('picks the singular for exactly 1 and the plural otherwise from two parts', () => {
    expect(pickPart(['row', 'rows'], 1)).toBe('row')
    expect(pickPart(['row', 'rows'], 0)).toBe('rows')
    expect(pickPart(['row', 'rows'], 2)).toBe('rows')
  })
  it('picks none, one and more from three parts, ignoring any further parts', () => {
    const parts = ['none', 'one', 'many', 'unused']
    expect(pickPart(parts, 0)).toBe('none')
    expect(pickPart(parts, 1)).toBe('one')
    expect(pickPart(parts, 7)).toBe('many')
  })
  it('writes the count in the locale’s digits for {{count}}', () => {
    expect(interpolateCount('{{count}} rows, {{ count }}', 1234)).toBe('1,234 rows, 1,234')
    expect(interpolateCount('{{count}} Zeilen', 1234, 'de-DE')).toBe('1.234 Zeilen')
    expect(interpolateCount('{{count}}', 5, 'not a locale')).toBe('5')
  })
  it('translates a count, and shows an invalid string as it is with its error', () => {
    expect(translateCount('{{count}} row|{{count}} rows', 1)).toEqual({ text: '1 row', error: null })
    expect(translateCount('{{count}} row|{{count}} rows', 3)).toEqual({ text: '3 rows', error: null })
    const bad = translateCount('{{count}} rows', 3)
    expect(bad.text).toBe('3 rows')
    expect(bad.error).toMatch(/^TableLegacy: Invalid translation string/)
  })
})

describe('store mutations', () => {
  const state = initialState({ rows, pageSize: 2 })
  it('knows its mutations and getters by name', () => {
    expect(MUTATION_NAMES).toEqual(['setData', 'setSort', 'toggleSort', 'setPage', 'setPageSize'])
    expect(GETTER_NAMES).toEqual(['rows', 'sortedRows', 'pageRows', 'rowCount', 'pageCount', 'page', 'pageSize', 'sort'])
  })
  it('makes an unknown mutation a developer error that changes nothing', () => {
    for (const name of ['setSorting', 'toString', '__proto__', '']) {
      const result = commitMutation(state, name, 1, ctx)
      expect(result.state).toBe(state)
      expect(result.error).toBe(`TableLegacy: Unknown mutation: ${name}`)
    }
  })
  it('makes a payload a mutation cannot take a developer error that changes nothing', () => {
    const bad: Array<[string, unknown]> = [
      ['setData', 'rows'],
      ['setData', [1, 2]],
      ['setSort', null],
      ['setSort', { key: 'name', order: 'up' }],
      ['setSort', { key: 'id', order: 'asc' }],
      ['toggleSort', 'id'],
      ['setPage', 1.5],
      ['setPage', '2'],
      ['setPageSize', 0],
    ]
    for (const [name, payload] of bad) {
      const result = commitMutation(state, name, payload, ctx)
      expect(result.state, name).toBe(state)
      expect(result.error, name).toMatch(new RegExp(`^TableLegacy: Invalid payload for mutation ${name}: `))
    }
  })
  it('sets and toggles the sort by sortable columns, back to page 1', () => {
    const onPage2 = commitMutation(state, 'setPage', 2, ctx).state
    const sorted = commitMutation(onPage2, 'setSort', { key: 'qty', order: 'desc' }, ctx)
    expect(sorted.error).toBeNull()
    expect(sorted.state.sort).toEqual({ key: 'qty', order: 'desc' })
    expect(sorted.state.page).toBe(1)
    expect(commitMutation(sorted.state, 'setSort', { key: 'qty' }, ctx).state.sort).toEqual(UNSORTED)
    expect(commitMutation(sorted.state, 'setSort', { order: 'none' }, ctx).state.sort).toEqual(UNSORTED)
    expect(commitMutation(sorted.state, 'toggleSort', 'qty', ctx).state.sort).toEqual(UNSORTED)
    expect(commitMutation(state, 'toggleSort', 'name', ctx).state.sort).toEqual({ key: 'name', order: 'asc' })
  })
  it('keeps the page between the first and the last', () => {
    expect(commitMutation(state, 'setPage', 9, ctx).state.page).toBe(3)
    expect(commitMutation(state, 'setPage', -1, ctx).state.page).toBe(1)
  })
  it('replaces the data and keeps the page if it still exists', () => {
    const onPage3 = commitMutation(state, 'setPage', 3, ctx).state
    expect(commitMutation(onPage3, 'setData', rows.slice(0, 3), ctx).state.page).toBe(2)
    expect(commitMutation(onPage3, 'setData', [], ctx).state).toMatchObject({ rows: [], page: 1 })
  })
  it('sets the page size and goes back to page 1', () => {
    const onPage3 = commitMutation(state, 'setPage', 3, ctx).state
    expect(commitMutation(onPage3, 'setPageSize', 4, ctx).state).toMatchObject({ pageSize: 4, page: 1 })
  })
})

describe('store getters', () => {
  const state = commitMutation(commitMutation(initialState({ rows, pageSize: 2 }), 'setSort', { key: 'name', order: 'asc' }, ctx).state, 'setPage', 2, ctx).state
  const get = (name: string) => readGetter(state, name, ctx)
  it('reads every getter by name', () => {
    expect(get('rows').value).toBe(rows)
    expect(names(get('sortedRows').value as Row[])).toEqual(['anchor', 'Bolt', 'Clamp', 'Item 2', 'Item 10'])
    expect(names(get('pageRows').value as Row[])).toEqual(['Clamp', 'Item 2'])
    expect(get('rowCount').value).toBe(5)
    expect(get('pageCount').value).toBe(3)
    expect(get('page').value).toBe(2)
    expect(get('pageSize').value).toBe(2)
    expect(get('sort')).toEqual({ value: { key: 'name', order: 'asc' }, error: null })
  })
  it('makes an unknown getter a developer error that reads undefined', () => {
    for (const name of ['selectedRows', 'constructor']) expect(get(name)).toEqual({ value: undefined, error: `TableLegacy: Unknown getter: ${name}` })
  })
  it('ignores a sort by a column that is no longer sortable', () => {
    const onlyQty = { ...ctx, sortableKeys: ['qty'] }
    expect(activeSort(state, onlyQty)).toEqual(UNSORTED)
    expect(readGetter(state, 'sortedRows', onlyQty).value).toEqual(rows)
  })
})

describe('data-state', () => {
  it('is empty without rows, else sorted or unsorted', () => {
    expect(tableState(initialState({}), ctx)).toBe('empty')
    expect(tableState(initialState({ rows }), ctx)).toBe('unsorted')
    expect(tableState(initialState({ rows, sort: { key: 'qty', order: 'asc' } }), ctx)).toBe('sorted')
  })
})

describe('createTableStore', () => {
  const make = () => {
    const errors: string[] = []
    const store = createTableStore(initialState({ rows, pageSize: 2 }), ctx, (m) => errors.push(m))
    return { store, errors }
  }
  it('commits synchronously, so get reads the new state at once, and notifies its listeners', () => {
    const { store, errors } = make()
    let heard = 0
    const stop = store.subscribe(() => heard++)
    store.commit('setPage', 2)
    expect(store.get('page')).toBe(2)
    expect(heard).toBe(1)
    stop()
    store.commit('setPage', 3)
    expect(heard).toBe(1)
    expect(errors).toEqual([])
  })
  it('reports an unknown mutation or getter and changes nothing', () => {
    const { store, errors } = make()
    let heard = 0
    store.subscribe(() => heard++)
    const before = store.getState()
    store.commit('sortBy', 'name')
    expect(store.get('everything')).toBeUndefined()
    expect(store.getState()).toBe(before)
    expect(heard).toBe(0)
    expect(errors).toEqual(['TableLegacy: Unknown mutation: sortBy', 'TableLegacy: Unknown getter: everything'])
  })
  it('reads what configure gives it', () => {
    const { store } = make()
    store.commit('setSort', { key: 'name', order: 'asc' })
    store.configure({ sortableKeys: [], locale: 'en-US' })
    expect(store.get('sort')).toEqual(UNSORTED)
  })
})
