import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n, loadLocale } from '../../app/i18n'
import { useTableContext } from './context'
import type { Ordering, PageState } from './logic'
import type { TableColumn, TableProps, TableRow } from './schema'
import { Table } from './Table'

beforeAll(() => initI18n('en-US'))
afterEach(() => loadLocale('en-US'))

const NBSP = '\u00a0'

const COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name', isSortable: true },
  { id: 'amount', label: 'Amount', isNumeric: true, isSortable: true, sortBehavior: 'desc-asc' },
  { id: 'paid', label: 'Paid' },
]

/** ROWS are 23 rows: Item 1 … Item 23, amounts that are not in row order. */
const ROWS: TableRow[] = Array.from({ length: 23 }, (_, i) => ({ id: `r${i + 1}`, cells: { name: `Item ${i + 1}`, amount: ((i * 37) % 23) * 100.5, paid: i % 3 === 0 } }))

const base: TableProps = { id: 'items', label: 'Items', columns: COLUMNS, rows: ROWS.slice(0, 5) }

/** names lists the first cell of each body row: 'Item 1 | Item 2'. */
const names = () =>
  [...document.querySelectorAll('tbody tr[data-row-id]')].map((tr) => tr.querySelector('td:not([class*="fixed"])')?.textContent).join(' | ')
const header = (id: string) => document.querySelector(`th[data-column="${id}"]`) as HTMLElement
const footer = () => document.querySelector('[data-table-footer]') as HTMLElement

describe('Table', () => {
  it('is a table with a caption, column headers and the cells written out', () => {
    render(<Table {...base} rows={[{ id: 1, cells: { name: 'Bolt', amount: 1234567.891, paid: true } }, { id: 2, cells: { name: 'Nut', amount: null, paid: false } }]} />)
    const table = screen.getByRole('table', { name: 'Items' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Amount', 'Paid'])
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent)
    expect(cells).toEqual(['Bolt', `1${NBSP}234${NBSP}567.89`, 'Yes', 'Nut', '', 'No'])
    expect(screen.getByRole('region', { name: 'Items' }).tabIndex).toBe(0)
    expect(document.querySelector('[data-table]')?.getAttribute('data-state')).toBe('filled')
    // numbers align right unless told
    expect(header('amount').dataset.align).toBe('right')
  })

  it('writes numbers with the locale’s decimal separator', async () => {
    await loadLocale('de-DE')
    render(<Table {...base} rows={[{ id: 1, cells: { name: 'Bolt', amount: 1234.5, paid: true } }]} />)
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Bolt', `1${NBSP}234,50`, 'Ja'])
  })

  describe('sorting', () => {
    it('cycles unsorted, first direction, second direction, unsorted, with aria-sort', async () => {
      const user = userEvent.setup()
      const onOrderingChange = vi.fn()
      render(<Table {...base} onOrderingChange={onOrderingChange} />)
      const unsorted = names()
      expect(header('name').getAttribute('aria-sort')).toBe('none')
      expect(header('paid').hasAttribute('aria-sort')).toBe(false)
      const sortByName = screen.getByRole('button', { name: 'Name' })
      await user.click(sortByName)
      expect(header('name').getAttribute('aria-sort')).toBe('ascending')
      expect(names()).toBe('Item 1 | Item 2 | Item 3 | Item 4 | Item 5')
      await user.click(sortByName)
      expect(header('name').getAttribute('aria-sort')).toBe('descending')
      expect(names()).toBe('Item 5 | Item 4 | Item 3 | Item 2 | Item 1')
      await user.click(sortByName)
      expect(header('name').getAttribute('aria-sort')).toBe('none')
      expect(names()).toBe(unsorted)
      expect(onOrderingChange.mock.calls).toEqual([[{ columnId: 'name', direction: 'asc' }], [{ columnId: 'name', direction: 'desc' }], [null]])
    })

    it('starts with the second direction first for desc-asc', async () => {
      const user = userEvent.setup()
      render(<Table {...base} />)
      const button = screen.getByRole('button', { name: 'Amount' })
      const seen: string[] = []
      for (let i = 0; i < 3; i++) {
        await user.click(button)
        seen.push(header('amount').getAttribute('aria-sort') ?? '')
      }
      expect(seen).toEqual(['descending', 'ascending', 'none'])
    })

    it('leaves the rows as given in remote pagination: the server sorts', async () => {
      const user = userEvent.setup()
      render(<Table {...base} pagination={{ type: 'remote', rowCount: 5 }} />)
      const before = names()
      await user.click(screen.getByRole('button', { name: 'Name' }))
      expect(header('name').getAttribute('aria-sort')).toBe('ascending')
      await user.click(screen.getByRole('button', { name: 'Name' }))
      expect(names()).toBe(before)
    })
  })

  describe('pagination', () => {
    it('shows 10 rows a page by default, the results and the pages', async () => {
      const user = userEvent.setup()
      render(<Table {...base} rows={ROWS} pagination={{}} />)
      expect(document.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(10)
      expect(footer().querySelector('[data-results]')?.textContent).toBe('1–10 of 23 results')
      const nav = screen.getByRole('navigation', { name: 'Pages: Items' })
      await user.click(within(nav).getByRole('button', { name: 'Page 3' }))
      expect(names()).toBe('Item 21 | Item 22 | Item 23')
      expect(footer().querySelector('[data-results]')?.textContent).toBe('21–23 of 23 results')
    })

    it('goes back to the first page on a new page size', async () => {
      const user = userEvent.setup()
      const onPaginationChange = vi.fn()
      render(<Table {...base} rows={ROWS} pagination={{}} onPaginationChange={onPaginationChange} />)
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
      expect(onPaginationChange.mock.calls).toEqual([[{ pageIndex: 1, pageSize: 10 }], [{ pageIndex: 0, pageSize: 25 }]])
      expect(document.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(23)
      expect(document.querySelector('[data-table]')?.getAttribute('data-page-index')).toBe('0')
    })

    it('forces the page size to an option and shows the first page for an index outside the rows', () => {
      render(<Table {...base} rows={ROWS} pagination={{ pageIndex: 7, pageSize: 12 }} onPaginationChange={() => {}} />)
      const root = document.querySelector('[data-table]') as HTMLElement
      expect([root.dataset.pageIndex, root.dataset.pageSize]).toEqual(['0', '10'])
      expect(names().startsWith('Item 1 |')).toBe(true)
    })

    it('offers its own page size options', () => {
      render(<Table {...base} rows={ROWS} pagination={{ pageSizeOptions: [5, 20] , pageSize: 5 }} />)
      expect(within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '20'])
      expect(document.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(5)
    })

    it('follows a controlled page', async () => {
      const user = userEvent.setup()
      function Controlled() {
        const [page, setPage] = useState<PageState>({ pageIndex: 2, pageSize: 10 })
        return <Table {...base} rows={ROWS} pagination={{ ...page }} onPaginationChange={setPage} />
      }
      render(<Controlled />)
      expect(names()).toBe('Item 21 | Item 22 | Item 23')
      await user.click(screen.getByRole('button', { name: 'Previous page' }))
      expect(names().startsWith('Item 11 |')).toBe(true)
    })
  })

  describe('selection', () => {
    it('selects a range with Shift-click and counts it', async () => {
      const user = userEvent.setup()
      const onSelectedRowsChange = vi.fn()
      render(<Table {...base} rows={ROWS} pagination={{}} selectionMode="multi-page" onSelectedRowsChange={onSelectedRowsChange} />)
      const boxes = screen.getAllByRole('checkbox', { name: 'Select row' })
      await user.click(boxes[1])
      await user.keyboard('{Shift>}')
      await user.click(boxes[4])
      await user.keyboard('{/Shift}')
      expect(onSelectedRowsChange).toHaveBeenLastCalledWith(['r2', 'r3', 'r4', 'r5'])
      expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, true, true, true, false, false, false, false, false])
      expect(footer().querySelector('[data-selection-count]')?.textContent).toBe('4 rows selected')
      // the header checkbox is mixed, then selects the whole page
      const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement
      expect(all.indeterminate).toBe(true)
      await user.click(all)
      expect(footer().querySelector('[data-selection-count]')?.textContent).toBe('10 rows selected')
    })

    it('keeps the selection across pages in multi-page mode', async () => {
      const user = userEvent.setup()
      render(<Table {...base} rows={ROWS} pagination={{}} selectionMode="multi-page" />)
      await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0])
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      expect(footer().querySelector('[data-selection-count]')?.textContent).toBe('1 row selected')
      await user.click(screen.getByRole('button', { name: 'Page 1' }))
      expect((screen.getAllByRole('checkbox', { name: 'Select row' })[0] as HTMLInputElement).checked).toBe(true)
    })

    it('clears the selection on a page change in single-page mode', async () => {
      const user = userEvent.setup()
      const onSelectedRowsChange = vi.fn()
      render(<Table {...base} rows={ROWS} pagination={{}} selectionMode="single-page" onSelectedRowsChange={onSelectedRowsChange} />)
      await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0])
      expect(footer().querySelector('[data-selection-count]')?.textContent).toBe('1 row selected')
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      expect(onSelectedRowsChange).toHaveBeenLastCalledWith([])
      expect(footer().querySelector('[data-selection-count]')).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Page 1' }))
      expect((screen.getAllByRole('checkbox', { name: 'Select row' })[0] as HTMLInputElement).checked).toBe(false)
    })

    it('does not select disabled rows', () => {
      render(<Table {...base} rows={[{ id: 1, cells: { name: 'A' }, isSelectionDisabled: true }, { id: 2, cells: { name: 'B' }, isDisabled: true }, { id: 3, cells: { name: 'C' } }]} selectionMode="multi-page" />)
      expect(screen.getAllByRole('checkbox', { name: 'Select row' }).map((b) => (b as HTMLInputElement).disabled)).toEqual([true, true, false])
    })
  })

  describe('expansion', () => {
    const details = (row: TableRow) => <p>Details of {String(row.cells.name)}</p>
    it('keeps one row open in single mode', async () => {
      const user = userEvent.setup()
      render(<Table {...base} expansionMode="single" renderExpandedRow={details} />)
      const buttons = screen.getAllByRole('button', { name: 'Expand row' })
      await user.click(buttons[0])
      expect(screen.getByText('Details of Item 1')).toBeTruthy()
      expect(buttons[0].getAttribute('aria-expanded')).toBe('true')
      await user.click(buttons[2])
      expect(screen.queryByText('Details of Item 1')).toBeNull()
      expect(screen.getByText('Details of Item 3')).toBeTruthy()
      await user.click(screen.getByRole('button', { name: 'Collapse row' }))
      expect(document.querySelectorAll('[data-detail-row]')).toHaveLength(0)
    })
    it('opens any number in multi mode, the expand column first', async () => {
      const user = userEvent.setup()
      render(<Table {...base} expansionMode="multi" selectionMode="multi-page" renderExpandedRow={details} rows={[...base.rows.slice(0, 2), { id: 'x', cells: { name: 'X' }, isExpansionDisabled: true }]} />)
      expect([...document.querySelectorAll('thead th')].map((th) => (th as HTMLElement).dataset.column)).toEqual(['expand', 'select', 'name', 'amount', 'paid'])
      expect(screen.getAllByRole('button', { name: 'Expand row' })).toHaveLength(2)
      for (const b of screen.getAllByRole('button', { name: 'Expand row' })) await user.click(b)
      expect(document.querySelectorAll('[data-detail-row]')).toHaveLength(2)
    })
    it('has no expand column when off', () => {
      render(<Table {...base} renderExpandedRow={details} />)
      expect(screen.queryByRole('button', { name: 'Expand row' })).toBeNull()
    })
  })

  describe('row behaviour', () => {
    it('clicks a row, or presses Enter on it, but not through its controls or when disabled', async () => {
      const user = userEvent.setup()
      const onClick = vi.fn()
      const onAction = vi.fn()
      const rows: TableRow[] = [
        { id: 1, cells: { name: 'A' }, onClick, actions: [{ label: 'Edit A', icon: 'edit', onClick: onAction }], className: 'special' },
        { id: 2, cells: { name: 'B' }, onClick, isClickDisabled: true },
        { id: 3, cells: { name: 'C' }, onClick, isDisabled: true, actions: [{ label: 'Edit C', icon: 'edit', onClick: onAction }] },
      ]
      render(<Table {...base} rows={rows} selectionMode="multi-page" />)
      const [a, b, c] = [...document.querySelectorAll('tbody tr')] as HTMLElement[]
      expect(a.classList.contains('special')).toBe(true)
      await user.click(within(a).getByText('A'))
      expect(onClick).toHaveBeenCalledTimes(1)
      expect(onClick.mock.calls[0][0].id).toBe(1)
      await user.click(within(a).getByRole('checkbox'))
      await user.click(within(a).getByRole('button', { name: 'Edit A' }))
      expect(onClick).toHaveBeenCalledTimes(1)
      expect(onAction).toHaveBeenCalledTimes(1)
      a.focus()
      await user.keyboard('{Enter}')
      expect(onClick).toHaveBeenCalledTimes(2)
      await user.click(within(b).getByText('B'))
      await user.click(within(c).getByText('C'))
      expect(onClick).toHaveBeenCalledTimes(2)
      expect(b.tabIndex).toBe(-1)
      expect((within(c).getByRole('button', { name: 'Edit C' }) as HTMLButtonElement).disabled).toBe(true)
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy()
    })
  })

  describe('loading, empty, hidden columns', () => {
    it('draws a skeleton of 3 rows of 2rem while loading, busy, saying Loading', () => {
      render(<Table {...base} isLoading />)
      expect(document.querySelectorAll('tbody tr[data-skeleton-row]')).toHaveLength(3)
      expect(document.querySelector('[data-loading="skeleton"]')?.getAttribute('style')).toContain('2rem')
      expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
      expect(screen.getByRole('status').textContent).toBe('Loading')
      expect(document.querySelector('[data-table]')?.getAttribute('data-state')).toBe('loading')
    })
    it('says No items, or its own text', () => {
      const { unmount } = render(<Table {...base} rows={[]} />)
      expect(screen.getByRole('cell').textContent).toBe('No items')
      expect(document.querySelector('[data-table]')?.getAttribute('data-state')).toBe('empty')
      unmount()
      render(<Table {...base} rows={[]} emptyText="Nothing ordered yet" />)
      expect(screen.getByRole('cell').textContent).toBe('Nothing ordered yet')
    })
    it('hides hidden columns', () => {
      render(<Table {...base} hiddenColumns={['amount']} />)
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Paid'])
    })
  })

  describe('column order', () => {
    it('follows columnOrder, unknown ids left out, missing columns after', () => {
      render(<Table {...base} columnOrder={['paid', 'gone', 'name']} />)
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Paid', 'Name', 'Amount'])
    })
    it('gives every reorderable column a named handle, the select column fixed first', () => {
      render(<Table {...base} isReorderable selectionMode="multi-page" />)
      const handles = screen.getAllByRole('button', { name: /^Move column / })
      expect(handles.map((h) => h.getAttribute('aria-label'))).toEqual(['Move column Name', 'Move column Amount', 'Move column Paid'])
      expect(handles[0].getAttribute('aria-roledescription')).toBe('movable column')
      expect((document.querySelector('thead th') as HTMLElement).dataset.column).toBe('select')
    })
    it('names the same instructions on a server that rendered another table first, and once hydrated they are there', async () => {
      // A server renders many pages in one process: the handles' aria-describedby must not count them.
      renderToString(<Table {...base} isReorderable />)
      const box = document.createElement('div')
      box.innerHTML = renderToString(<Table {...base} isReorderable />)
      document.body.append(box)
      const described = () => [...new Set([...box.querySelectorAll('[aria-roledescription]')].map((h) => h.getAttribute('aria-describedby')))]
      const built = described()
      await act(async () => {
        hydrateRoot(box, <Table {...base} isReorderable />)
      })
      expect(described()).toEqual(built)
      expect(built).toHaveLength(1)
      await waitFor(() => expect(document.getElementById(built[0]!)?.textContent).toMatch(/^To move a column/))
      box.remove()
    })
  })

  it('lets custom cells read the table, and says when a part is outside one', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Selected() {
      const ctx = useTableContext('Selected')
      return <span data-testid="ctx">{`${ctx.id}:${ctx.selectedRows.length}`}</span>
    }
    const { unmount } = render(<Selected />)
    expect(errors).toHaveBeenCalledWith('Selected: could not find the context; use it inside a <Table>')
    unmount()
    render(<Table {...base} rows={[{ id: 1, cells: { name: 'A' } }]} columns={[{ id: 'name', label: 'Name', render: () => <Selected /> }]} />)
    expect(screen.getByTestId('ctx').textContent).toBe('items:0')
  })

  it('logs invalid props, naming the rule', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Table {...base} id="" columns={[{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }]} />)
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Table: invalid prop "columns": Column ids should be unique'))
    expect(errors).toHaveBeenCalledWith('Table: invalid prop "id": Field cannot be empty')
  })

  it('tells its ordering in data attributes', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [ordering, setOrdering] = useState<Ordering | null>({ columnId: 'amount', direction: 'desc' })
      return <Table {...base} ordering={ordering} onOrderingChange={setOrdering} />
    }
    render(<Controlled />)
    const root = document.querySelector('[data-table]') as HTMLElement
    expect(root.dataset.ordering).toBe('amount:desc')
    await user.click(screen.getByRole('button', { name: 'Amount' }))
    expect(root.dataset.ordering).toBe('amount:asc')
  })
})
