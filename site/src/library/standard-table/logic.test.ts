// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE_OPTIONS } from '../table/logic'
import {
  applyLocalQuery,
  describeAppliedFilter,
  effectivePagination,
  emptyReason,
  fetchRequestOf,
  filtersKey,
  INITIAL_STATE,
  isEmptyFilterValue,
  matchesFilter,
  nextEmission,
  OPERATIONS_BY_TYPE,
  operationsOf,
  requestKey,
  restoreState,
  sanitizeAppliedFilters,
  SEARCH_DEBOUNCE_MS,
  standardTableReducer,
  standardTableViewState,
  storedState,
  toggleHidden,
  valueFits,
  type AppliedFilter,
  type FetchRequest,
  type FilterWords,
  type RestoreContext,
  type StandardTableAction,
  type StandardTableState,
  type TableFilter,
} from './logic'

const FILTERS: TableFilter[] = [
  { id: 'status', label: 'Status', type: 'SINGLE_SELECT', options: [{ label: 'Open', value: 'open' }, { label: 'Shipped', value: 'shipped' }] },
  { id: 'channels', label: 'Channels', type: 'MULTI_SELECT', options: [{ label: 'Web', value: 'web' }, { label: 'Phone', value: 'phone' }] },
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2, unit: 'EUR' },
  { id: 'isPriority', label: 'Priority', type: 'BOOLEAN' },
  { id: 'orderedAt', label: 'Ordered', type: 'DATE_RANGE' },
  { id: 'quantity', label: 'Quantity', type: 'NUMBER_RANGE', operations: ['IN_RANGE'] },
]

describe('the constants', () => {
  it('debounce the search by 500 ms', () => expect(SEARCH_DEBOUNCE_MS).toBe(500))
  it('allow each type its operations', () => {
    expect(OPERATIONS_BY_TYPE.BOOLEAN).toEqual(['EQUAL', 'IS_EMPTY'])
    expect(OPERATIONS_BY_TYPE.MULTI_SELECT).toEqual(['ONE_OF', 'IS_EMPTY'])
    expect(OPERATIONS_BY_TYPE.DATE_RANGE).toEqual(['IN_RANGE', 'IS_EMPTY'])
    expect(operationsOf(FILTERS[5])).toEqual(['IN_RANGE'])
    // an own list with nothing the type allows falls back to the type's
    expect(operationsOf({ type: 'BOOLEAN', operations: ['ONE_OF'] })).toEqual(['EQUAL', 'IS_EMPTY'])
  })
})

describe('applied filters', () => {
  it('are empty when null, a blank text, an empty list or a range with both ends null', () => {
    for (const v of [null, undefined, '', '  ', [], { min: null, max: null }, { start: null, end: null }]) expect(isEmptyFilterValue(v), JSON.stringify(v)).toBe(true)
    for (const v of [0, false, 'a', ['web'], { min: 0, max: null }, { start: null, end: '2026-01-01' }]) expect(isEmptyFilterValue(v), JSON.stringify(v)).toBe(false)
  })

  it('fit their type', () => {
    expect(valueFits('BOOLEAN', 'EQUAL', true)).toBe(true)
    expect(valueFits('BOOLEAN', 'EQUAL', 'true')).toBe(false)
    expect(valueFits('SINGLE_SELECT', 'EQUAL', 'open')).toBe(true)
    expect(valueFits('SINGLE_SELECT', 'EQUAL', ['open'])).toBe(false)
    expect(valueFits('MULTI_SELECT', 'ONE_OF', ['web', 2])).toBe(true)
    expect(valueFits('MULTI_SELECT', 'ONE_OF', 'web')).toBe(false)
    expect(valueFits('NUMBER_RANGE', 'IN_RANGE', { min: 1, max: null })).toBe(true)
    expect(valueFits('NUMBER_RANGE', 'IN_RANGE', 5)).toBe(false)
    expect(valueFits('NUMBER_RANGE', 'GREATER_THAN', 5)).toBe(true)
    expect(valueFits('NUMBER_RANGE', 'GREATER_THAN', '5')).toBe(false)
    expect(valueFits('DATE_RANGE', 'IN_RANGE', { start: '2026-01-01', end: '2026-01-31' })).toBe(true)
    expect(valueFits('DATE_RANGE', 'IN_RANGE', { start: '2026-02-01', end: '2026-01-31' })).toBe(false)
    expect(valueFits('DATE_RANGE', 'IN_RANGE', { start: '1 Jan', end: null })).toBe(false)
  })

  it('are dropped when empty, unknown, of an operation the filter does not allow, or of the wrong type', () => {
    const applied: unknown[] = [
      { id: 'status', operation: 'EQUAL', value: 'open' }, // kept
      { id: 'status', operation: 'EQUAL', value: null }, // empty
      { id: 'channels', operation: 'ONE_OF', value: [] }, // empty list
      { id: 'amount', operation: 'IN_RANGE', value: { min: null, max: null } }, // empty range
      { id: 'nope', operation: 'EQUAL', value: 1 }, // unknown
      { id: 'isPriority', operation: 'ONE_OF', value: [true] }, // operation
      { id: 'quantity', operation: 'EQUAL', value: 3 }, // operation not in the filter's own list
      { id: 'isPriority', operation: 'EQUAL', value: 'yes' }, // type
      { id: 'amount', operation: 'IN_RANGE', value: 12 }, // type
      { id: 'orderedAt', operation: 'IS_EMPTY', value: 'whatever' }, // kept, value dropped
      'not a filter', // unknown
    ]
    const { kept, dropped } = sanitizeAppliedFilters(applied, FILTERS)
    expect(kept).toEqual([
      { id: 'status', operation: 'EQUAL', value: 'open' },
      { id: 'orderedAt', operation: 'IS_EMPTY', value: null },
    ])
    expect(dropped.map((d) => d.reason)).toEqual(['empty', 'empty', 'empty', 'unknown', 'operation', 'operation', 'type', 'type', 'unknown'])
  })

  it('turn a number range the wrong way round', () => {
    const { kept } = sanitizeAppliedFilters([{ id: 'amount', operation: 'IN_RANGE', value: { min: 50, max: 10 } }], FILTERS)
    expect(kept[0].value).toEqual({ min: 10, max: 50 })
  })
})

const reduce = (state: StandardTableState, ...actions: StandardTableAction[]) => actions.reduce(standardTableReducer, state)
const onPage = (pageIndex: number, pageSize = 10): StandardTableState => ({ ...INITIAL_STATE, pagination: { pageIndex, pageSize } })

describe('the state’s transitions', () => {
  it('go back to the first page when the filters, the search or the page size change', () => {
    expect(reduce(onPage(3), { type: 'filters', appliedFilters: [{ id: 'status', operation: 'EQUAL', value: 'open' }] }).pagination).toEqual({ pageIndex: 0, pageSize: 10 })
    expect(reduce(onPage(3), { type: 'search', search: 'anna' }).pagination).toEqual({ pageIndex: 0, pageSize: 10 })
    expect(reduce(onPage(3), { type: 'pagination', pagination: { pageIndex: 3, pageSize: 25 } }).pagination).toEqual({ pageIndex: 0, pageSize: 25 })
  })
  it('keep the page for the ordering, the column order and the hidden columns', () => {
    const s = reduce(
      onPage(3),
      { type: 'ordering', ordering: { columnId: 'amount', direction: 'desc' } },
      { type: 'columnOrder', columnOrder: ['b', 'a'] },
      { type: 'hiddenColumns', hiddenColumns: ['c'] },
    )
    expect(s).toEqual({ ...onPage(3), ordering: { columnId: 'amount', direction: 'desc' }, columnOrder: ['b', 'a'], hiddenColumns: ['c'] })
  })
  it('move between pages', () => {
    expect(reduce(onPage(0), { type: 'pagination', pagination: { pageIndex: 4, pageSize: 10 } }).pagination).toEqual({ pageIndex: 4, pageSize: 10 })
  })
  it('return the same state for a change that changes nothing', () => {
    const s = { ...onPage(2), search: 'x', ordering: { columnId: 'a', direction: 'asc' as const } }
    for (const a of [
      { type: 'search', search: 'x' },
      { type: 'filters', appliedFilters: [] },
      { type: 'ordering', ordering: { columnId: 'a', direction: 'asc' } },
      { type: 'pagination', pagination: { pageIndex: 2, pageSize: 10 } },
      { type: 'columnOrder', columnOrder: [] },
      { type: 'hiddenColumns', hiddenColumns: [] },
    ] as StandardTableAction[]) {
      expect(standardTableReducer(s, a), a.type).toBe(s)
    }
  })
  it('reset the page of owner-kept filters at once when they change', () => {
    const key = filtersKey([])
    const other = filtersKey([{ id: 'status', operation: 'EQUAL', value: 'open' }])
    expect(effectivePagination({ pageIndex: 4, pageSize: 25 }, key, key)).toEqual({ pageIndex: 4, pageSize: 25 })
    expect(effectivePagination({ pageIndex: 4, pageSize: 25 }, key, other)).toEqual({ pageIndex: 0, pageSize: 25 })
  })
  it('hide and show columns, never the last shown one', () => {
    expect(toggleHidden([], 'a', ['a', 'b'])).toEqual(['a'])
    expect(toggleHidden(['a'], 'b', ['a', 'b'])).toEqual(['a'])
    expect(toggleHidden(['a'], 'a', ['a', 'b'])).toEqual([])
  })
})

describe('restoring a stored state', () => {
  const ctx: RestoreContext = {
    columnIds: ['id', 'customer', 'status', 'amount'],
    sortableIds: ['id', 'customer', 'amount'],
    filters: FILTERS,
    pageSizeOptions: DEFAULT_PAGE_SIZE_OPTIONS,
    fallback: { ...INITIAL_STATE, hiddenColumns: ['status'] },
  }
  it('keeps what fits the table', () => {
    const stored = {
      appliedFilters: [{ id: 'status', operation: 'EQUAL', value: 'open' }],
      columnOrder: ['amount', 'id'],
      hiddenColumns: ['customer'],
      ordering: { columnId: 'amount', direction: 'desc' },
      pagination: { pageIndex: 3, pageSize: 25 },
      search: 'anna',
    }
    expect(restoreState(stored, ctx)).toEqual({ state: stored, warnings: [], errors: [] })
  })
  it('drops unknown column ids in the column order, with a warning', () => {
    const r = restoreState({ columnOrder: ['amount', 'gone', 'id', 'old'] }, ctx)
    expect(r.state.columnOrder).toEqual(['amount', 'id'])
    expect(r.warnings).toEqual(['StandardTable: unknown column ids in the restored column order were dropped: gone, old'])
    expect(r.errors).toEqual([])
  })
  it('logs hidden and sorted columns the table does not have: unknown column in store', () => {
    const r = restoreState({ hiddenColumns: ['gone', 'id'], ordering: { columnId: 'old', direction: 'asc' } }, ctx)
    expect(r.state.hiddenColumns).toEqual(['id'])
    expect(r.state.ordering).toBeNull()
    expect(r.errors).toEqual(['StandardTable: unknown column "gone" in store (hiddenColumns)', 'StandardTable: unknown column "old" in store (ordering)'])
  })
  it('drops an ordering on a column that does not sort, silently', () => {
    const r = restoreState({ ordering: { columnId: 'status', direction: 'asc' } }, ctx)
    expect(r.state.ordering).toBeNull()
    expect([...r.warnings, ...r.errors]).toEqual([])
  })
  it('drops stored applied filters that do not fit, with a warning each', () => {
    const r = restoreState({ appliedFilters: [{ id: 'gone', operation: 'EQUAL', value: 1 }, { id: 'status', operation: 'EQUAL', value: [] }, { id: 'isPriority', operation: 'EQUAL', value: false }] }, ctx)
    expect(r.state.appliedFilters).toEqual([{ id: 'isPriority', operation: 'EQUAL', value: false }])
    expect(r.warnings).toHaveLength(2)
    expect(r.warnings[0]).toMatch(/dropped \(unknown\)/)
    expect(r.warnings[1]).toMatch(/dropped \(empty\)/)
  })
  it('forces the page size to an option and keeps the index for the server to check', () => {
    expect(restoreState({ pagination: { pageIndex: 40, pageSize: 30 } }, ctx).state.pagination).toEqual({ pageIndex: 40, pageSize: 25 })
    expect(restoreState({ pagination: { pageIndex: -2, pageSize: 'x' } }, ctx).state.pagination).toEqual({ pageIndex: 0, pageSize: 10 })
  })
  it('falls back for nothing stored or anything malformed', () => {
    for (const stored of [null, undefined, 'x', 42, [], { columnOrder: 'a', hiddenColumns: [1], ordering: 'amount', pagination: 3, search: 7, appliedFilters: {} }]) {
      expect(restoreState(stored, ctx), JSON.stringify(stored)).toEqual({ state: ctx.fallback, warnings: [], errors: [] })
    }
  })
  it('stores exactly the six fields of the state', () => {
    const s = { ...INITIAL_STATE, extra: 1 } as StandardTableState
    expect(Object.keys(storedState(s)).sort()).toEqual(['appliedFilters', 'columnOrder', 'hiddenColumns', 'ordering', 'pagination', 'search'])
  })
})

describe('the fetch request', () => {
  it('holds filters, ordering, pagination and the trimmed search', () => {
    const s: StandardTableState = { ...INITIAL_STATE, search: '  anna ', ordering: { columnId: 'amount', direction: 'asc' } }
    expect(fetchRequestOf(s)).toEqual({ filters: [], ordering: { columnId: 'amount', direction: 'asc' }, pagination: { pageIndex: 0, pageSize: 10 }, search: 'anna' })
  })

  /**
   * emissions plays a sequence of states the way the component does: each
   * state renders, its request is built, nextEmission decides; a render of
   * the same state again (a re-render, StrictMode's double effect) is in the
   * sequence too. It returns the requests emitted.
   */
  const emissions = (states: StandardTableState[]) => {
    let last: string | null = null
    const out: FetchRequest[] = []
    for (const s of states) {
      const request = fetchRequestOf(s)
      const step = nextEmission(last, request)
      if (step.emit) {
        last = step.key
        out.push(request)
      }
    }
    return out
  }

  it('is emitted once on the first render, even when it renders twice', () => {
    expect(emissions([INITIAL_STATE, INITIAL_STATE])).toEqual([fetchRequestOf(INITIAL_STATE)])
  })

  it('is emitted exactly once per change of filters, ordering, pagination or search', () => {
    const steps: StandardTableAction[] = [
      { type: 'ordering', ordering: { columnId: 'amount', direction: 'asc' } },
      { type: 'pagination', pagination: { pageIndex: 2, pageSize: 10 } },
      { type: 'pagination', pagination: { pageIndex: 2, pageSize: 25 } }, // size and index change in one step
      { type: 'pagination', pagination: { pageIndex: 1, pageSize: 25 } },
      { type: 'filters', appliedFilters: [{ id: 'status', operation: 'EQUAL', value: 'open' }] }, // filters and index in one step
      { type: 'pagination', pagination: { pageIndex: 3, pageSize: 25 } },
      { type: 'search', search: 'anna' }, // search and index in one step
      { type: 'columnOrder', columnOrder: ['b', 'a'] }, // not part of the request
      { type: 'hiddenColumns', hiddenColumns: ['a'] }, // not part of the request
      { type: 'search', search: 'anna' }, // no change
      { type: 'search', search: 'anna ' }, // the same search once trimmed
    ]
    const states = [INITIAL_STATE]
    for (const a of steps) {
      const next = standardTableReducer(states[states.length - 1], a)
      states.push(next, next) // every state renders twice
    }
    const out = emissions(states).map((r) => `${r.pagination.pageIndex}/${r.pagination.pageSize} ${r.ordering?.direction ?? '-'} ${r.filters.length} ${r.search}`.trim())
    expect(out).toEqual(['0/10 - 0', '0/10 asc 0', '2/10 asc 0', '0/25 asc 0', '1/25 asc 0', '0/25 asc 1', '3/25 asc 1', '0/25 asc 1 anna'])
  })

  it('names a request by its content', () => {
    const a: FetchRequest = { filters: [], ordering: null, pagination: { pageIndex: 0, pageSize: 10 }, search: '' }
    expect(requestKey(a)).toBe(requestKey({ ...a, filters: [] }))
    expect(requestKey(a)).not.toBe(requestKey({ ...a, search: 'x' }))
    expect(requestKey(a)).not.toBe(requestKey({ ...a, ordering: { columnId: 'x', direction: 'asc' } }))
  })

  it('explains an empty answer: filters first, then the search', () => {
    expect(emptyReason({ filters: [], search: '' })).toBe('none')
    expect(emptyReason({ filters: [], search: 'x' })).toBe('search')
    expect(emptyReason({ filters: [{ id: 'a', operation: 'IS_EMPTY', value: null }], search: 'x' })).toBe('filters')
    expect(standardTableViewState(false, 0, { filters: [], search: 'x' })).toBe('empty-filtered')
    expect(standardTableViewState(true, 0, { filters: [], search: '' })).toBe('loading')
    expect(standardTableViewState(false, 4, { filters: [], search: '' })).toBe('filled')
  })
})

describe('local filtering and search', () => {
  const f = (operation: AppliedFilter['operation'], value: AppliedFilter['value']): AppliedFilter => ({ id: 'x', operation, value })
  it('match cells the way the server does', () => {
    expect(matchesFilter(null, f('IS_EMPTY', null))).toBe(true)
    expect(matchesFilter('', f('IS_EMPTY', null))).toBe(true)
    expect(matchesFilter('a', f('IS_EMPTY', null))).toBe(false)
    expect(matchesFilter('open', f('EQUAL', 'open'))).toBe(true)
    expect(matchesFilter(true, f('EQUAL', true))).toBe(true)
    expect(matchesFilter(false, f('EQUAL', true))).toBe(false)
    expect(matchesFilter(12, f('EQUAL', 12))).toBe(true)
    expect(matchesFilter('Anna Costa', f('CONTAINS', 'cost'))).toBe(true)
    expect(matchesFilter(10, f('GREATER_THAN', 10))).toBe(false)
    expect(matchesFilter(10, f('GREATER_THAN_OR_EQUAL', 10))).toBe(true)
    expect(matchesFilter(9.5, f('LESS_THAN', 10))).toBe(true)
    expect(matchesFilter(10, f('LESS_THAN_OR_EQUAL', 10))).toBe(true)
    expect(matchesFilter(null, f('LESS_THAN', 10))).toBe(false)
    expect(matchesFilter(5, f('IN_RANGE', { min: 5, max: null }))).toBe(true)
    expect(matchesFilter(4, f('IN_RANGE', { min: 5, max: 10 }))).toBe(false)
    expect(matchesFilter('2026-02-10', f('IN_RANGE', { start: '2026-02-01', end: '2026-02-10' }))).toBe(true)
    expect(matchesFilter('2026-02-11 09:30', f('IN_RANGE', { start: null, end: '2026-02-10' }))).toBe(false)
    expect(matchesFilter('web, phone', f('ONE_OF', ['phone']))).toBe(true)
    expect(matchesFilter('store', f('ONE_OF', ['web', 'phone']))).toBe(false)
    expect(matchesFilter(3, f('ONE_OF', [1, 3]))).toBe(true)
  })
  it('keep the rows that pass every filter and contain the search', () => {
    const rows = [
      { id: 1, cells: { customer: 'Anna Costa', city: 'Porto', amount: 120 } },
      { id: 2, cells: { customer: 'Bram Novak', city: 'Graz', amount: 80 } },
      { id: 3, cells: { customer: 'Hugo Laine', city: 'Annecy', amount: 300 } },
    ]
    const ids = (filters: AppliedFilter[], search: string) => applyLocalQuery(rows, { filters, search }, ['customer', 'city']).map((r) => r.id)
    expect(ids([], '')).toEqual([1, 2, 3])
    expect(ids([], ' ANN ')).toEqual([1, 3])
    expect(ids([{ id: 'amount', operation: 'GREATER_THAN', value: 100 }], '')).toEqual([1, 3])
    expect(ids([{ id: 'amount', operation: 'GREATER_THAN', value: 100 }], 'porto')).toEqual([1])
    expect(applyLocalQuery(rows, { filters: [], search: '300' }, ['customer']).map((r) => r.id)).toEqual([])
  })
})

describe('describeAppliedFilter', () => {
  const words: FilterWords = {
    operation: (type, op) => `${type.toLowerCase()}:${op}`,
    yes: 'Yes',
    no: 'No',
    min: 'Minimum',
    max: 'Maximum',
    from: 'From',
    to: 'To',
    number: (n, places) => n.toFixed(places ?? 0),
  }
  const d = (applied: AppliedFilter) => describeAppliedFilter(applied, FILTERS.find((x) => x.id === applied.id) as TableFilter, words)
  it('writes the operation and the value', () => {
    expect(d({ id: 'status', operation: 'EQUAL', value: 'open' })).toBe('single_select:EQUAL Open')
    expect(d({ id: 'channels', operation: 'ONE_OF', value: ['web', 'phone'] })).toBe('multi_select:ONE_OF Web, Phone')
    expect(d({ id: 'isPriority', operation: 'EQUAL', value: false })).toBe('boolean:EQUAL No')
    expect(d({ id: 'amount', operation: 'GREATER_THAN', value: 5 })).toBe('number_range:GREATER_THAN 5.00 EUR')
    expect(d({ id: 'orderedAt', operation: 'IS_EMPTY', value: null })).toBe('date_range:IS_EMPTY')
  })
  it('writes a range by its ends', () => {
    expect(d({ id: 'amount', operation: 'IN_RANGE', value: { min: 1, max: 2 } })).toBe('1.00 – 2.00 EUR')
    expect(d({ id: 'amount', operation: 'IN_RANGE', value: { min: 1, max: null } })).toBe('Minimum 1.00 EUR')
    expect(d({ id: 'amount', operation: 'IN_RANGE', value: { min: null, max: 2 } })).toBe('Maximum 2.00 EUR')
    expect(d({ id: 'orderedAt', operation: 'IN_RANGE', value: { start: '2026-01-01', end: '2026-01-31' } })).toBe('2026-01-01 – 2026-01-31')
    expect(d({ id: 'orderedAt', operation: 'IN_RANGE', value: { start: '2026-01-01', end: null } })).toBe('From 2026-01-01')
    expect(d({ id: 'orderedAt', operation: 'IN_RANGE', value: { start: null, end: '2026-01-31' } })).toBe('To 2026-01-31')
  })
})
