import { render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { DateRangeField } from './DateRangeField'
import { allByRole, byRole, cell, dialog, focusedDay, gridNames, openPicker as open, setup, type User } from './test-utils'

beforeAll(() => initI18n('en-US'))

// "Today" is 2026-01-15, as under the harness.
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(new Date(2026, 0, 15, 12, 0, 0).getTime())
})

const root = () => document.querySelector<HTMLElement>('[data-date-field="date-range"]')!
const openPicker = (user: User) => open(user, 'Choose a date')

// jsdom and floating-ui make these slow on a busy machine
describe('DateRangeField', { timeout: 30000 }, () => {
  it('is a group with a start and an end input', () => {
    render(<DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: '2026-01-16' }} />)
    const group = screen.getByRole('group', { name: 'Stay' })
    expect((within(group).getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('2026-01-12')
    expect((within(group).getByRole('textbox', { name: 'End date' }) as HTMLInputElement).value).toBe('2026-01-16')
    expect(root().dataset).toMatchObject({ state: 'closed', selection: 'complete' })
    expect(dialog()).toBeNull()
  })

  it('shows two months in a 700 × 470 px picker, the range marked', async () => {
    const user = setup()
    render(<DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: '2026-01-16' }} />)
    const d = await openPicker(user)
    expect(d.style.getPropertyValue('--date-picker-width')).toBe('700px')
    expect(d.style.getPropertyValue('--date-picker-height')).toBe('470px')
    expect(d.dataset.months).toBe('2')
    expect(gridNames()).toEqual(['January 2026', 'February 2026'])
    expect(cell('2026-01-12').dataset.mark).toBe('start')
    expect(cell('2026-01-14').dataset.mark).toBe('inside')
    expect(cell('2026-01-16').dataset.mark).toBe('end')
    expect(cell('2026-01-14').getAttribute('aria-selected')).toBe('true')
    expect(cell('2026-01-17').getAttribute('aria-selected')).toBe('false')
    expect(focusedDay()).toBe('2026-01-12')
    expect(d.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1)
  })

  it('starts a range on the first pick and completes it on the second, then closes', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateRangeField label="Stay" onValueChange={onValueChange} />)
    expect(root().dataset.selection).toBe('idle')
    const d = await openPicker(user)
    await user.click(cell('2026-01-10'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-10', end: null })
    expect(root().dataset.selection).toBe('start-picked')
    expect(d.dataset.selection).toBe('start-picked')
    expect(dialog()).not.toBeNull()
    // the range to the day under the pointer is previewed
    await user.hover(cell('2026-02-03'))
    expect(cell('2026-01-20').dataset.mark).toBe('inside')
    await user.click(cell('2026-02-03'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-10', end: '2026-02-03' })
    expect(root().dataset.selection).toBe('complete')
    expect(dialog()).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Start date' })))
  })

  it('swaps an end picked before the start', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateRangeField label="Stay" onValueChange={onValueChange} />)
    await openPicker(user)
    await user.keyboard('{Enter}{ArrowUp}{ArrowUp}{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-01', end: '2026-01-15' })
  })

  it('moves across both months with the keyboard and beyond them', async () => {
    const user = setup()
    render(<DateRangeField label="Stay" />)
    await openPicker(user)
    await user.keyboard('{PageDown}')
    expect(focusedDay()).toBe('2026-02-15')
    // February is already shown: the view stays
    expect(gridNames()).toEqual(['January 2026', 'February 2026'])
    await user.keyboard('{PageDown}')
    expect(focusedDay()).toBe('2026-03-15')
    expect(gridNames()).toEqual(['February 2026', 'March 2026'])
  })

  it('does not pick disabled days', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateRangeField label="Stay" minimumDate="2026-01-10" maximumDate="2026-01-31" onValueChange={onValueChange} />)
    await openPicker(user)
    await user.click(cell('2026-01-05'))
    await user.click(cell('2026-02-02'))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(cell('2026-02-02').getAttribute('aria-disabled')).toBe('true')
  })

  it('applies a shortcut ending today and closes; keepOpen keeps the picker open', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateRangeField label="Stay" shortcuts={['today', 'lastWeek', 'lastMonth', { preset: 'lastYear', keepOpen: true }]} onValueChange={onValueChange} />)
    await openPicker(user)
    const group = byRole(document, 'group', 'Shortcuts')
    expect(allByRole(group, 'button').map((b) => b.textContent)).toEqual(['Today', 'Past week', 'Past month', 'Past year'])
    await user.click(byRole(group, 'button', 'Past year'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2025-01-15', end: '2026-01-15' })
    expect(dialog()).not.toBeNull()
    await user.click(byRole(group, 'button', 'Past week'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-08', end: '2026-01-15' })
    expect(dialog()).toBeNull()
    expect((screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('2026-01-08')
  })

  it('takes typed ends, puts them in order, and shows an error for text that is not a date', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateRangeField label="Stay" onValueChange={onValueChange} />)
    const start = screen.getByRole('textbox', { name: 'Start date' })
    const end = screen.getByRole('textbox', { name: 'End date' })
    await user.type(start, '2026-01-20')
    await user.tab()
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-20', end: null })
    await user.type(end, '2026-01-10{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-10', end: '2026-01-20' })
    await user.clear(end)
    await user.type(end, 'soon')
    await user.tab()
    expect(screen.getByText('Enter a valid date as YYYY-MM-DD')).toBeTruthy()
    expect(end.getAttribute('aria-invalid')).toBe('true')
  })

  it('empties to null with the clear button', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: null }} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onValueChange).toHaveBeenCalledWith(null)
    expect(root().dataset.selection).toBe('idle')
  })

  it('toggles on a click on its legend', async () => {
    const user = setup()
    render(<DateRangeField label="Stay" />)
    await user.click(screen.getByText('Stay'))
    await waitFor(() => expect(dialog()).not.toBeNull())
  })
})
