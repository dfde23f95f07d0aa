import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { TestForm } from '../text-field/test-form'
import { NumberField } from './NumberField'
import type { NumberFieldProps } from './schema'

beforeAll(async () => {
  await initI18n('en-US')
})
afterEach(() => vi.restoreAllMocks())

const input = () => screen.getByRole('spinbutton') as HTMLInputElement
const increase = () => screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement
const decrease = () => screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement

describe('NumberField typing', () => {
  it.each([
    ['01', '0'],
    ['1.2345', '1.234'],
    ['--1', '-1'],
    ['a', ''],
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['-0.5', '-0.5'],
  ])('typing %j leaves %j', async (typed, want) => {
    render(<NumberField label="Amount" />)
    await userEvent.type(input(), typed)
    expect(input().value).toBe(want)
  })
  it('refuses a minus where the minimum is 0 or more, and decimals with decimalPlaces 0', async () => {
    render(<NumberField label="Count" minimum={0} decimalPlaces={0} />)
    await userEvent.type(input(), '-3.5')
    expect(input().value).toBe('35')
  })
  it('reports numbers (not for unfinished texts that mean the same), null when cleared', async () => {
    const onValueChange = vi.fn()
    render(<NumberField label="Amount" onValueChange={onValueChange} />)
    await userEvent.type(input(), '-1.5')
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([-1, -1.5])
    await userEvent.clear(input())
    expect(onValueChange).toHaveBeenLastCalledWith(null)
  })
  it('writes an unfinished number out in full on blur', async () => {
    render(<NumberField label="Amount" />)
    await userEvent.type(input(), '12.')
    await userEvent.tab()
    expect(input().value).toBe('12')
  })
  it('uses the locale’s decimal separator and takes a point too', async () => {
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    await de.loadLanguages('de-DE')
    await de.changeLanguage('de-DE')
    const onValueChange = vi.fn()
    render(
      <I18nextProvider i18n={de}>
        <NumberField label="Gewicht" defaultValue={1.5} step={0} onValueChange={onValueChange} />
        <NumberField label="Menge" />
      </I18nextProvider>,
    )
    expect(screen.getByRole('button', { name: 'Erhöhen' })).toBeTruthy()
    const input = () => screen.getByRole('spinbutton', { name: 'Gewicht' }) as HTMLInputElement
    expect(input().value).toBe('1,5')
    await userEvent.type(input(), '2')
    expect(onValueChange).toHaveBeenLastCalledWith(1.52)
    await userEvent.clear(input())
    await userEvent.type(input(), '3.25')
    expect(input().value).toBe('3.25')
    await userEvent.tab()
    expect(input().value).toBe('3,25')
  })
})

describe('NumberField validation', () => {
  it('shows the range error for a typed value out of range, and no developer error', async () => {
    const error = vi.spyOn(console, 'error')
    const { container } = render(<NumberField label="Quantity" minimum={1} maximum={10} />)
    await userEvent.type(input(), '12')
    expect(screen.getByText('Enter a number from 1 to 10')).toBeTruthy()
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(container.querySelector<HTMLElement>('[data-field]')!.dataset.state).toBe('error')
    expect(error).not.toHaveBeenCalled()
  })
  it('shows the step error for a typed value off the step', async () => {
    render(<NumberField label="Pack" minimum={2} step={5} decimalPlaces={0} />)
    await userEvent.type(input(), '10')
    expect(screen.getByText('Enter a multiple of 5 from 2')).toBeTruthy()
  })
  it('names one bound where there is one, and steps from 0 without a minimum', async () => {
    const { unmount } = render(<NumberField label="Temperature" maximum={40} />)
    await userEvent.type(input(), '41')
    expect(screen.getByText('Enter a number of at most 40')).toBeTruthy()
    unmount()
    render(<NumberField label="Thickness" step={0.5} decimalPlaces={1} />)
    await userEvent.type(input(), '1.2')
    expect(screen.getByText('Enter a multiple of 0.5')).toBeTruthy()
  })
  it('logs the developer error for a value given in code that breaks the rules', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<NumberField label="Quantity" value={12} minimum={0} maximum={10} />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('NumberField: number out of range or off-step: 12 (minimum 0, maximum 10, step 1)'))
  })
  it('does not log it for values typed into a controlled field', async () => {
    const error = vi.spyOn(console, 'error')
    function Controlled() {
      const [value, setValue] = useState<number | null>(5)
      return <NumberField label="Quantity" value={value} onValueChange={setValue} minimum={0} maximum={10} />
    }
    render(<Controlled />)
    await userEvent.type(input(), '0')
    expect(input().value).toBe('50')
    expect(screen.getByText('Enter a number from 0 to 10')).toBeTruthy()
    expect(error).not.toHaveBeenCalled()
  })
  it('keeps to the controlled value when the owner refuses a change', async () => {
    render(<NumberField label="Quantity" value={5} />)
    await userEvent.type(input(), '1')
    expect(input().value).toBe('5')
  })
})

describe('NumberField steppers', () => {
  const field = (props: Partial<NumberFieldProps>) => render(<NumberField label="Quantity" {...props} />)
  it('are disabled at the limits', async () => {
    field({ defaultValue: 9, minimum: 0, maximum: 10 })
    expect(increase().disabled).toBe(false)
    await userEvent.click(increase())
    expect(input().value).toBe('10')
    expect(increase().disabled).toBe(true)
    expect(decrease().disabled).toBe(false)
  })
  it('are disabled at the minimum', () => {
    field({ defaultValue: 0, minimum: 0, maximum: 10 })
    expect(decrease().disabled).toBe(true)
  })
  it('step an empty field to 0 when 0 is allowed', async () => {
    field({ minimum: -5, maximum: 5 })
    await userEvent.click(decrease())
    expect(input().value).toBe('0')
  })
  it('step an empty field to the bound nearer 0 when 0 is not allowed', async () => {
    const { unmount } = field({ minimum: 3, maximum: 10 })
    await userEvent.click(increase())
    expect(input().value).toBe('3')
    unmount()
    field({ minimum: -10, maximum: -4 })
    await userEvent.click(increase())
    expect(input().value).toBe('-4')
  })
  it('move along the step grid, with ArrowUp and ArrowDown too', async () => {
    const onValueChange = vi.fn()
    field({ defaultValue: 0.2, step: 0.1, onValueChange })
    await userEvent.click(increase())
    expect(input().value).toBe('0.3')
    await userEvent.click(input())
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(input().value).toBe('0.4')
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([0.3, 0.4, 0.5, 0.4])
  })
  it('keep the focus in the field', async () => {
    field({ defaultValue: 1 })
    await userEvent.click(input())
    await userEvent.click(increase())
    expect(document.activeElement).toBe(input())
    expect(input().value).toBe('2')
  })
  it('are not there on a step of 0, and disabled with the field', () => {
    const { unmount } = field({ step: 0 })
    expect(screen.queryByRole('button', { name: 'Increase' })).toBeNull()
    unmount()
    field({ isDisabled: true, defaultValue: 1 })
    expect(increase().disabled).toBe(true)
    expect(decrease().disabled).toBe(true)
  })
  it('set aria-valuenow, -min and -max on the spin button', () => {
    field({ defaultValue: 4, minimum: 1, maximum: 9 })
    expect(input().getAttribute('aria-valuenow')).toBe('4')
    expect(input().getAttribute('aria-valuemin')).toBe('1')
    expect(input().getAttribute('aria-valuemax')).toBe('9')
  })
})

describe('NumberField in a form', () => {
  it('binds to the form by formKey', async () => {
    const onChange = vi.fn()
    render(
      <TestForm initial={{ quantity: 2 }} onChange={onChange}>
        <NumberField label="Quantity" formKey="quantity" />
      </TestForm>,
    )
    expect(input().value).toBe('2')
    await userEvent.click(increase())
    expect(onChange).toHaveBeenLastCalledWith({ quantity: 3 })
  })
  it('logs the form-key developer errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <TestForm>
        <NumberField label="Quantity" />
      </TestForm>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('NumberField: a field inside a Form needs a formKey'))
  })
  it('logs the range developer error for a form value that breaks the rules', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <TestForm initial={{ quantity: 2.5 }}>
        <NumberField label="Quantity" formKey="quantity" />
      </TestForm>,
    )
    await waitFor(() => expect(error).toHaveBeenCalledWith('NumberField: number out of range or off-step: 2.5 (step 1)'))
  })
})
