import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import type { TableColumn, TableRow } from '../table/schema'
import type { AppliedFilter, FetchRequest, TableFilter } from './logic'
import type { StandardTableProps } from './schema'
import { StandardTable, useStandardTableContext } from './StandardTable'
import { localStorageTableStorage, type TableStorage } from './storage'

beforeAll(() => initI18n('en-US'))

const COLUMNS: TableColumn[] = [
  { id: 'customer', label: 'Customer', isSortable: true },
  { id: 'status', label: 'Status', isSortable: true },
  { id: 'amount', label: 'Amount', isNumeric: true, isSortable: true },
]
const STATUSES = ['open', 'shipped', 'returned']
const NAMES = ['Anna', 'Bram', 'Chiara', 'Dario', 'Elena']
const ROWS: TableRow[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, cells: { customer: `${NAMES[i % 5]} ${i + 1}`, status: STATUSES[i % 3], amount: (i * 7) % 30 } }))
const FILTERS: TableFilter[] = [
  { id: 'status', label: 'Status', type: 'SINGLE_SELECT', options: STATUSES.map((s) => ({ label: s.toUpperCase(), value: s })) },
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2 },
]
const base: StandardTableProps = { id: 'orders', label: 'Orders', columns: COLUMNS, rows: ROWS, filters: FILTERS }

/** requests renders the table in StrictMode and returns the fetch requests it emits. */
function renderTable(props: Partial<StandardTableProps> = {}) {
  const requests: FetchRequest[] = []
  const onFetchRequest = (r: FetchRequest) => requests.push(r)
  const view = render(
    <StrictMode>
      <StandardTable {...base} onFetchRequest={onFetchRequest} {...props} />
    </StrictMode>,
  )
  return { requests, ...view }
}
const short = (r: FetchRequest) => `${r.pagination.pageIndex}/${r.pagination.pageSize} ${r.ordering ? `${r.ordering.columnId}:${r.ordering.direction}` : '-'} [${r.filters.map((f) => f.id).join(',')}] '${r.search}'`
const customers = () => [...document.querySelectorAll('tbody tr[data-row-id]')].map((tr) => tr.querySelector('td')?.textContent)
const cellText = () => document.querySelector('tbody td')?.textContent

describe('StandardTable', { timeout: 20_000 }, () => {
  it('emits one fetch request on the first render, and one per change', async () => {
    const user = userEvent.setup()
    const { requests } = renderTable()
    expect(requests.map(short)).toEqual(["0/10 - [] ''"])
    await user.click(screen.getByRole('button', { name: 'Amount' }))
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(requests.map(short)).toEqual(["0/10 - [] ''", "0/10 amount:asc [] ''", "2/10 amount:asc [] ''", "0/25 amount:asc [] ''", "1/25 amount:asc [] ''"])
    // nothing that is not in the request makes one
    await user.click(screen.getByRole('button', { name: 'Choose columns' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: 'Status' }))
    expect(requests).toHaveLength(5)
  })

  it('applies the search 500 ms after the last keystroke, once, on the first page', async () => {
    const user = userEvent.setup()
    const { requests } = renderTable()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(search, 'ann')
    expect(requests.map(short)).toEqual(["0/10 - [] ''", "1/10 - [] ''"])
    await new Promise((r) => setTimeout(r, 300))
    expect(requests).toHaveLength(2)
    await waitFor(() => expect(requests).toHaveLength(3), { timeout: 1000 })
    expect(short(requests[2])).toBe("0/10 - [] 'ann'")
    expect(customers()).toEqual(['Anna 1', 'Anna 6', 'Anna 11', 'Anna 16', 'Anna 21', 'Anna 26'])
    await new Promise((r) => setTimeout(r, 600))
    expect(requests).toHaveLength(3)
  })

  it('applies the search at once on Enter', async () => {
    const user = userEvent.setup()
    const { requests } = renderTable()
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bram{Enter}')
    expect(requests.map(short)).toEqual(["0/10 - [] ''", "0/10 - [] 'bram'"])
    await new Promise((r) => setTimeout(r, 600))
    expect(requests).toHaveLength(2)
  })

  it('says No results for a search and No matching data for filters', async () => {
    const user = userEvent.setup()
    const { unmount } = renderTable({ defaultSearch: 'nobody' })
    expect(cellText()).toBe('No results')
    unmount()
    renderTable({ defaultAppliedFilters: [{ id: 'amount', operation: 'GREATER_THAN', value: 1000 }] })
    expect(cellText()).toBe('No matching data')
    expect(document.querySelector('[data-standard-table]')?.getAttribute('data-state')).toBe('empty-filtered')
    await user.click(screen.getByRole('button', { name: /Set filters/ }))
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(customers()).toHaveLength(10)
  })

  it('lists the applied filters as tags to remove, and goes back to the first page', async () => {
    const user = userEvent.setup()
    const onAppliedFiltersChange = vi.fn()
    const { requests } = renderTable({
      defaultAppliedFilters: [
        { id: 'amount', operation: 'GREATER_THAN_OR_EQUAL', value: 10 },
        { id: 'status', operation: 'IS_EMPTY', value: null },
      ],
      onAppliedFiltersChange,
    })
    expect(cellText()).toBe('No matching data')
    const button = screen.getByRole('button', { name: 'Set filters 2' })
    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Set filters' })
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Amount: is at least 10.00', 'Status: is empty'])
    await user.click(within(dialog).getByRole('button', { name: 'Remove Status: is empty' }))
    expect(onAppliedFiltersChange).toHaveBeenLastCalledWith([{ id: 'amount', operation: 'GREATER_THAN_OR_EQUAL', value: 10 }])
    expect(document.querySelector('[data-results]')?.textContent).toBe('1–10 of 20 results')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.click(screen.getByRole('button', { name: 'Set filters 1' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Amount: is at least 10.00' }))
    expect(onAppliedFiltersChange).toHaveBeenLastCalledWith([])
    expect(within(screen.getByRole('dialog')).getByText('No Filters Applied')).toBeTruthy()
    expect(requests.map(short)).toEqual(["0/10 - [amount,status] ''", "0/10 - [amount] ''", "1/10 - [amount] ''", "0/10 - [] ''"])
  })

  it('renders the renderFilters slot, which can set the filters', async () => {
    const user = userEvent.setup()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { requests } = renderTable({
      renderFilters: ({ filters, appliedFilters, setAppliedFilters, close }) => (
        <div>
          <p>{`${filters.length} filters, ${appliedFilters.length} applied`}</p>
          <button type="button" onClick={() => setAppliedFilters([{ id: 'status', operation: 'EQUAL', value: 'shipped' }, { id: 'nope', operation: 'EQUAL', value: 1 }])}>
            Shipped
          </button>
          <button type="button" onClick={close}>
            Done
          </button>
        </div>
      ),
    })
    await user.click(screen.getByRole('button', { name: 'Set filters' }))
    expect(screen.getByText('2 filters, 0 applied')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Shipped' }))
    expect(errors).toHaveBeenCalledWith('StandardTable: filter not found for id "nope"')
    expect(requests.at(-1)?.filters).toEqual([{ id: 'status', operation: 'EQUAL', value: 'shipped' }])
    expect(screen.getByText('2 filters, 1 applied')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(new Set(customers().map((c) => ROWS.find((r) => `${r.cells.customer}` === c)?.cells.status))).toEqual(new Set(['shipped']))
  })

  it('takes controlled filters, resetting the page in the same request', async () => {
    const user = userEvent.setup()
    const requests: FetchRequest[] = []
    function Owner() {
      const [applied, setApplied] = useState<AppliedFilter[]>([])
      return (
        <>
          <button type="button" onClick={() => setApplied([{ id: 'status', operation: 'EQUAL', value: 'returned' }])}>
            Returned only
          </button>
          <StandardTable {...base} appliedFilters={applied} onAppliedFiltersChange={setApplied} onFetchRequest={(r) => requests.push(r)} />
        </>
      )
    }
    render(<Owner />)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await user.click(screen.getByRole('button', { name: 'Returned only' }))
    expect(requests.map(short)).toEqual(["0/10 - [] ''", "2/10 - [] ''", "0/10 - [status] ''"])
    expect(customers()).toHaveLength(10)
  })

  it('hides and shows columns from the column chooser, the last one staying', async () => {
    const user = userEvent.setup()
    renderTable()
    await user.click(screen.getByRole('button', { name: 'Choose columns' }))
    const dialog = screen.getByRole('dialog', { name: 'Choose columns' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Status' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Amount' }))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer'])
    expect((within(dialog).getByRole('checkbox', { name: 'Customer' }) as HTMLInputElement).disabled).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Show all' }))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer', 'Status', 'Amount'])
  })

  describe('storage', () => {
    it('keeps nothing by default', async () => {
      const user = userEvent.setup()
      const { unmount } = renderTable()
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      unmount()
      const { requests } = renderTable()
      expect(requests.map(short)).toEqual(["0/10 - [] ''"])
    })

    it('restores the state, and saves every change', async () => {
      const user = userEvent.setup()
      const saved: unknown[] = []
      const storage: TableStorage = {
        load: () => ({
          appliedFilters: [{ id: 'status', operation: 'EQUAL', value: 'open' }],
          columnOrder: ['amount', 'customer'],
          hiddenColumns: ['status'],
          ordering: { columnId: 'amount', direction: 'desc' },
          pagination: { pageIndex: 0, pageSize: 25 },
          search: 'a',
        }),
        save: (_id, state) => saved.push(state),
      }
      const { requests } = renderTable({ storage })
      expect(requests.map(short)).toEqual(["0/25 amount:desc [status] 'a'"])
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Amount', 'Customer'])
      expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('a')
      await user.click(screen.getByRole('button', { name: 'Amount' }))
      expect(saved.at(-1)).toMatchObject({ ordering: null, pagination: { pageIndex: 0, pageSize: 25 } })
    })

    it('drops unknown columns of a stored order with a warning, and logs unknown columns', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const storage: TableStorage = { load: () => ({ columnOrder: ['gone', 'status'], hiddenColumns: ['old'] }), save: () => {} }
      renderTable({ storage })
      expect(warn).toHaveBeenCalledWith('StandardTable: unknown column ids in the restored column order were dropped: gone')
      expect(error).toHaveBeenCalledWith('StandardTable: unknown column "old" in store (hiddenColumns)')
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Customer', 'Amount'])
    })

    it('ships a localStorage storage', async () => {
      const user = userEvent.setup()
      localStorage.clear()
      const storage = localStorageTableStorage()
      const { unmount } = renderTable({ storage })
      await user.click(screen.getByRole('button', { name: 'Page 3' }))
      expect(JSON.parse(localStorage.getItem('tessera:table:orders') ?? '{}')).toMatchObject({ pagination: { pageIndex: 2, pageSize: 10 } })
      unmount()
      const { requests } = renderTable({ storage })
      expect(requests.map(short)).toEqual(["2/10 - [] ''"])
      localStorage.setItem('tessera:table:orders', '{not json')
      expect(storage.load('orders')).toBeNull()
    })
  })

  describe('remote', () => {
    it('shows the rows given, and resets an index outside the rows once the count is known', () => {
      const storage: TableStorage = { load: () => ({ pagination: { pageIndex: 40, pageSize: 10 } }), save: () => {} }
      const requests: FetchRequest[] = []
      const props = { ...base, storage, onFetchRequest: (r: FetchRequest) => requests.push(r) }
      const { rerender } = render(<StandardTable {...props} rows={[]} isLoading pagination={{ type: 'remote' }} />)
      expect(document.querySelectorAll('tbody tr[data-skeleton-row]')).toHaveLength(3)
      act(() => rerender(<StandardTable {...props} rows={[]} pagination={{ type: 'remote', rowCount: 57 }} />))
      act(() => rerender(<StandardTable {...props} rows={ROWS.slice(0, 10)} pagination={{ type: 'remote', rowCount: 57 }} />))
      expect(requests.map(short)).toEqual(["40/10 - [] ''", "0/10 - [] ''"])
      expect(customers()).toHaveLength(10)
      expect(document.querySelector('[data-results]')?.textContent).toBe('1–10 of 57 results')
    })
  })

  it('lets parts read it, and says when a part is outside one', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Part() {
      const ctx = useStandardTableContext('Part')
      return <span data-testid="part">{ctx ? ctx.request.pagination.pageSize : 'none'}</span>
    }
    const { unmount } = render(<Part />)
    expect(errors).toHaveBeenCalledWith('Part: could not find the context; use it inside a <StandardTable>')
    expect(screen.getByTestId('part').textContent).toBe('none')
    unmount()
    renderTable({ columns: [{ id: 'customer', label: 'Customer', render: () => <Part /> }] })
    expect(screen.getAllByTestId('part')[0].textContent).toBe('10')
  })
})
