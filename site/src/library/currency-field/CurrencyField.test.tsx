import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { TestForm } from '../text-field/test-form'
import { CurrencyField } from './CurrencyField'

beforeAll(async () => {
  await initI18n('en-US')
})
afterEach(() => vi.restoreAllMocks())

const input = () => screen.getByRole('textbox') as HTMLInputElement
const affix = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-affix]')!

async function german() {
  const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
  await de.loadLanguages('de-DE')
  await de.changeLanguage('de-DE')
  return de
}

describe('CurrencyField', () => {
  it('shows the symbol where the locale puts it, and describes the input with it', async () => {
    const { container, unmount } = render(<CurrencyField label="Price" currency="EUR" defaultValue="12.5" />)
    expect(affix(container).dataset.affix).toBe('prefix')
    expect(affix(container).textContent).toBe('€')
    expect(input().value).toBe('12.50')
    expect(input().getAttribute('aria-describedby')).toContain(affix(container).id)
    unmount()
    const de = await german()
    const { container: c2 } = render(
      <I18nextProvider i18n={de}>
        <CurrencyField label="Preis" currency="EUR" defaultValue="12.5" />
      </I18nextProvider>,
    )
    expect(affix(c2).dataset.affix).toBe('suffix')
    expect(input().value).toBe('12,50')
  })
  it('refuses letters, a second separator and a second minus', async () => {
    render(<CurrencyField label="Price" currency="EUR" />)
    await userEvent.type(input(), '-a-1.2.3x')
    expect(input().value).toBe('-1.23')
  })
  it('refuses a minus where the minimum is 0 or more', async () => {
    render(<CurrencyField label="Price" currency="EUR" minimum={0} />)
    await userEvent.type(input(), '-5')
    expect(input().value).toBe('5')
  })
  it('reports decimal strings as typed, then rounds toward zero and pads on blur', async () => {
    const onValueChange = vi.fn()
    render(<CurrencyField label="Price" currency="USD" onValueChange={onValueChange} />)
    await userEvent.type(input(), '12.349')
    expect(onValueChange).toHaveBeenLastCalledWith('12.349')
    expect(screen.getByText('Too many decimal places (at most 2)')).toBeTruthy()
    expect(input().getAttribute('aria-invalid')).toBe('true')
    await userEvent.tab()
    expect(input().value).toBe('12.34')
    expect(onValueChange).toHaveBeenLastCalledWith('12.34')
    expect(screen.queryByText('Too many decimal places (at most 2)')).toBeNull()
  })
  it('rounds a negative amount toward zero too', async () => {
    const onValueChange = vi.fn()
    render(<CurrencyField label="Refund" currency="EUR" onValueChange={onValueChange} />)
    await userEvent.type(input(), '-7.999')
    await userEvent.tab()
    expect(input().value).toBe('-7.99')
    expect(onValueChange).toHaveBeenLastCalledWith('-7.99')
  })
  it('has no decimals in yen', async () => {
    render(<CurrencyField label="Price" currency="JPY" />)
    await userEvent.type(input(), '1234.5')
    expect(screen.getByText('Enter an amount without decimals')).toBeTruthy()
    await userEvent.tab()
    expect(input().value).toBe('1234')
  })
  it('shows the range error with the bounds as amounts', async () => {
    const { container } = render(<CurrencyField label="Budget" currency="EUR" minimum={0} maximum={500} />)
    await userEvent.type(input(), '500.01')
    expect(screen.getByText('Enter a number from €0.00 to €500.00')).toBeTruthy()
    expect(container.querySelector<HTMLElement>('[data-field]')!.dataset.state).toBe('error')
  })
  it('takes the locale separator and writes the bounds in the locale', async () => {
    const de = await german()
    const onValueChange = vi.fn()
    render(
      <I18nextProvider i18n={de}>
        <CurrencyField label="Budget" currency="EUR" maximum={100} onValueChange={onValueChange} />
      </I18nextProvider>,
    )
    await userEvent.type(input(), '100,5')
    expect(onValueChange).toHaveBeenLastCalledWith('100.5')
    expect(screen.getByText('Geben Sie eine Zahl bis 100,00\u00a0€ ein', { normalizer: (s) => s })).toBeTruthy()
  })
  it('uses the currencies given over the default map', async () => {
    const { container } = render(<CurrencyField label="Price" currency="BHD" currencies={{ BHD: { symbol: 'BD', decimalPlaces: 3 } }} defaultValue="1.5" />)
    expect(affix(container).textContent).toBe('BD')
    expect(input().value).toBe('1.500')
  })
  it('logs an unknown currency and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<CurrencyField label="Price" currency="XYZ" defaultValue="1" />)
    expect(input().value).toBe('1.00')
    await waitFor(() => expect(error).toHaveBeenCalledWith('CurrencyField: invalid prop "currency": unknown currency code: add it to currencies'))
  })
  it('binds to a form and logs the form-key developer errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onChange = vi.fn()
    render(
      <TestForm initial={{ price: '9.9' }} onChange={onChange}>
        <CurrencyField label="Price" currency="GBP" formKey="price" />
      </TestForm>,
    )
    expect(input().value).toBe('9.90')
    await userEvent.click(input())
    await userEvent.tab()
    expect(onChange).toHaveBeenLastCalledWith({ price: '9.90' })
    render(<CurrencyField label="Fee" currency="GBP" formKey="fee" />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('CurrencyField: formKey "fee" is set, but the field is not inside a Form'))
  })
})
