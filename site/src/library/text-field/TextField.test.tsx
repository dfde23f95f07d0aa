import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { TestForm } from './test-form'
import { TextField } from './TextField'

beforeAll(async () => {
  await initI18n('en-US')
})
afterEach(() => vi.restoreAllMocks())

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-field="TextField"]')!

describe('TextField', () => {
  it('labels its input and keeps the text, uncontrolled', async () => {
    const onValueChange = vi.fn()
    const { container } = render(<TextField label="Name" defaultValue="Ada" onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    expect(input.value).toBe('Ada')
    expect(root(container).dataset.state).toBe('filled')
    await userEvent.type(input, ' L')
    expect(input.value).toBe('Ada L')
    expect(onValueChange).toHaveBeenLastCalledWith('Ada L')
  })
  it('marks a required field with an asterisk and says “This field is required” once left empty', async () => {
    const { container } = render(<TextField label="Name" isRequired />)
    const input = screen.getByRole('textbox', { name: /Name/ })
    expect(container.querySelector('label')!.textContent).toBe('Name *')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(screen.queryByText('This field is required')).toBeNull()
    await userEvent.click(input)
    await userEvent.tab()
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(root(container).dataset.state).toBe('error')
  })
  it('labels an optional field “(Optional)” and is described by its help text, prefix and suffix', () => {
    const { container } = render(<TextField label="Website" isOptional helpText="Where customers find you" prefix="https://" suffix=".com" />)
    expect(container.querySelector('label')!.textContent).toBe('Website (Optional)')
    const input = screen.getByRole('textbox')
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)
    expect(described).toEqual(['https://', '.com', 'Where customers find you'])
  })
  it('shows the gravest result of its validators after a change', async () => {
    const tooShort = (v: string) => (v.length < 3 ? { type: 'warning' as const, text: 'Rather short' } : { type: 'success' as const, text: 'Looks good' })
    const { container } = render(<TextField label="Nickname" validators={[tooShort]} />)
    await userEvent.type(screen.getByRole('textbox'), 'Al')
    expect(screen.getByText('Rather short')).toBeTruthy()
    expect(root(container).dataset.state).toBe('warning')
    await userEvent.type(screen.getByRole('textbox'), 'x')
    expect(screen.getByText('Looks good')).toBeTruthy()
  })
  it('shows a validation set from outside at once', () => {
    const { container } = render(<TextField label="VAT" defaultValue="DE1" validation={{ type: 'error', text: 'Unknown VAT number' }} />)
    expect(screen.getByText('Unknown VAT number')).toBeTruthy()
    expect(root(container).dataset.state).toBe('error')
  })
  it('is disabled, or busy and read-only while loading', () => {
    const { container, rerender } = render(<TextField label="Name" isDisabled defaultValue="x" />)
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true)
    expect(root(container).dataset.state).toBe('disabled')
    rerender(<TextField label="Name" isLoading defaultValue="x" />)
    const input = screen.getByRole('textbox') as HTMLInputElement
    expect(input.readOnly).toBe(true)
    expect(input.getAttribute('aria-busy')).toBe('true')
  })
  it('takes the sizes and an email type with its autocomplete', () => {
    const { container } = render(<TextField label="E-mail" type="email" size="large" />)
    expect(root(container).dataset.size).toBe('large')
    expect(screen.getByRole('textbox').getAttribute('autocomplete')).toBe('email')
  })
  it('binds to a form by formKey', async () => {
    const onChange = vi.fn()
    render(
      <TestForm initial={{ city: 'Lyon' }} onChange={onChange}>
        <TextField label="City" formKey="city" />
      </TestForm>,
    )
    const input = screen.getByRole('textbox') as HTMLInputElement
    expect(input.value).toBe('Lyon')
    await userEvent.type(input, 's')
    expect(onChange).toHaveBeenLastCalledWith({ city: 'Lyons' })
  })
  it('logs the form-key developer errors: none inside a form, one outside', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <TestForm>
        <TextField label="City" />
      </TestForm>,
    )
    render(<TextField label="Town" formKey="town" />)
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('TextField: a field inside a Form needs a formKey')
      expect(error).toHaveBeenCalledWith('TextField: formKey "town" is set, but the field is not inside a Form')
    })
  })
  it('logs invalid props and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<TextField label="Name" size={'huge' as never} />)
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^TextField: invalid prop "size"/)))
  })
})
