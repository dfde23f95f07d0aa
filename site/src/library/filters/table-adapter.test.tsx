import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { columnsOfTableFilters, type TableFilterLike } from './logic'
import { renderFilterBuilder } from './table-adapter'

vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await initI18n('en-US')
})

const FILTERS: TableFilterLike[] = [
  { id: 'status', label: 'Status', type: 'SINGLE_SELECT', options: [{ label: 'Open', value: 'open' }] },
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['GREATER_THAN', 'ONE_OF'], unit: 'kg', decimalPlaces: 1 },
]

describe('columnsOfTableFilters', () => {
  it('keys the columns by the filters’ ids, offers all operations of the type unless told, and makes the unit a suffix', () => {
    expect(columnsOfTableFilters(FILTERS)).toEqual([
      { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL', 'IS_EMPTY'], options: [{ label: 'Open', value: 'open' }] },
      { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['GREATER_THAN'], suffix: 'kg', decimalPlaces: 1 },
    ])
  })
})

describe('renderFilterBuilder', () => {
  it('starts from the applied filters and applies each change', async () => {
    const user = userEvent.setup()
    const setAppliedFilters = vi.fn()
    render(<>{renderFilterBuilder({ filters: FILTERS, appliedFilters: [{ id: 'status', operation: 'EQUAL', value: 'open' }, { id: 'gone', operation: 'EQUAL', value: 1 }], setAppliedFilters, close: () => {} })}</>)
    const rows = () => [...document.querySelectorAll<HTMLElement>('[data-filter-row]')]
    expect(rows().map((r) => r.dataset.filterRow)).toEqual(['status'])
    await user.click(screen.getByRole('button', { name: 'Add filter' }))
    await user.type(within(rows()[1]).getByRole('spinbutton'), '5')
    expect(setAppliedFilters).toHaveBeenLastCalledWith([
      { id: 'status', operation: 'EQUAL', value: 'open' },
      { id: 'amount', operation: 'GREATER_THAN', value: 5 },
    ])
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(setAppliedFilters).toHaveBeenLastCalledWith([])
  })
})
