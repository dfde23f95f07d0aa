import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import type { Row } from './logic'
import type { TableLegacyColumn } from './schema'
import type { TableLegacyHandle } from './store'
import { TableLegacy } from './TableLegacy'

// user-event clicks through a table and its pagination take a while in jsdom on a busy machine
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await initI18n('en-US')
})
afterEach(() => {
  vi.restoreAllMocks()
})

const columns: TableLegacyColumn[] = [
  { key: 'name', title: 'Part', sortable: true },
  { key: 'qty', title: 'Quantity', sortable: true, align: 'right' },
  { key: 'site', title: 'Site', align: 'center' },
]
const data: Row[] = [
  { id: 1, name: 'Bolt', qty: 40, site: 'North' },
  { id: 2, name: 'Anchor', qty: 5, site: 'South' },
  { id: 3, name: 'Clamp', qty: 12, site: 'North' },
]

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-table-legacy]')!
const bodyColumn = (index: number) => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[index].textContent)

describe('TableLegacy', () => {
  it('is a table with a caption, column headers and the rows as given (order none by default)', () => {
    const { container } = render(<TableLegacy caption="Parts" columns={columns} data={data} />)
    const table = screen.getByRole('table', { name: 'Parts' })
    expect(table.querySelector('caption')?.textContent).toBe('Parts')
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Part', 'Quantity', 'Site'])
    expect(bodyColumn(0)).toEqual(['Bolt', 'Anchor', 'Clamp'])
    expect(root(container).dataset.state).toBe('unsorted')
    expect(screen.getByRole('region', { name: 'Parts' })).toBeTruthy()
  })
  it('aligns left by default, and right or center where a column says', () => {
    render(<TableLegacy caption="Parts" columns={columns} data={data} />)
    const [name, qty, site] = screen.getAllByRole('row')[1].querySelectorAll('td')
    expect([name.dataset.align, qty.dataset.align, site.dataset.align]).toEqual(['left', 'right', 'center'])
    expect(screen.getAllByRole('columnheader').map((h) => h.dataset.align)).toEqual(['left', 'right', 'center'])
  })
  it('sorts with a header button: none -> ascending -> descending -> none, with aria-sort on the header', async () => {
    const user = userEvent.setup()
    const onSortChange = vi.fn()
    const { container } = render(<TableLegacy caption="Parts" columns={columns} data={data} onSortChange={onSortChange} />)
    const header = screen.getAllByRole('columnheader')[1]
    const button = within(header).getByRole('button', { name: 'Quantity' })
    expect(header.getAttribute('aria-sort')).toBe('none')
    expect(screen.getAllByRole('columnheader')[2].hasAttribute('aria-sort')).toBe(false)
    expect(within(screen.getAllByRole('columnheader')[2]).queryByRole('button')).toBeNull()

    await user.click(button)
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    expect(bodyColumn(1)).toEqual(['5', '12', '40'])
    expect(root(container).dataset.state).toBe('sorted')
    await user.click(button)
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(bodyColumn(1)).toEqual(['40', '12', '5'])
    await user.click(button)
    expect(header.getAttribute('aria-sort')).toBe('none')
    expect(bodyColumn(1)).toEqual(['40', '5', '12'])
    expect(onSortChange.mock.calls.map((c) => c[0])).toEqual([
      { key: 'qty', order: 'asc' },
      { key: 'qty', order: 'desc' },
      { key: null, order: 'none' },
    ])
  })
  it('starts in the default sort', () => {
    render(<TableLegacy caption="Parts" columns={columns} data={data} defaultSort={{ key: 'name', order: 'asc' }} />)
    expect(bodyColumn(0)).toEqual(['Anchor', 'Bolt', 'Clamp'])
    expect(screen.getAllByRole('columnheader')[0].getAttribute('aria-sort')).toBe('ascending')
  })
  it('shows “No Data” from the locale without rows, or the noDataText', () => {
    const { container, rerender } = render(<TableLegacy caption="Parts" columns={columns} />)
    const cell = screen.getByRole('cell')
    expect(cell.textContent).toBe('No Data')
    expect(cell.getAttribute('colspan')).toBe('3')
    expect(root(container).dataset.state).toBe('empty')
    expect(container.querySelector('[data-row-count]')).toBeNull()
    rerender(<TableLegacy caption="Parts" columns={columns} data={[]} noDataText="Nothing ordered yet" />)
    expect(screen.getByRole('cell').textContent).toBe('Nothing ordered yet')
  })
  it('counts the rows with the pipe translation string, from the locale or the translations prop', () => {
    const { container, rerender } = render(<TableLegacy caption="Parts" columns={columns} data={data} />)
    const count = () => container.querySelector('[data-row-count]')!.textContent
    expect(count()).toBe('3 rows')
    rerender(<TableLegacy caption="Parts" columns={columns} data={data.slice(0, 1)} />)
    expect(count()).toBe('1 row')
    rerender(<TableLegacy caption="Parts" columns={columns} data={data} translations={{ rowCount: 'nothing|one part|{{count}} parts' }} />)
    expect(count()).toBe('3 parts')
  })
  it('logs “Invalid translation string” naming the component for a string without a pipe, and still shows it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<TableLegacy caption="Parts" columns={columns} data={data} translations={{ rowCount: '{{count}} parts' }} />)
    expect(container.querySelector('[data-row-count]')!.textContent).toBe('3 parts')
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^TableLegacy: Invalid translation string: "\{\{count\}\} parts"/)))
  })
  it('speaks the example locale', async () => {
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    await de.loadLanguages('de-DE')
    await de.changeLanguage('de-DE')
    const { container } = render(
      <I18nextProvider i18n={de}>
        <TableLegacy caption="Teile" columns={columns} data={data} />
        <TableLegacy caption="Leer" columns={columns} />
      </I18nextProvider>,
    )
    expect(container.querySelector('[data-row-count]')!.textContent).toBe('3 Zeilen')
    expect(screen.getByText('Keine Daten')).toBeTruthy()
  })
  it('pages the rows on the client', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Part ${i + 1}`, qty: i, site: 'North' }))
    render(<TableLegacy caption="Parts" columns={columns} data={many} pageSize={5} onPageChange={onPageChange} />)
    const nav = screen.getByRole('navigation', { name: 'Pages of Parts' })
    expect(bodyColumn(0)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5'])
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }))
    expect(bodyColumn(0)).toEqual(['Part 11', 'Part 12'])
    expect(onPageChange).toHaveBeenCalledWith(3)
    // sorting goes back to the first page
    await user.click(screen.getByRole('button', { name: 'Part' }))
    expect(bodyColumn(0)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5'])
    expect(onPageChange).toHaveBeenLastCalledWith(1)
  })
  it('hides the pagination when everything fits one page', () => {
    render(<TableLegacy caption="Parts" columns={columns} data={data} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
  it('renders cells with a column’s format', () => {
    render(<TableLegacy caption="Parts" columns={[{ key: 'qty', title: 'Quantity', format: (v) => <strong>{`${String(v)} pcs`}</strong> }]} data={data} />)
    expect(screen.getAllByRole('strong').map((s) => s.textContent)).toEqual(['40 pcs', '5 pcs', '12 pcs'])
  })
  it('hands out its store through the ref: mutations and getters by name', () => {
    const ref = createRef<TableLegacyHandle>()
    render(<TableLegacy ref={ref} caption="Parts" columns={columns} data={data} pageSize={2} />)
    act(() => ref.current!.commit('setSort', { key: 'name', order: 'desc' }))
    expect(bodyColumn(0)).toEqual(['Clamp', 'Bolt'])
    expect(ref.current!.get('sort')).toEqual({ key: 'name', order: 'desc' })
    act(() => ref.current!.commit('setPage', 2))
    expect(bodyColumn(0)).toEqual(['Anchor'])
    expect((ref.current!.get('pageRows') as Row[]).map((r) => r.name)).toEqual(['Anchor'])
    expect(ref.current!.get('rowCount')).toBe(3)
  })
  it('logs an unknown mutation or getter naming the component: the commit does nothing, the getter gives undefined', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ref = createRef<TableLegacyHandle>()
    render(<TableLegacy ref={ref} caption="Parts" columns={columns} data={data} />)
    act(() => ref.current!.commit('sortBy', 'name'))
    expect(bodyColumn(0)).toEqual(['Bolt', 'Anchor', 'Clamp'])
    expect(ref.current!.get('selection')).toBeUndefined()
    expect(error).toHaveBeenCalledWith('TableLegacy: Unknown mutation: sortBy')
    expect(error).toHaveBeenCalledWith('TableLegacy: Unknown getter: selection')
  })
  it('follows new data', async () => {
    const user = userEvent.setup()
    function Host() {
      const [rows, setRows] = useState(data)
      return (
        <>
          <button type="button" onClick={() => setRows([...rows, { id: 4, name: 'Dowel', qty: 1, site: 'West' }])}>
            Add
          </button>
          <TableLegacy caption="Parts" columns={columns} data={rows} />
        </>
      )
    }
    const { container } = render(<Host />)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(bodyColumn(0)).toEqual(['Bolt', 'Anchor', 'Clamp', 'Dowel'])
    expect(container.querySelector('[data-row-count]')!.textContent).toBe('4 rows')
  })
  it('follows a new page size, back on the first page', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<TableLegacy caption="Parts" columns={columns} data={data} pageSize={1} />)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(bodyColumn(0)).toEqual(['Clamp'])
    rerender(<TableLegacy caption="Parts" columns={columns} data={data} pageSize={2} />)
    expect(bodyColumn(0)).toEqual(['Bolt', 'Anchor'])
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
  })
  it('logs a props error for a default sort by a column that does not sort, and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<TableLegacy caption="Parts" columns={columns} data={data} defaultSort={{ key: 'site', order: 'asc' }} />)
    expect(bodyColumn(0)).toEqual(['Bolt', 'Anchor', 'Clamp'])
    await waitFor(() => expect(error).toHaveBeenCalledWith('TableLegacy: invalid prop "defaultSort.key": defaultSort.key must be the key of a sortable column'))
  })
})
