// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import type { TableColumn, TableRow } from '../table/schema'
import type { FetchRequest, TableFilter } from './logic'
import type { StandardTableProps } from './schema'
import type { TableStorage } from './storage'
import { useStandardTable } from './use-standard-table'

beforeAll(() => initI18n('en-US'))

const COLUMNS: TableColumn[] = [
  { id: 'customer', label: 'Customer', isSortable: true },
  { id: 'status', label: 'Status', isHideable: false },
  { id: 'amount', label: 'Amount', isNumeric: true },
]
const ROWS: TableRow[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, cells: { customer: `C${i + 1}`, status: i % 2 ? 'open' : 'shipped', amount: i } }))
const FILTERS: TableFilter[] = [{ id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2 }]
const base: StandardTableProps = { id: 'orders', label: 'Orders', columns: COLUMNS, rows: ROWS, filters: FILTERS }

function setup(props: Partial<StandardTableProps> = {}) {
  const requests: FetchRequest[] = []
  const onFetchRequest = (r: FetchRequest) => requests.push(r)
  const hook = renderHook((p: StandardTableProps) => useStandardTable(p), { initialProps: { ...base, onFetchRequest, ...props } })
  return { ...hook, requests }
}

describe('useStandardTable', () => {
  it('emits one fetch request on the first render and hands the Table its first page', () => {
    const { result, requests } = setup()
    expect(requests).toEqual([{ filters: [], ordering: null, pagination: { pageIndex: 0, pageSize: 10 }, search: '' }])
    const table = result.current.getTableProps()
    expect(table.id).toBe('orders-table')
    expect(table.rows).toHaveLength(30)
    expect(table.pagination).toMatchObject({ pageIndex: 0, pageSize: 10, type: 'local' })
    expect(table.isReorderable).toBe(true)
    expect(result.current.viewState).toBe('filled')
  })

  it('applies filters locally and emits a request for the change, back on the first page', () => {
    const onAppliedFiltersChange = vi.fn()
    const { result, requests } = setup({ onAppliedFiltersChange })
    act(() => result.current.getTableProps().onPaginationChange!({ pageIndex: 2, pageSize: 10 }))
    expect(requests.at(-1)?.pagination.pageIndex).toBe(2)
    act(() => result.current.setAppliedFilters([{ id: 'amount', operation: 'GREATER_THAN', value: 19 }]))
    expect(onAppliedFiltersChange).toHaveBeenLastCalledWith([{ id: 'amount', operation: 'GREATER_THAN', value: 19 }])
    expect(result.current.applied).toHaveLength(1)
    expect(result.current.getTableProps().rows).toHaveLength(10)
    expect(requests.at(-1)).toMatchObject({ filters: [{ id: 'amount' }], pagination: { pageIndex: 0 } })
  })

  it('logs an applied filter that names no filter, and drops it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = setup()
    act(() => result.current.setAppliedFilters([{ id: 'nope', operation: 'IS_EMPTY', value: null }]))
    expect(error).toHaveBeenCalledWith('StandardTable: filter not found for id "nope"')
    expect(result.current.applied).toEqual([])
  })

  it('searches through the context, which starts the search field afresh', () => {
    const { result, requests } = setup()
    const key = result.current.search.key
    act(() => result.current.context.setSearch('C1'))
    expect(result.current.search).toMatchObject({ initial: 'C1' })
    expect(result.current.search.key).not.toBe(key)
    expect(requests.at(-1)?.search).toBe('C1')
  })

  it('hides and shows columns, keeping the last shown one and those that may not hide', () => {
    const { result } = setup()
    const [customer, status, amount] = result.current.orderedColumns
    expect(result.current.getColumnToggleProps(status).disabled).toBe(true)
    expect(result.current.getShowAllProps().disabled).toBe(true)
    act(() => result.current.getColumnToggleProps(customer).onChange())
    act(() => result.current.getColumnToggleProps(amount).onChange())
    expect(result.current.getTableProps().hiddenColumns).toEqual(['customer', 'amount'])
    expect(result.current.getColumnToggleProps(amount)).toMatchObject({ checked: false, disabled: false, 'data-column-toggle': 'amount' })
    act(() => result.current.getShowAllProps().onClick())
    expect(result.current.getTableProps().hiddenColumns).toEqual([])
  })

  it('loads its state from the storage and saves every change, telling the owner after the first', () => {
    const saved: unknown[] = []
    const storage: TableStorage = { load: () => ({ ordering: { columnId: 'customer', direction: 'desc' } }), save: (_, s) => saved.push(s) }
    const onStateChange = vi.fn()
    const { result } = setup({ storage, onStateChange })
    expect(result.current.getTableProps().ordering).toEqual({ columnId: 'customer', direction: 'desc' })
    expect(saved).toHaveLength(1)
    expect(onStateChange).not.toHaveBeenCalled()
    act(() => result.current.getTableProps().onOrderingChange!(null))
    expect(saved).toHaveLength(2)
    expect(onStateChange).toHaveBeenCalledTimes(1)
  })

  it('names a filter’s words in the reader’s language', () => {
    const { result } = setup()
    expect(result.current.words.yes).toBe('Yes')
    expect(result.current.words.number(1.5, 2)).toBe('1.50')
  })
})
