import { render, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { DateTimeField } from './DateTimeField'
import { byRole, cell, dialog, openPicker as open, option, setup, type User } from './test-utils'

beforeAll(() => initI18n('en-US'))

// "Today" is 2026-01-15, as under the harness.
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(new Date(2026, 0, 15, 12, 0, 0).getTime())
})

const openPicker = (user: User) => open(user, 'Choose a date and time')
const selectedIn = (list: HTMLElement) => list.querySelector('[aria-selected="true"]')?.textContent

// jsdom and floating-ui make these slow on a busy machine
describe('DateTimeField', { timeout: 30000 }, () => {
  it('shows a value with seconds and takes typed date-times with or without them', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeField label="Start" defaultValue="2026-01-15 09:30" onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement
    expect(input.value).toBe('2026-01-15 09:30:00')
    expect(input.placeholder).toBe('YYYY-MM-DD HH:mm:ss')
    await user.clear(input)
    await user.type(input, '2026-01-16 18:45{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-16 18:45:00')
    await user.clear(input)
    await user.type(input, '2026-01-16')
    await user.tab()
    expect(screen.getByText('Enter a valid date and time as YYYY-MM-DD HH:mm:ss')).toBeTruthy()
  })

  it('opens a 400 × 550 px picker with hours, minutes and seconds lists at most 190 px high', async () => {
    const user = setup()
    render(<DateTimeField label="Start" defaultValue="2026-01-15 09:30:00" />)
    const d = await openPicker(user)
    expect(d.style.getPropertyValue('--date-picker-width')).toBe('400px')
    expect(d.style.getPropertyValue('--date-picker-height')).toBe('550px')
    const hours = byRole(d, 'listbox', 'Hours')
    const minutes = byRole(d, 'listbox', 'Minutes')
    const seconds = byRole(d, 'listbox', 'Seconds')
    for (const list of [hours, minutes, seconds]) expect(list.style.maxHeight).toBe('190px')
    expect(hours.querySelectorAll('[role="option"]')).toHaveLength(24)
    expect(minutes.querySelectorAll('[role="option"]')).toHaveLength(60)
    expect(selectedIn(hours)).toBe('09')
    expect(selectedIn(minutes)).toBe('30')
    expect(selectedIn(seconds)).toBe('00')
    expect(byRole(d, 'group', 'Time')).toBeTruthy()
  })

  it('keeps the picker open on a day pick, keeps the time, and closes on Done', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeField label="Start" defaultValue="2026-01-15 09:30:00" onValueChange={onValueChange} />)
    const d = await openPicker(user)
    await user.click(cell('2026-01-20'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-20 09:30:00')
    expect(dialog()).not.toBeNull()
    await user.click(byRole(d, 'button', 'Done'))
    expect(dialog()).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Start' })))
  })

  it('sets the time from the lists, by click and by keyboard', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeField label="Start" defaultValue="2026-01-15 09:30:00" onValueChange={onValueChange} />)
    const d = await openPicker(user)
    const hours = byRole(d, 'listbox', 'Hours')
    await user.click(option(hours, '14'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15 14:30:00')
    expect(document.activeElement).toBe(hours)
    expect(document.getElementById(hours.getAttribute('aria-activedescendant')!)?.textContent).toBe('14')
    await user.keyboard('{ArrowDown}')
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15 15:30:00')
    expect(document.getElementById(hours.getAttribute('aria-activedescendant')!)?.textContent).toBe('15')
    await user.keyboard('{End}')
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15 23:30:00')
    await user.click(option(byRole(d, 'listbox', 'Minutes'), '05'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15 23:05:00')
  })

  it('takes the focused day for a time chosen before a day', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeField label="Start" onValueChange={onValueChange} />)
    const d = await openPicker(user)
    await user.click(option(byRole(d, 'listbox', 'Minutes'), '45'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15 00:45:00')
  })

  it('applies the today shortcut, keeping the time', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateTimeField label="Start" defaultValue="2025-11-03 08:15:00" shortcuts={['today']} onValueChange={onValueChange} />)
    const d = await openPicker(user)
    await user.click(byRole(d, 'button', 'Today'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15 08:15:00')
    expect(dialog()).toBeNull()
  })
})
