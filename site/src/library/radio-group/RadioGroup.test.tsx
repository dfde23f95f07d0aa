import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RadioGroup } from './RadioGroup'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

// jsdom has no CSS.escape, which user-event's arrow keys on radios use to find the group.
if (typeof window.CSS?.escape !== 'function') {
  Object.defineProperty(window, 'CSS', { configurable: true, value: { ...window.CSS, escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } })
}

const options = [
  { value: 'card', label: 'Card' },
  { value: 'invoice', label: 'Invoice', isDisabled: true },
  { value: 'transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Cash on delivery' },
]

const checked = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked).map((r) => (r as HTMLInputElement).value)

describe('RadioGroup', () => {
  it('is a fieldset named by its label, of native radios sharing a name', () => {
    render(<RadioGroup label="Payment" options={options} defaultValue="transfer" />)
    const group = screen.getByRole('group', { name: 'Payment' })
    expect(group.tagName).toBe('FIELDSET')
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(new Set(radios.map((r) => r.name)).size).toBe(1)
    expect(checked()).toEqual(['transfer'])
    expect(radios[1].disabled).toBe(true)
  })

  it('checks an option by click on its label', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<RadioGroup label="Payment" options={options} onValueChange={onValueChange} />)
    await user.click(screen.getByText('Cash on delivery'))
    expect(onValueChange).toHaveBeenLastCalledWith('cash')
    expect(checked()).toEqual(['cash'])
  })

  it('moves and checks with the arrow keys, skipping disabled options and wrapping around', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<RadioGroup label="Payment" options={options} defaultValue="card" onValueChange={onValueChange} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Card' }))
    await user.keyboard('{ArrowDown}')
    expect(checked()).toEqual(['transfer'])
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Bank transfer' }))
    await user.keyboard('{ArrowRight}')
    expect(checked()).toEqual(['cash'])
    await user.keyboard('{ArrowDown}')
    expect(checked()).toEqual(['card'])
    await user.keyboard('{ArrowUp}')
    expect(checked()).toEqual(['cash'])
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual(['transfer', 'cash', 'card', 'cash'])
  })

  it('required: aria-invalid and the message once the group was left empty', async () => {
    const user = userEvent.setup()
    render(
      <>
        <RadioGroup label="Payment" options={options} isRequired />
        <button type="button">Next</button>
      </>,
    )
    await user.tab()
    await user.tab()
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-invalid') === 'true')).toBe(true)
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBeTruthy()
  })

  it('disables every radio when disabled, and ignores changes while loading', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(<RadioGroup label="Payment" options={options} isDisabled />)
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true)
    rerender(<RadioGroup label="Payment" options={options} isLoading defaultValue="card" onValueChange={onValueChange} />)
    await user.click(screen.getByText('Cash on delivery'))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(checked()).toEqual([])
  })

  it('logs options that are not unique by value, and a value no option has', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<RadioGroup label="Payment" options={[...options, { value: 'card', label: 'Card again' }]} value="cheque" />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('RadioGroup: invalid prop "options": options need to be unique by `value`'))
    expect(error).toHaveBeenCalledWith('RadioGroup: the value "cheque" is not the value of any option')
  })
})
