import { render, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { DateTimeRangeField } from './DateTimeRangeField'
import { byRole, cell, dialog, openPicker as open, option, setup, type User } from './test-utils'

beforeAll(() => initI18n('en-US'))

// "Today" is 2026-01-15, as under the harness.
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(new Date(2026, 0, 15, 12, 0, 0).getTime())
})

const openPicker = (user: User) => open(user, 'Choose a date and time')
const selectedIn = (list: HTMLElement) => list.querySelector('[aria-selected="true"]')?.textContent

// jsdom and floating-ui make these slow on a busy machine
describe('DateTimeRangeField', { timeout: 30000 }, () => {
  it('opens a 700 × 550 px picker with two months and a start and an end time', async () => {
    const user = setup()
    render(<DateTimeRangeField label="Shift" defaultValue={{ start: '2026-01-15 08:00', end: '2026-01-15 17:30' }} />)
    expect((screen.getByRole('textbox', { name: 'End date' }) as HTMLInputElement).value).toBe('2026-01-15 17:30:00')
    const d = await openPicker(user)
    expect(d.style.getPropertyValue('--date-picker-width')).toBe('700px')
    expect(d.style.getPropertyValue('--date-picker-height')).toBe('550px')
    expect(d.querySelectorAll('[role="grid"]')).toHaveLength(2)
    expect(selectedIn(byRole(byRole(d, 'group', 'Start time'), 'listbox', 'Hours'))).toBe('08')
    expect(selectedIn(byRole(byRole(d, 'group', 'End time'), 'listbox', 'Minutes'))).toBe('30')
  })

  it('picks days from 00:00:00 to 23:59:59 and stays open for the times', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeRangeField label="Shift" onValueChange={onValueChange} />)
    const d = await openPicker(user)
    await user.click(cell('2026-01-20'))
    await user.click(cell('2026-01-12'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-12 00:00:00', end: '2026-01-20 23:59:59' })
    expect(dialog()).not.toBeNull()
    await user.click(option(byRole(byRole(d, 'group', 'End time'), 'listbox', 'Hours'), '18'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-12 00:00:00', end: '2026-01-20 18:59:59' })
    await user.keyboard('{Escape}')
    expect(dialog()).toBeNull()
  })

  it('applies a range shortcut ending today at 23:59:59', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeRangeField label="Shift" shortcuts={['lastWeek']} onValueChange={onValueChange} />)
    const d = await openPicker(user)
    await user.click(byRole(d, 'button', 'Past week'))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-01-08 00:00:00', end: '2026-01-15 23:59:59' })
    expect(dialog()).toBeNull()
  })
})
