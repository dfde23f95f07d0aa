import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { TestForm } from '../text-field/test-form'
import { PasswordField } from './PasswordField'

beforeAll(async () => {
  await initI18n('en-US')
})
afterEach(() => vi.restoreAllMocks())

const input = () => screen.getByLabelText('Password') as HTMLInputElement

describe('PasswordField', () => {
  it('hides the password and shows it with the toggle, which says what a press does', async () => {
    const { container } = render(<PasswordField label="Password" defaultValue="s3cret" />)
    expect(input().type).toBe('password')
    expect(input().getAttribute('autocomplete')).toBe('current-password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(input().id)
    await userEvent.click(toggle)
    expect(input().type).toBe('text')
    expect(input().value).toBe('s3cret')
    const pressed = screen.getByRole('button', { name: 'Hide password' })
    expect(pressed.getAttribute('aria-pressed')).toBe('true')
    expect(container.querySelector('[data-password]')!.getAttribute('data-password')).toBe('shown')
    await userEvent.click(pressed)
    expect(input().type).toBe('password')
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false')
  })
  it('toggles by keyboard', async () => {
    render(<PasswordField label="Password" />)
    await userEvent.click(input())
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }))
    await userEvent.keyboard('{Enter}')
    expect(input().type).toBe('text')
    await userEvent.keyboard(' ')
    expect(input().type).toBe('password')
  })
  it('hides the password again when disabled, and the toggle is disabled', async () => {
    const { rerender } = render(<PasswordField label="Password" />)
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    rerender(<PasswordField label="Password" isDisabled />)
    expect(input().type).toBe('password')
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true)
  })
  it('reports the typed password and takes new-password', async () => {
    const onValueChange = vi.fn()
    render(<PasswordField label="Password" autoComplete="new-password" onValueChange={onValueChange} />)
    await userEvent.type(input(), 'abc')
    expect(onValueChange).toHaveBeenLastCalledWith('abc')
    expect(input().getAttribute('autocomplete')).toBe('new-password')
  })
  it('speaks the locale of its i18n instance', async () => {
    const { i18n } = await import('../../app/i18n')
    const { I18nextProvider } = await import('react-i18next')
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    await de.loadLanguages('de-DE')
    await de.changeLanguage('de-DE')
    render(
      <I18nextProvider i18n={de}>
        <PasswordField label="Password" />
      </I18nextProvider>,
    )
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy()
  })
  it('logs a form key outside a form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<PasswordField label="Password" formKey="password" />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('PasswordField: formKey "password" is set, but the field is not inside a Form'))
    render(
      <TestForm>
        <PasswordField label="PIN" />
      </TestForm>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('PasswordField: a field inside a Form needs a formKey'))
  })
})
