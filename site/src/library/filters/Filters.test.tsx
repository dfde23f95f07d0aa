import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { FilterBuilder } from './FilterBuilder'
import { Filters } from './Filters'
import type { Filter, FilterColumnInput } from './schema'

// Each test drives real fields through user-event: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await initI18n('en-US')
})

const COLUMNS: FilterColumnInput[] = [
  { key: 'q', label: 'Customer or city', type: 'SEARCH' },
  { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL', 'IS_EMPTY'], options: [{ label: 'Open', value: 'open' }, { label: 'Shipped', value: 'shipped' }] },
  { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE', 'GREATER_THAN', 'IS_EMPTY'] },
  { key: 'paid', label: 'Paid', type: 'BOOLEAN', operations: ['EQUAL', 'IS_EMPTY'] },
]

const popup = () => screen.getByRole('dialog', { name: 'Filters' })
const rows = () => [...popup().querySelectorAll<HTMLElement>('[data-filter-row]')]
const rowSummary = () => rows().map((r) => `${r.querySelector('[data-filter-conjunction]')?.textContent} ${r.dataset.filterRow} ${r.dataset.operation}`)
const last = <T,>(fn: { mock: { calls: T[][] } }) => fn.mock.calls[fn.mock.calls.length - 1][0]

/** pick opens a select by its accessible name and picks an option. */
async function pick(user: ReturnType<typeof userEvent.setup>, within: HTMLElement, name: RegExp | string, option: string) {
  const box = [...within.querySelectorAll<HTMLElement>('[role="combobox"]')].find((c) => (typeof name === 'string' ? c.getAttribute('aria-label') === name || labelOf(c) === name : name.test(labelOf(c))))
  if (!box) throw new Error(`no combobox ${String(name)}`)
  await user.click(box)
  await user.click(await screen.findByRole('option', { name: option }))
}
const labelOf = (el: HTMLElement) => (el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '')

function setup(props: Partial<Parameters<typeof Filters>[0]> = {}) {
  const user = userEvent.setup()
  const onValueChange = vi.fn()
  const onAppliedFiltersChange = vi.fn()
  render(<Filters columns={COLUMNS} onValueChange={onValueChange} onAppliedFiltersChange={onAppliedFiltersChange} {...props} />)
  const trigger = screen.getByRole('button', { name: /^Filters/ })
  return { user, trigger, onValueChange, onAppliedFiltersChange }
}

describe('Filters', () => {
  it('shows the search and a closed Filters button; nothing opens on load', () => {
    const { trigger } = setup()
    expect(screen.getByRole('searchbox', { name: 'Customer or city' })).toBeTruthy()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('[data-filters]')?.getAttribute('data-state')).toBe('closed')
  })

  it('opens the popup with the empty state, adds rows Where then And on different keys, and clears all but the search', async () => {
    const { user, trigger, onValueChange } = setup()
    await user.type(screen.getByRole('searchbox'), 'lyon')
    expect(last(onValueChange)).toEqual([{ key: 'q', operation: 'CONTAINS', value: 'lyon' }])
    await user.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(popup().id)
    expect(popup().dataset.state).toBe('open')
    expect(within(popup()).getByText('No Filters Applied')).toBeTruthy()
    expect(popup().querySelector('[data-filter-builder]')?.getAttribute('data-state')).toBe('empty')
    expect(within(popup()).getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(true)

    const add = within(popup()).getByRole('button', { name: 'Add filter' })
    await user.click(add)
    await user.click(add)
    expect(rowSummary()).toEqual(['Where status EQUAL', 'And amount IN_RANGE'])
    expect(popup().querySelector('[data-filter-builder]')?.getAttribute('data-state')).toBe('editing')
    await user.click(add)
    expect(rowSummary()).toEqual(['Where status EQUAL', 'And amount IN_RANGE', 'And paid EQUAL'])
    expect(add.hasAttribute('disabled')).toBe(true)
    expect(popup().querySelector('[data-filter-builder]')?.getAttribute('data-state')).toBe('full')

    await user.click(within(popup()).getByRole('button', { name: 'Clear all' }))
    expect(within(popup()).getByText('No Filters Applied')).toBeTruthy()
    expect(rows()).toEqual([])
    expect(last(onValueChange)).toEqual([{ key: 'q', operation: 'CONTAINS', value: 'lyon' }])
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('lyon')
  })

  it('resets the operation when the key changes, and hides the value for is empty', async () => {
    const { user, trigger, onValueChange } = setup({ defaultValue: [{ key: 'amount', operation: 'GREATER_THAN', value: 10 }] })
    await user.click(trigger)
    expect(rowSummary()).toEqual(['Where amount GREATER_THAN'])
    await pick(user, rows()[0], 'Where: Filter', 'Status')
    expect(rowSummary()).toEqual(['Where status EQUAL'])
    expect(last(onValueChange)).toEqual([{ key: 'status', operation: 'EQUAL', value: null }])
    expect(rows()[0].querySelector('[data-filter-value]')).not.toBeNull()
    await pick(user, rows()[0], 'Status: Condition', 'is empty')
    expect(rowSummary()).toEqual(['Where status IS_EMPTY'])
    expect(rows()[0].querySelector('[data-filter-value]')).toBeNull()
  })

  it('sets values through the fields and reports the applied filters', async () => {
    const { user, trigger, onAppliedFiltersChange } = setup({ defaultValue: [{ key: 'status', operation: 'EQUAL', value: null }] })
    await user.click(trigger)
    await pick(user, rows()[0], 'Status', 'Shipped')
    expect(last(onAppliedFiltersChange)).toEqual([{ id: 'status', operation: 'EQUAL', value: 'shipped' }])
    expect(within(trigger).getByText('1')).toBeTruthy()
    await user.click(within(popup()).getByRole('button', { name: 'Add filter' }))
    await user.click(within(popup()).getByRole('button', { name: 'Add filter' }))
    await pick(user, rows()[2], 'Paid', 'No')
    expect(last(onAppliedFiltersChange)).toEqual([
      { id: 'status', operation: 'EQUAL', value: 'shipped' },
      { id: 'paid', operation: 'EQUAL', value: false },
    ])
  })

  it('swaps a number range’s ends when the focus leaves it', async () => {
    const { user, trigger, onValueChange } = setup({ defaultValue: [{ key: 'amount', operation: 'IN_RANGE', value: null }] })
    await user.click(trigger)
    const [min, max] = within(rows()[0]).getAllByRole('spinbutton')
    await user.type(min, '90')
    await user.type(max, '10')
    expect(last(onValueChange)).toEqual([{ key: 'amount', operation: 'IN_RANGE', value: { min: 90, max: 10 } }])
    await user.click(within(popup()).getByRole('button', { name: 'Add filter' }))
    expect((last(onValueChange) as Filter[])[0]).toEqual({ key: 'amount', operation: 'IN_RANGE', value: { min: 10, max: 90 } })
  })

  it('removes a row and moves the focus to Add filter', async () => {
    const { user, trigger } = setup({ defaultValue: [{ key: 'status', operation: 'IS_EMPTY', value: null }] })
    await user.click(trigger)
    await user.click(within(rows()[0]).getByRole('button', { name: 'Remove filter' }))
    expect(rows()).toEqual([])
    await waitFor(() => expect(document.activeElement).toBe(within(popup()).getByRole('button', { name: 'Add filter' })))
  })

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user, trigger } = setup()
    await user.click(trigger)
    await waitFor(() => expect(popup().contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('is controlled by value and open', async () => {
    const onOpenChange = vi.fn()
    const { user, trigger, onValueChange } = setup({ open: true, onOpenChange, value: [{ key: 'paid', operation: 'EQUAL', value: true }] })
    expect(rowSummary()).toEqual(['Where paid EQUAL'])
    await user.click(within(popup()).getByRole('button', { name: 'Clear all' }))
    expect(last(onValueChange)).toEqual([])
    expect(rowSummary()).toEqual(['Where paid EQUAL'])
    await user.click(trigger)
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('logs the developer errors naming the component and leaves the invalid columns out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, trigger } = setup({
      columns: [...COLUMNS, { key: 'weight', label: 'Weight', type: 'WEIGHT' as never, operations: ['EQUAL'] }, { key: 'city', label: 'City', type: 'SINGLE_SELECT', operations: ['IN_RANGE'], options: [{ label: 'Lyon', value: 'lyon' }] }],
      defaultValue: [{ key: 'gone', operation: 'EQUAL', value: 1 }],
    })
    await waitFor(() => {
      const messages = error.mock.calls.map((c) => String(c[0]))
      expect(messages).toContain('Filters: invalid filter type "WEIGHT" of column "weight"')
      expect(messages).toContain('Filters: invalid operations ["IN_RANGE"] of column "city": a SINGLE_SELECT column needs a non-empty list of EQUAL, IS_EMPTY')
      expect(messages).toContain('Filters: column not found for filter key "gone"')
    })
    await user.click(trigger)
    expect(rows()).toEqual([])
    const add = within(popup()).getByRole('button', { name: 'Add filter' })
    for (let i = 0; i < 4; i++) await user.click(add)
    expect(rowSummary().map((s) => s.split(' ')[1])).toEqual(['status', 'amount', 'paid'])
  })
})

describe('FilterBuilder', () => {
  it('renders the rows in place, without a popup', async () => {
    const user = userEvent.setup()
    const onAppliedFiltersChange = vi.fn()
    render(<FilterBuilder columns={COLUMNS} defaultValue={[{ key: 'q', operation: 'CONTAINS', value: 'x' }]} onAppliedFiltersChange={onAppliedFiltersChange} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('No Filters Applied')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add filter' }))
    expect(document.querySelector('[data-filter-row]')?.getAttribute('data-filter-row')).toBe('status')
    expect(screen.getByText('Where')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(document.querySelector('[data-filter-builder]')?.getAttribute('data-state')).toBe('empty')
  })
})
