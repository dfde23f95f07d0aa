// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import type { TableColumn, TableProps, TableRow } from './schema'
import { SELECT_COLUMN_ID } from './logic'
import { useTable } from './use-table'

beforeAll(() => initI18n('en-US'))

const COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name', isSortable: true },
  { id: 'amount', label: 'Amount', isNumeric: true, isSortable: true, sortBehavior: 'desc-asc' },
  { id: 'paid', label: 'Paid' },
]
const ROWS: TableRow[] = Array.from({ length: 23 }, (_, i) => ({ id: `r${i + 1}`, cells: { name: `Item ${i + 1}`, amount: 23 - i, paid: i % 2 === 0 } }))
const base: TableProps = { id: 'items', label: 'Items', columns: COLUMNS, rows: ROWS.slice(0, 5) }

const setup = (props: Partial<TableProps> = {}) => renderHook((p: TableProps) => useTable(p), { initialProps: { ...base, ...props } })
const ids = (api: ReturnType<typeof useTable>) => api.pageRows.map((r) => r.id)

describe('useTable', () => {
  it('lists the data columns and rows, filled, with its root attributes', () => {
    const { result } = setup()
    expect(result.current.visibleColumns).toEqual(['name', 'amount', 'paid'])
    expect(ids(result.current)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5'])
    expect(result.current.viewState).toBe('filled')
    expect(result.current.getRootProps()).toMatchObject({ id: 'items', 'data-table': '', 'data-state': 'filled', 'data-ordering': '' })
  })

  it('is loading, then empty, by its rows and isLoading', () => {
    expect(setup({ isLoading: true }).result.current.viewState).toBe('loading')
    expect(setup({ rows: [] }).result.current.viewState).toBe('empty')
  })

  it('writes cells as text: yes/no, numbers with the locale’s separator in numeric columns', () => {
    const { result } = setup()
    expect(result.current.cellText(COLUMNS[2], true)).toBe('Yes')
    expect(result.current.cellText(COLUMNS[2], false)).toBe('No')
    expect(result.current.cellText(COLUMNS[1], 1234.5)).toBe('1\u00a0234.50')
    expect(result.current.cellText(COLUMNS[0], null)).toBe('')
  })

  it('sorts by a column, following its sort behaviour', () => {
    const onOrderingChange = vi.fn()
    const { result } = setup({ onOrderingChange })
    act(() => result.current.sortBy(COLUMNS[1]))
    expect(onOrderingChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'desc' })
    act(() => result.current.sortBy(COLUMNS[1]))
    expect(onOrderingChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'asc' })
    expect(ids(result.current)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1'])
    expect(result.current.getRootProps()['data-ordering']).toBe('amount:asc')
  })

  it('selects rows one by one and all at once from the header, which shows mixed in between', () => {
    const onSelectedRowsChange = vi.fn()
    const { result } = setup({ selectionMode: 'multi-page', onSelectedRowsChange })
    expect(result.current.visibleColumns[0]).toBe(SELECT_COLUMN_ID)
    const r2 = result.current.pageRows[1]
    act(() => result.current.getRowCheckboxProps(r2).onChange({ target: { checked: true } } as never))
    expect(onSelectedRowsChange).toHaveBeenLastCalledWith(['r2'])
    expect(result.current.getRowProps(result.current.pageRows[1])['data-selected']).toBe('true')
    const box = { indeterminate: false } as HTMLInputElement
    result.current.getHeaderCheckboxProps().ref(box)
    expect(box.indeterminate).toBe(true)
    act(() => result.current.getHeaderCheckboxProps().onChange())
    expect(onSelectedRowsChange).toHaveBeenLastCalledWith(['r2', 'r1', 'r3', 'r4', 'r5'])
    expect(result.current.getHeaderCheckboxProps().checked).toBe(true)
    expect(result.current.selectionCount).toBe(5)
  })

  it('expands a row by its button, one at a time in single mode', () => {
    const { result } = setup({ expansionMode: 'single', renderExpandedRow: () => null })
    const [r1, r2] = result.current.pageRows
    expect(result.current.getExpandButtonProps(r1)).toMatchObject({ 'aria-expanded': false, 'aria-label': 'Expand row' })
    act(() => result.current.getExpandButtonProps(r1)!.onClick())
    expect(result.current.isOpen(result.current.pageRows[0])).toBe(true)
    act(() => result.current.getExpandButtonProps(result.current.pageRows[1])!.onClick())
    expect(result.current.isOpen(result.current.pageRows[0])).toBe(false)
    expect(result.current.isOpen(result.current.pageRows[1])).toBe(true)
    expect(r2.id).toBe('r2')
  })

  it('pages locally: the page size select and the pagination move the page and report it', () => {
    const onPaginationChange = vi.fn()
    const { result } = setup({ rows: ROWS, pagination: { type: 'local' }, onPaginationChange })
    expect(result.current.results).toEqual({ range: '1–10', total: 23 })
    act(() => result.current.onPageChange(3))
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10 })
    expect(ids(result.current)).toEqual(['r21', 'r22', 'r23'])
    act(() => result.current.getPageSizeSelectProps().onChange({ target: { value: '25' } }))
    expect(result.current.page.pageSize).toBe(25)
    expect(result.current.getRootProps()['data-page-size']).toBe(25)
  })

  it('makes a row with onClick clickable by pointer and Enter, except on controls inside it', () => {
    const onClick = vi.fn()
    const rows = [{ id: 'a', cells: { name: 'A' }, onClick }, { id: 'b', cells: { name: 'B' } }]
    const { result } = setup({ rows })
    const [a, b] = result.current.pageRows
    expect(result.current.getRowProps(b).tabIndex).toBeUndefined()
    const props = result.current.getRowProps(a)
    expect(props.tabIndex).toBe(0)
    props.onClick!({ target: document.createElement('td') } as unknown as MouseEvent<HTMLTableRowElement>)
    expect(onClick).toHaveBeenCalledTimes(1)
    props.onClick!({ target: document.createElement('button') } as unknown as MouseEvent<HTMLTableRowElement>)
    expect(onClick).toHaveBeenCalledTimes(1)
    const tr = document.createElement('tr')
    props.onKeyDown!({ key: 'Enter', target: tr, currentTarget: tr, preventDefault: vi.fn() } as unknown as KeyboardEvent<HTMLTableRowElement>)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('hands the parts inside it the context of its selection, ordering and page', () => {
    const { result } = setup({ selectionMode: 'multi-page', defaultSelectedRows: ['r1'], pagination: { type: 'local' } })
    expect(result.current.contextValue).toMatchObject({ id: 'items', selectedRows: ['r1'], ordering: null, page: { pageIndex: 0, pageSize: 10 } })
  })
})
