import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ToggleGroup } from './ToggleGroup'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

const options = [
  { key: 'standard', label: 'Standard' },
  { key: 'express', label: 'Express' },
  { key: 'pickup', label: 'Pick-up', isDisabled: true },
]

const pressed = () => screen.getAllByRole('button').map((b) => `${b.textContent}:${b.getAttribute('aria-pressed')}`)

describe('ToggleGroup', () => {
  it('is a group named by its label, of aria-pressed buttons', () => {
    render(<ToggleGroup label="Delivery" options={options} defaultValue="express" />)
    const group = screen.getByRole('group', { name: 'Delivery' })
    expect(group.querySelectorAll('button[aria-pressed]')).toHaveLength(3)
    expect(pressed()).toEqual(['Standard:false', 'Express:true', 'Pick-up:false'])
  })

  it('single mode: presses one at a time, releases on a second press, skips disabled options', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<ToggleGroup label="Delivery" options={options} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('button', { name: 'Standard' }))
    expect(onValueChange).toHaveBeenLastCalledWith('standard')
    await user.click(screen.getByRole('button', { name: 'Express' }))
    expect(pressed()).toEqual(['Standard:false', 'Express:true', 'Pick-up:false'])
    await user.keyboard(' ')
    expect(onValueChange).toHaveBeenLastCalledWith(null)
    expect(pressed()).toEqual(['Standard:false', 'Express:false', 'Pick-up:false'])
    await user.click(screen.getByRole('button', { name: 'Pick-up' }))
    expect(onValueChange).toHaveBeenCalledTimes(3)
  })

  it('multiple mode: several pressed, the value a list in the order of the options', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <ToggleGroup
        label="Text style"
        isMultiple
        options={[
          { key: 'bold', label: 'Bold' },
          { key: 'italic', label: 'Italic' },
        ]}
        onValueChange={onValueChange}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Italic' }))
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['bold', 'italic'])
    await user.click(screen.getByRole('button', { name: 'Italic' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['bold'])
    expect(pressed()).toEqual(['Bold:true', 'Italic:false'])
  })

  it('required: an empty group shows the required error once touched', async () => {
    const user = userEvent.setup()
    render(<ToggleGroup label="Delivery" options={options} isRequired />)
    await user.tab()
    await user.tab()
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(screen.getByRole('group').getAttribute('data-state')).toBe('error')
  })

  it('ignores presses while loading, and disables every button when disabled', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(<ToggleGroup label="Delivery" options={options} isLoading onValueChange={onValueChange} />)
    await user.click(screen.getByRole('button', { name: 'Standard' }))
    expect(onValueChange).not.toHaveBeenCalled()
    rerender(<ToggleGroup label="Delivery" options={options} isDisabled onValueChange={onValueChange} />)
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true)
  })

  it('logs options that are not unique by key', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<ToggleGroup label="Delivery" options={[...options, { key: 'express', label: 'Express again' }]} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('ToggleGroup: invalid prop "options": options need to be unique by `key`'))
  })
})
