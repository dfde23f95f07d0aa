import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { Toggle } from './Toggle'
import type { ToggleValue } from './logic'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

describe('Toggle', () => {
  it('is a switch named by its label, off by default, and turns on and off by click, Space and Enter', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Toggle label="Gift wrap" onValueChange={onValueChange} />)
    const sw = screen.getByRole('switch', { name: 'Gift wrap' })
    expect(sw.getAttribute('aria-checked')).toBe('false')
    await user.click(sw)
    expect(sw.getAttribute('aria-checked')).toBe('true')
    expect(onValueChange).toHaveBeenLastCalledWith(true)
    await user.keyboard(' ')
    expect(sw.getAttribute('aria-checked')).toBe('false')
    await user.keyboard('{Enter}')
    expect(sw.getAttribute('aria-checked')).toBe('true')
    await user.click(screen.getByText('Gift wrap'))
    expect(sw.getAttribute('aria-checked')).toBe('false')
    expect(onValueChange).toHaveBeenCalledTimes(4)
  })

  it('shows null as indeterminate (aria-checked mixed) and a press turns it on', async () => {
    const user = userEvent.setup()
    render(<Toggle label="Newsletter" defaultValue={null} />)
    const sw = screen.getByRole('switch')
    expect(sw.getAttribute('aria-checked')).toBe('mixed')
    expect(sw.closest('[data-field]')?.getAttribute('data-state')).toBe('empty')
    await user.click(sw)
    expect(sw.getAttribute('aria-checked')).toBe('true')
    expect(sw.closest('[data-field]')?.getAttribute('data-state')).toBe('filled')
  })

  it('follows a controlled value', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [v, setV] = useState<ToggleValue>(null)
      return (
        <>
          <Toggle label="Express" value={v} onValueChange={setV} />
          <output>{String(v)}</output>
        </>
      )
    }
    render(<Controlled />)
    await user.click(screen.getByRole('switch'))
    expect(screen.getByText('true')).toBeTruthy()
    await user.click(screen.getByRole('switch'))
    expect(screen.getByText('false')).toBeTruthy()
  })

  it('ignores presses while disabled or loading, without a developer error', async () => {
    const user = userEvent.setup()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onValueChange = vi.fn()
    render(
      <>
        <Toggle label="Disabled" isDisabled onValueChange={onValueChange} />
        <Toggle label="Loading" isLoading onValueChange={onValueChange} />
      </>,
    )
    expect((screen.getByRole('switch', { name: 'Disabled' }) as HTMLButtonElement).disabled).toBe(true)
    const loading = screen.getByRole('switch', { name: 'Loading' })
    expect(loading.getAttribute('aria-busy')).toBe('true')
    await user.click(loading)
    expect(loading.getAttribute('aria-checked')).toBe('false')
    expect(onValueChange).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('shows the required error once touched, with aria-invalid and the message as its description', async () => {
    const user = userEvent.setup()
    render(<Toggle label="Terms accepted" isRequired defaultValue={null} />)
    const sw = screen.getByRole('switch')
    expect(sw.getAttribute('aria-required')).toBe('true')
    expect(sw.getAttribute('aria-invalid')).toBeNull()
    sw.focus()
    await user.tab()
    expect(sw.getAttribute('aria-invalid')).toBe('true')
    expect(sw.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(sw.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required')
  })

  it('runs validators on the value', async () => {
    const user = userEvent.setup()
    render(<Toggle label="Insurance" validators={[(v: ToggleValue) => (v ? { type: 'success', text: 'Insured' } : { type: 'warning', text: 'Not insured' })]} />)
    await user.click(screen.getByRole('switch'))
    expect(screen.getByText('Insured')).toBeTruthy()
    await user.click(screen.getByRole('switch'))
    expect(screen.getByText('Not insured')).toBeTruthy()
  })

  it('logs invalid props and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Toggle label="Gift wrap" value={'yes' as unknown as boolean} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Toggle: invalid prop "value"/)))
    expect(screen.getByRole('switch')).toBeTruthy()
  })
})
