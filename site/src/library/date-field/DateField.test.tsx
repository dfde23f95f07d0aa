import { act, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { DateField } from './DateField'
import { byRole, cell, dialog, focusedDay, gridNames, openPicker as open, setup, type User } from './test-utils'

beforeAll(() => initI18n('en-US'))

// "Today" is 2026-01-15 (a Thursday), as under the harness.
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(new Date(2026, 0, 15, 12, 0, 0).getTime())
})

const openPicker = (user: User) => open(user, 'Choose a date')

// jsdom and floating-ui make these slow on a busy machine
describe('DateField', { timeout: 30000 }, () => {
  it('shows a labelled input and a calendar button, nothing open', () => {
    render(<DateField label="Delivery date" defaultValue="2026-01-15" />)
    const input = screen.getByRole('textbox', { name: 'Delivery date' })
    expect((input as HTMLInputElement).value).toBe('2026-01-15')
    expect(input.getAttribute('placeholder')).toBe('YYYY-MM-DD')
    const button = screen.getByRole('button', { name: 'Choose a date' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(dialog()).toBeNull()
    expect(document.querySelector('[data-date-field="date"]')?.getAttribute('data-state')).toBe('closed')
  })

  it('opens a non-modal dialog of the selected month with the selected day focused, at 400 × 470 px', async () => {
    const user = setup()
    render(<DateField label="Delivery date" defaultValue="2026-01-20" />)
    const d = await openPicker(user)
    expect(byRole(document, 'dialog', 'Choose a date')).toBe(d)
    expect(d.getAttribute('aria-modal')).toBe('false')
    expect(d.style.getPropertyValue('--date-picker-width')).toBe('400px')
    expect(d.style.getPropertyValue('--date-picker-height')).toBe('470px')
    expect(byRole(document, 'button', 'Choose a date').getAttribute('aria-expanded')).toBe('true')
    expect(byRole(document, 'button', 'Choose a date').getAttribute('aria-controls')).toBe(d.id)
    const grid = byRole(d, 'grid', 'January 2026')
    // en-US weeks start on Sunday
    expect([...grid.querySelectorAll('th[scope="col"]')].map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(focusedDay()).toBe('2026-01-20')
    // one tab stop in the grid
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    expect(cell('2026-01-20').getAttribute('aria-selected')).toBe('true')
    expect(cell('2026-01-19').getAttribute('aria-selected')).toBe('false')
    expect(cell('2026-01-15').getAttribute('aria-current')).toBe('date')
    expect(cell('2026-01-15').getAttribute('aria-label')).toBe('Thursday, January 15, 2026, Today')
  })

  it('focuses today when empty', async () => {
    const user = setup()
    render(<DateField label="Delivery date" />)
    await openPicker(user)
    expect(focusedDay()).toBe('2026-01-15')
  })

  it('moves the focus with arrows, PageUp/PageDown and Home/End, and picks with Enter', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" defaultValue="2026-01-15" onValueChange={onValueChange} />)
    await openPicker(user)
    await user.keyboard('{ArrowRight}')
    expect(focusedDay()).toBe('2026-01-16')
    await user.keyboard('{ArrowDown}')
    expect(focusedDay()).toBe('2026-01-23')
    await user.keyboard('{ArrowLeft}{ArrowUp}')
    expect(focusedDay()).toBe('2026-01-15')
    await user.keyboard('{Home}')
    expect(focusedDay()).toBe('2026-01-11')
    await user.keyboard('{End}')
    expect(focusedDay()).toBe('2026-01-17')
    await user.keyboard('{PageDown}')
    expect(focusedDay()).toBe('2026-02-17')
    expect(gridNames()).toEqual(['February 2026'])
    await user.keyboard('{PageUp}{PageUp}')
    expect(focusedDay()).toBe('2025-12-17')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('2025-12-17')
    expect(dialog()).toBeNull()
    const input = screen.getByRole('textbox', { name: 'Delivery date' }) as HTMLInputElement
    expect(input.value).toBe('2025-12-17')
    await waitFor(() => expect(document.activeElement).toBe(input))
  })

  it('picks with Space and with a click', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" onValueChange={onValueChange} />)
    await openPicker(user)
    await user.keyboard('{ArrowLeft}[Space]')
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-14')
    await openPicker(user)
    await user.click(cell('2026-01-28'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-28')
    expect(dialog()).toBeNull()
  })

  it('moves a month with the month buttons', async () => {
    const user = setup()
    render(<DateField label="Delivery date" defaultValue="2026-01-15" />)
    await openPicker(user)
    await user.click(byRole(document, 'button', 'Next month'))
    expect(gridNames()).toEqual(['February 2026'])
    expect(cell('2026-02-15').getAttribute('tabindex')).toBe('0')
    await user.click(byRole(document, 'button', 'Previous month'))
    await user.click(byRole(document, 'button', 'Previous month'))
    expect(gridNames()).toEqual(['December 2025'])
  })

  it('closes on Escape and returns the focus to the input', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" defaultValue="2026-01-15" onValueChange={onValueChange} />)
    await openPicker(user)
    await user.keyboard('{ArrowRight}{Escape}')
    expect(dialog()).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Delivery date' })))
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('closes on a click outside', async () => {
    const user = setup()
    render(
      <div>
        <p>Outside</p>
        <DateField label="Delivery date" />
      </div>,
    )
    await openPicker(user)
    await user.click(screen.getByText('Outside'))
    expect(dialog()).toBeNull()
  })

  it('does not let days outside the minimum and maximum be picked', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" minimumDate="2026-01-10" maximumDate="2026-01-20 08:00" onValueChange={onValueChange} />)
    await openPicker(user)
    expect(cell('2026-01-09').getAttribute('aria-disabled')).toBe('true')
    expect(cell('2026-01-10').getAttribute('aria-disabled')).toBeNull()
    expect(cell('2026-01-20').getAttribute('aria-disabled')).toBeNull()
    expect(cell('2026-01-21').getAttribute('aria-disabled')).toBe('true')
    await user.click(cell('2026-01-09'))
    await user.click(cell('2026-01-21'))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(dialog()).not.toBeNull()
    // the focus can land on a disabled day, but Enter does not pick it
    cell('2026-01-20').focus()
    await user.keyboard('{End}')
    expect(focusedDay()).toBe('2026-01-24')
    await user.keyboard('{Enter}')
    expect(onValueChange).not.toHaveBeenCalled()
    await user.keyboard('{Home}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('2026-01-18')
  })

  it('opens on today moved into the bounds', async () => {
    const user = setup()
    render(<DateField label="Delivery date" minimumDate="2026-03-05" />)
    await openPicker(user)
    expect(focusedDay()).toBe('2026-03-05')
  })

  it('takes typed dates and shows an error for text that is not one', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: 'Delivery date' })
    await user.type(input, '2026-02-03{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith('2026-02-03')
    await user.clear(input)
    await user.type(input, '2026-02-30')
    expect(onValueChange).toHaveBeenCalledTimes(1)
    await user.tab()
    expect(screen.getByText('Enter a valid date as YYYY-MM-DD')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(onValueChange).toHaveBeenCalledTimes(1)
    // typing again hides it until the next try
    await user.type(input, '{Backspace}{Backspace}28')
    expect(screen.queryByText('Enter a valid date as YYYY-MM-DD')).toBeNull()
    await user.tab()
    expect(onValueChange).toHaveBeenLastCalledWith('2026-02-28')
    // emptying the text empties the value
    await user.clear(input)
    await user.tab()
    expect(onValueChange).toHaveBeenLastCalledWith(null)
  })

  it('shows an error for a value outside the bounds, naming the bound', async () => {
    const user = setup()
    render(<DateField label="Delivery date" minimumDate="2026-01-10" />)
    await user.type(screen.getByRole('textbox', { name: 'Delivery date' }), '2026-01-01')
    await user.tab()
    expect(screen.getByText('The earliest possible date is 2026-01-10')).toBeTruthy()
  })

  it('is required and emptied with the clear button', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" isRequired defaultValue="2026-01-15" onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: /Delivery date/ })
    expect(input.getAttribute('aria-required')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onValueChange).toHaveBeenCalledWith(null)
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
    expect(document.activeElement).toBe(input)
    expect(screen.getByText('This field is required')).toBeTruthy()
  })

  it('toggles on label clicks, at most once per 200 ms (the first of a double click counts)', async () => {
    const user = setup()
    let now = 1000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    render(<DateField label="Delivery date" />)
    const label = screen.getByText('Delivery date')
    await user.dblClick(label)
    expect(dialog()).not.toBeNull()
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('gridcell'))
    now += 100
    await user.click(label)
    expect(dialog()).not.toBeNull()
    now += 250
    await user.click(label)
    expect(dialog()).toBeNull()
    now += 250
    await user.click(label)
    expect(dialog()).not.toBeNull()
  })

  it('opens with Alt+ArrowDown in the input', async () => {
    const user = setup()
    render(<DateField label="Delivery date" />)
    await user.click(screen.getByRole('textbox', { name: 'Delivery date' }))
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(dialog()).not.toBeNull())
  })

  it('applies a shortcut and closes, or keeps the picker open with keepOpen', async () => {
    const user = setup()
    const onValueChange = vi.fn()
    render(<DateField label="Delivery date" shortcuts={['today', { label: 'Launch day', value: '2026-03-01', keepOpen: true }]} onValueChange={onValueChange} />)
    await openPicker(user)
    const group = byRole(document, 'group', 'Shortcuts')
    await user.click(byRole(group, 'button', 'Launch day'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-03-01')
    expect(dialog()).not.toBeNull()
    expect(gridNames()).toEqual(['March 2026'])
    await user.click(byRole(group, 'button', 'Today'))
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-15')
    expect(dialog()).toBeNull()
  })

  it('does not open when disabled or loading', async () => {
    const user = setup()
    const { rerender } = render(<DateField label="Delivery date" isDisabled defaultValue="2026-01-15" />)
    expect((screen.getByRole('button', { name: 'Choose a date' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
    await user.click(screen.getByText('Delivery date'))
    expect(dialog()).toBeNull()
    rerender(<DateField label="Delivery date" isLoading defaultValue="2026-01-15" />)
    const input = screen.getByRole('textbox')
    expect(input.getAttribute('aria-busy')).toBe('true')
    expect((input as HTMLInputElement).readOnly).toBe(true)
    await user.click(screen.getByText('Delivery date'))
    expect(dialog()).toBeNull()
  })

  it('is controlled by value and open', async () => {
    const user = setup()
    function Controlled() {
      const [value, setValue] = useState<string | null>('2026-01-15')
      const [open, setOpen] = useState(false)
      return (
        <>
          <DateField label="Delivery date" value={value} onValueChange={setValue} open={open} onOpenChange={setOpen} />
          <output>{value ?? 'none'}</output>
          <button type="button" onClick={() => setOpen(true)}>
            Show
          </button>
        </>
      )
    }
    render(<Controlled />)
    await user.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(dialog()).not.toBeNull())
    await user.click(cell('2026-01-22'))
    expect(screen.getByRole('status').textContent).toBe('2026-01-22')
    expect(dialog()).toBeNull()
  })

  it('names the months and weekdays in the example locale, with its first day of the week', async () => {
    const user = setup()
    const { i18n } = await import('../../app/i18n')
    await act(async () => {
      await i18n.changeLanguage('de-DE')
    })
    try {
      render(<DateField label="Lieferdatum" defaultValue="2026-03-15" />)
      const d = await open(user, 'Datum auswählen')
      const grid = byRole(d, 'grid', 'März 2026')
      const first = grid.querySelector('th[scope="col"]')!
      expect(first.textContent).toBe('Mo')
      expect(first.getAttribute('abbr')).toBe('Montag')
      expect(d.getAttribute('lang')).toBe('de-DE')
      expect(cell('2026-03-15').getAttribute('aria-label')).toBe('Sonntag, 15. März 2026')
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en-US')
      })
    }
  })
})
