// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  appliedCount,
  availableColumns,
  booleanOf,
  booleanOption,
  builderState,
  canAdd,
  columnProblem,
  currencyText,
  defaultOperation,
  developerErrors,
  filtersReducer,
  fromAppliedFilters,
  isEmptyFilterValue,
  newFilter,
  OPERATIONS_BY_TYPE,
  operationGroup,
  operationsOf,
  orderedRange,
  popupTransition,
  rowLabelKey,
  rowsOf,
  toAppliedFilters,
  validColumns,
  valueFits,
  valueKind,
  withKey,
  withOperation,
  type Filter,
  type FilterColumn,
  type FiltersAction,
} from './logic'

const status: FilterColumn = { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL', 'IS_EMPTY'], options: [{ label: 'Open', value: 'open' }] }
const channels: FilterColumn = { key: 'channels', label: 'Channels', type: 'MULTI_SELECT', operations: ['ONE_OF', 'IS_EMPTY'], options: [{ label: 'Web', value: 'web' }] }
const amount: FilterColumn = { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'GREATER_THAN', 'LESS_THAN', 'IS_EMPTY'] }
const paid: FilterColumn = { key: 'paid', label: 'Paid', type: 'BOOLEAN', operations: ['EQUAL'] }
const shipped: FilterColumn = { key: 'shipped', label: 'Shipped', type: 'DATE_RANGE', operations: ['IS_EMPTY', 'IN_RANGE'] }
const query: FilterColumn = { key: 'q', label: 'Search', type: 'SEARCH' }
const COLUMNS = [query, status, channels, amount, paid, shipped]

const reduce = (filters: readonly Filter[], ...actions: FiltersAction[]) => actions.reduce((f, a) => filtersReducer(f, a, COLUMNS), filters)

describe('column validity', () => {
  it('accepts a column with key, label, a type and operations of that type', () => {
    for (const c of COLUMNS) expect(columnProblem(c), c.key).toBeNull()
  })
  it('needs a non-empty key and label', () => {
    expect(columnProblem({ ...status, key: '' })).toBe('key')
    expect(columnProblem({ ...status, key: '  ' })).toBe('key')
    expect(columnProblem({ ...status, key: 3 })).toBe('key')
    expect(columnProblem({ ...status, label: '' })).toBe('label')
    expect(columnProblem(null)).toBe('key')
  })
  it('needs a known type', () => {
    expect(columnProblem({ ...status, type: 'TEXT' })).toBe('type')
  })
  it('needs, unless search, a non-empty list of operations its type allows', () => {
    expect(columnProblem({ ...status, operations: undefined })).toBe('operations')
    expect(columnProblem({ ...status, operations: [] })).toBe('operations')
    expect(columnProblem({ ...status, operations: ['EQUAL', 'ONE_OF'] })).toBe('operations')
    expect(columnProblem({ ...paid, operations: ['IN_RANGE'] })).toBe('operations')
    expect(columnProblem(query)).toBeNull()
    expect(columnProblem({ ...query, operations: ['EQUAL'] })).toBeNull()
    expect(columnProblem({ ...query, operations: ['IN_RANGE'] })).toBe('operations')
  })
  it('leaves out invalid columns and later columns of a key already taken', () => {
    const columns = [status, { ...paid, label: '' }, { ...amount, key: 'status' }, amount]
    expect(validColumns(columns).map((c) => c.key)).toEqual(['status', 'amount'])
    expect(columnProblem(columns[2], ['status'])).toBe('duplicate')
  })
})

describe('developer errors', () => {
  it('name the component and say invalid filter type, invalid operations, column not found', () => {
    const errors = developerErrors('Filters', [status, { ...paid, type: 'YES_NO' }, { ...amount, operations: ['ONE_OF'] }], [
      { key: 'status', operation: 'EQUAL', value: null },
      { key: 'weight', operation: 'EQUAL', value: 3 },
    ])
    expect(errors).toEqual([
      'Filters: invalid filter type "YES_NO" of column "paid"',
      'Filters: invalid operations ["ONE_OF"] of column "amount": a NUMBER_RANGE column needs a non-empty list of IN_RANGE, EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL, LESS_THAN, LESS_THAN_OR_EQUAL, IS_EMPTY',
      'Filters: column not found for filter key "weight"',
    ])
  })
  it('count a filter of an invalid column as not found, and say nothing when all is well', () => {
    expect(developerErrors('FilterBuilder', [{ ...status, operations: [] }], [{ key: 'status', operation: 'EQUAL', value: null }])).toEqual([
      'FilterBuilder: invalid operations [] of column "status": a SINGLE_SELECT column needs a non-empty list of EQUAL, IS_EMPTY',
      'FilterBuilder: column not found for filter key "status"',
    ])
    expect(developerErrors('Filters', COLUMNS, [{ key: 'q', operation: 'CONTAINS', value: 'x' }])).toEqual([])
  })
})

describe('operations', () => {
  it('are the column’s own, in its order', () => {
    expect(operationsOf(shipped)).toEqual(['IS_EMPTY', 'IN_RANGE'])
    expect(operationsOf(query)).toEqual(OPERATIONS_BY_TYPE.SEARCH)
  })
  it('default to the type’s usual one when the column allows it, else to its first', () => {
    expect(defaultOperation(status)).toBe('EQUAL')
    expect(defaultOperation(channels)).toBe('ONE_OF')
    expect(defaultOperation(amount)).toBe('IN_RANGE')
    expect(defaultOperation(shipped)).toBe('IN_RANGE')
    expect(defaultOperation({ ...amount, operations: ['LESS_THAN', 'GREATER_THAN'] })).toBe('LESS_THAN')
    expect(defaultOperation(query)).toBe('CONTAINS')
  })
  it('read a value of their kind', () => {
    expect(valueKind('IS_EMPTY')).toBe('none')
    expect(valueKind('IN_RANGE')).toBe('range')
    expect(valueKind('ONE_OF')).toBe('list')
    expect(valueKind('GREATER_THAN')).toBe('single')
  })
  it('are labelled from the locale group of the column’s type', () => {
    expect(operationGroup(paid)).toBe('boolean')
    expect(operationGroup(shipped)).toBe('dateRange')
    expect(operationGroup(channels)).toBe('multiEnum')
    expect(operationGroup(status)).toBe('singleEnum')
    expect(operationGroup(query)).toBe('string')
    expect(operationGroup(amount)).toBe('float')
    expect(operationGroup({ ...amount, decimalPlaces: 0 })).toBe('integer')
    expect(operationGroup({ ...amount, currency: 'EUR' })).toBe('currency')
  })
})

describe('rows', () => {
  const filters: Filter[] = [
    { key: 'q', operation: 'CONTAINS', value: 'lyon' },
    { key: 'status', operation: 'EQUAL', value: 'open' },
    { key: 'gone', operation: 'EQUAL', value: 1 },
    { key: 'amount', operation: 'IN_RANGE', value: null },
  ]
  it('are the filters of non-search, known columns, with their index in the list', () => {
    expect(rowsOf(filters, COLUMNS).map((r) => [r.filter.key, r.index])).toEqual([
      ['status', 1],
      ['amount', 3],
    ])
  })
  it('read Where first, then And', () => {
    expect([0, 1, 2].map(rowLabelKey)).toEqual(['filters.where', 'filters.and', 'filters.and'])
  })
})

describe('available keys', () => {
  const filters: Filter[] = [
    { key: 'status', operation: 'EQUAL', value: null },
    { key: 'amount', operation: 'IN_RANGE', value: null },
  ]
  it('are the non-search columns no other row uses', () => {
    expect(availableColumns(COLUMNS, filters).map((c) => c.key)).toEqual(['channels', 'paid', 'shipped'])
    expect(availableColumns(COLUMNS, filters, 0).map((c) => c.key)).toEqual(['status', 'channels', 'paid', 'shipped'])
  })
  it('allow adding until every non-search column is used', () => {
    expect(canAdd(COLUMNS, filters)).toBe(true)
    const all = COLUMNS.filter((c) => c.type !== 'SEARCH').map(newFilter)
    expect(canAdd(COLUMNS, all)).toBe(false)
    expect(canAdd([query], [])).toBe(false)
  })
})

describe('filtersReducer', () => {
  it('adds a row of the first unused column, with its default operation and no value', () => {
    const one = reduce([], { type: 'add' })
    expect(one).toEqual([{ key: 'status', operation: 'EQUAL', value: null }])
    expect(reduce(one, { type: 'add' })).toEqual([...one, { key: 'channels', operation: 'ONE_OF', value: null }])
  })
  it('adds nothing once every non-search column is used', () => {
    const full = reduce([], ...Array.from({ length: 5 }, () => ({ type: 'add' }) as const))
    expect(full.map((f) => f.key)).toEqual(['status', 'channels', 'amount', 'paid', 'shipped'])
    expect(reduce(full, { type: 'add' })).toBe(full)
    expect(builderState(full, COLUMNS)).toBe('full')
  })
  it('resets the operation to the new column’s default and the value when the key changes', () => {
    const start: Filter[] = [{ key: 'status', operation: 'IS_EMPTY', value: null }]
    expect(reduce(start, { type: 'key', index: 0, key: 'amount' })).toEqual([{ key: 'amount', operation: 'IN_RANGE', value: null }])
    const valued: Filter[] = [{ key: 'status', operation: 'EQUAL', value: 'open' }]
    expect(reduce(valued, { type: 'key', index: 0, key: 'paid' })).toEqual([{ key: 'paid', operation: 'EQUAL', value: null }])
    expect(withKey(valued[0], status)).toBe(valued[0])
  })
  it('refuses a key another row uses, a search column or an unknown one', () => {
    const two: Filter[] = [
      { key: 'status', operation: 'EQUAL', value: 'open' },
      { key: 'amount', operation: 'IN_RANGE', value: null },
    ]
    expect(reduce(two, { type: 'key', index: 1, key: 'status' })).toBe(two)
    expect(reduce(two, { type: 'key', index: 1, key: 'q' })).toBe(two)
    expect(reduce(two, { type: 'key', index: 1, key: 'nope' })).toBe(two)
    expect(reduce(two, { type: 'key', index: 5, key: 'paid' })).toBe(two)
  })
  it('resets the value on IS_EMPTY, and when leaving it', () => {
    const start: Filter[] = [{ key: 'status', operation: 'EQUAL', value: 'open' }]
    const empty = reduce(start, { type: 'operation', index: 0, operation: 'IS_EMPTY' })
    expect(empty).toEqual([{ key: 'status', operation: 'IS_EMPTY', value: null }])
    expect(reduce(empty, { type: 'value', index: 0, value: 'open' })).toBe(empty)
    expect(reduce(empty, { type: 'operation', index: 0, operation: 'EQUAL' })).toEqual([{ key: 'status', operation: 'EQUAL', value: null }])
  })
  it('keeps the value between operations of the same kind and resets it between kinds', () => {
    const above: Filter = { key: 'amount', operation: 'GREATER_THAN', value: 10 }
    expect(withOperation(above, 'LESS_THAN')).toEqual({ key: 'amount', operation: 'LESS_THAN', value: 10 })
    expect(withOperation(above, 'IN_RANGE')).toEqual({ key: 'amount', operation: 'IN_RANGE', value: null })
    expect(withOperation(above, 'GREATER_THAN')).toBe(above)
  })
  it('refuses an operation the column does not allow', () => {
    const start: Filter[] = [{ key: 'amount', operation: 'IN_RANGE', value: null }]
    expect(reduce(start, { type: 'operation', index: 0, operation: 'EQUAL' })).toBe(start)
  })
  it('sets a value, and changes nothing for the same value', () => {
    const start: Filter[] = [{ key: 'channels', operation: 'ONE_OF', value: null }]
    const set = reduce(start, { type: 'value', index: 0, value: ['web'] })
    expect(set).toEqual([{ key: 'channels', operation: 'ONE_OF', value: ['web'] }])
    expect(reduce(set, { type: 'value', index: 0, value: ['web'] })).toBe(set)
  })
  it('swaps a number range’s ends when committed the wrong way round', () => {
    const start: Filter[] = [{ key: 'amount', operation: 'IN_RANGE', value: { min: 90, max: 10 } }]
    expect(reduce(start, { type: 'commit', index: 0 })).toEqual([{ key: 'amount', operation: 'IN_RANGE', value: { min: 10, max: 90 } }])
    const fine: Filter[] = [{ key: 'amount', operation: 'IN_RANGE', value: { min: 10, max: null } }]
    expect(reduce(fine, { type: 'commit', index: 0 })).toBe(fine)
    expect(orderedRange({ min: 5, max: 5 })).toEqual({ min: 5, max: 5 })
    expect(orderedRange({ min: 7, max: -2 })).toEqual({ min: -2, max: 7 })
  })
  it('removes a row', () => {
    const two: Filter[] = [
      { key: 'status', operation: 'EQUAL', value: 'open' },
      { key: 'amount', operation: 'IN_RANGE', value: null },
    ]
    expect(reduce(two, { type: 'remove', index: 0 })).toEqual([two[1]])
    expect(reduce(two, { type: 'remove', index: 2 })).toBe(two)
  })
  it('clears all but the search filter', () => {
    const list: Filter[] = [
      { key: 'status', operation: 'EQUAL', value: 'open' },
      { key: 'q', operation: 'CONTAINS', value: 'lyon' },
      { key: 'amount', operation: 'IS_EMPTY', value: null },
    ]
    const cleared = reduce(list, { type: 'clearAll' })
    expect(cleared).toEqual([{ key: 'q', operation: 'CONTAINS', value: 'lyon' }])
    expect(reduce(cleared, { type: 'clearAll' })).toBe(cleared)
    expect(builderState(cleared, COLUMNS)).toBe('empty')
  })
  it('keeps the search filter first, updates it, and drops it when the text is emptied', () => {
    const rows: Filter[] = [{ key: 'status', operation: 'EQUAL', value: 'open' }]
    const typed = reduce(rows, { type: 'search', key: 'q', text: 'ly' })
    expect(typed).toEqual([{ key: 'q', operation: 'CONTAINS', value: 'ly' }, rows[0]])
    const more = reduce(typed, { type: 'search', key: 'q', text: 'lyon' })
    expect(more[0].value).toBe('lyon')
    expect(reduce(more, { type: 'search', key: 'q', text: '' })).toEqual(rows)
    expect(reduce(rows, { type: 'search', key: 'status', text: 'x' })).toBe(rows)
    expect(reduce(rows, { type: 'search', key: 'q', text: '' })).toBe(rows)
  })
})

describe('builderState', () => {
  it('is empty without rows, editing with room for more, full when every column is used', () => {
    expect(builderState([], COLUMNS)).toBe('empty')
    expect(builderState([{ key: 'q', operation: 'CONTAINS', value: 'x' }], COLUMNS)).toBe('empty')
    expect(builderState([newFilter(status)], COLUMNS)).toBe('editing')
    expect(builderState([newFilter(status)], [status])).toBe('full')
  })
})

describe('applied filters', () => {
  it('are { id, operation, value } with empty values dropped', () => {
    const filters: Filter[] = [
      { key: 'q', operation: 'CONTAINS', value: '  lyon ' },
      { key: 'status', operation: 'EQUAL', value: null },
      { key: 'channels', operation: 'ONE_OF', value: [] },
      { key: 'amount', operation: 'IN_RANGE', value: { min: null, max: null } },
      { key: 'shipped', operation: 'IN_RANGE', value: { start: null, end: null } },
      { key: 'paid', operation: 'EQUAL', value: false },
    ]
    expect(toAppliedFilters(filters, COLUMNS)).toEqual([
      { id: 'q', operation: 'CONTAINS', value: 'lyon' },
      { id: 'paid', operation: 'EQUAL', value: false },
    ])
  })
  it('keep IS_EMPTY with a null value and put a number range in order', () => {
    const filters: Filter[] = [
      { key: 'status', operation: 'IS_EMPTY', value: null },
      { key: 'amount', operation: 'IN_RANGE', value: { min: 99, max: 10 } },
      { key: 'shipped', operation: 'IN_RANGE', value: { start: '2026-01-01', end: null } },
      { key: 'channels', operation: 'ONE_OF', value: ['web'] },
    ]
    expect(toAppliedFilters(filters, COLUMNS)).toEqual([
      { id: 'status', operation: 'IS_EMPTY', value: null },
      { id: 'amount', operation: 'IN_RANGE', value: { min: 10, max: 99 } },
      { id: 'shipped', operation: 'IN_RANGE', value: { start: '2026-01-01', end: null } },
      { id: 'channels', operation: 'ONE_OF', value: ['web'] },
    ])
  })
  it('drop unknown columns, operations the column does not allow and values of the wrong shape', () => {
    const filters: Filter[] = [
      { key: 'weight', operation: 'EQUAL', value: 3 },
      { key: 'paid', operation: 'IS_EMPTY', value: null },
      { key: 'amount', operation: 'GREATER_THAN', value: '10' },
      { key: 'status', operation: 'EQUAL', value: ['open'] },
    ]
    expect(toAppliedFilters(filters, COLUMNS)).toEqual([])
  })
  it('come back as the builder’s filters for known columns', () => {
    expect(
      fromAppliedFilters(
        [
          { id: 'status', operation: 'EQUAL', value: 'open' },
          { id: 'gone', operation: 'EQUAL', value: 1 },
        ],
        COLUMNS,
      ),
    ).toEqual([{ key: 'status', operation: 'EQUAL', value: 'open' }])
  })
  it('are counted on the trigger without the search', () => {
    expect(
      appliedCount(
        [
          { key: 'q', operation: 'CONTAINS', value: 'lyon' },
          { key: 'status', operation: 'EQUAL', value: 'open' },
          { key: 'amount', operation: 'IN_RANGE', value: null },
        ],
        COLUMNS,
      ),
    ).toBe(1)
  })
  it('read emptiness and shapes', () => {
    expect([null, undefined, '', '  ', [], { min: null, max: null }, { start: null, end: null }, Number.NaN].every(isEmptyFilterValue)).toBe(true)
    expect([0, false, 'x', ['a'], { min: 0, max: null }, { start: '2026-01-01', end: null }].some(isEmptyFilterValue)).toBe(false)
    expect(valueFits('BOOLEAN', 'EQUAL', true)).toBe(true)
    expect(valueFits('BOOLEAN', 'EQUAL', 'true')).toBe(false)
    expect(valueFits('NUMBER_RANGE', 'IN_RANGE', { min: 1, max: 2 })).toBe(true)
    expect(valueFits('NUMBER_RANGE', 'IN_RANGE', 3)).toBe(false)
    expect(valueFits('NUMBER_RANGE', 'LESS_THAN', 3)).toBe(true)
    expect(valueFits('MULTI_SELECT', 'ONE_OF', ['a', 1])).toBe(true)
    expect(valueFits('SINGLE_SELECT', 'EQUAL', { a: 1 })).toBe(false)
    expect(valueFits('DATE_RANGE', 'IN_RANGE', { start: '2026-01-01', end: '2026-02-01' })).toBe(true)
    expect(valueFits('SEARCH', 'CONTAINS', 'x')).toBe(true)
  })
})

describe('the popup', () => {
  it('opens and closes on the trigger; Escape and a press outside close it', () => {
    expect(popupTransition('closed', 'toggle')).toBe('open')
    expect(popupTransition('open', 'toggle')).toBe('closed')
    expect(popupTransition('open', 'close')).toBe('closed')
    expect(popupTransition('closed', 'close')).toBe('closed')
    expect(popupTransition('closed', 'open')).toBe('open')
  })
})

describe('value helpers', () => {
  it('keep the typed amount while it reads the same number', () => {
    expect(currencyText('12.50', 12.5)).toBe('12.50')
    expect(currencyText('12.', 12)).toBe('12.')
    expect(currencyText('12.5', 13)).toBe('13')
    expect(currencyText(null, 7)).toBe('7')
    expect(currencyText('7', null)).toBeNull()
  })
  it('map yes and no to the select’s values and back', () => {
    expect(booleanOption(true)).toBe('true')
    expect(booleanOption(false)).toBe('false')
    expect(booleanOption(null)).toBeNull()
    expect(booleanOf('true')).toBe(true)
    expect(booleanOf('false')).toBe(false)
    expect(booleanOf(null)).toBeNull()
  })
})
