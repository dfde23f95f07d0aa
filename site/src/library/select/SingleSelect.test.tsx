import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { SingleSelect } from './SingleSelect'
import type { SingleSelectProps } from './schema'

beforeAll(async () => {
  await initI18n('en-US')
})

const options = [
  { label: 'Steel', value: 'steel' },
  { label: 'aluminium', value: 'aluminium' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock until May', dataTest: 'option-titanium' },
  { label: 'Brass', value: 'brass' },
]

function setup(props: Partial<SingleSelectProps> = {}) {
  const user = userEvent.setup()
  const onValueChange = vi.fn()
  const utils = render(<SingleSelect label="Material" options={options} onValueChange={onValueChange} {...props} />)
  const input = screen.getByRole('combobox', { name: /Material/ })
  return { user, input, onValueChange, ...utils }
}

// what each option shows (its hidden description left out)
const shownText = (el: Element) =>
  [...el.children]
    .filter((c) => !(c as HTMLElement).hidden)
    .map((c) => c.textContent)
    .join('')
const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map(shownText)
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  const el = id ? document.getElementById(id) : null
  return el ? shownText(el) : null
}

describe('SingleSelect', () => {
  it('is a combobox named by its label, closed, with the locale’s placeholder', () => {
    const { input, container } = setup()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-haspopup')).toBe('listbox')
    expect(input.getAttribute('placeholder')).toBe('Choose…')
    expect(container.querySelector('[data-select]')!.getAttribute('data-state')).toBe('closed')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('opens on focus with the options sorted by label, the first highlighted', async () => {
    const { user, input, container } = setup()
    await user.tab()
    expect(document.activeElement).toBe(input)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const listbox = screen.getByRole('listbox', { name: 'Material' })
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)
    expect(listbox.getAttribute('aria-multiselectable')).toBeNull()
    expect(optionNames()).toEqual(['aluminium', 'Brass', 'Steel', 'Titanium'])
    expect(highlighted(input)).toBe('aluminium')
    expect(container.querySelector('[data-select]')!.getAttribute('data-state')).toBe('open')
    // in the floating layer, outside the field
    expect(container.contains(listbox)).toBe(false)
  })

  it('keeps the given order with isUnsorted', async () => {
    const { user } = setup({ isUnsorted: true })
    await user.tab()
    expect(optionNames()).toEqual(['Steel', 'aluminium', 'Titanium', 'Brass'])
  })

  it('opens on click, and a click picks an option and closes', async () => {
    const { user, input, onValueChange } = setup()
    await user.click(input)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    await user.click(screen.getByRole('option', { name: 'Brass' }))
    expect(onValueChange).toHaveBeenCalledWith('brass')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect((input as HTMLInputElement).value).toBe('Brass')
    expect(document.activeElement).toBe(input)
  })

  it('the arrows move the highlight cyclically past disabled options; Enter picks and closes', async () => {
    const { user, input, onValueChange } = setup()
    await user.tab()
    const steps: string[] = []
    for (let i = 0; i < 4; i++) {
      await user.keyboard('{ArrowDown}')
      steps.push(highlighted(input)!)
    }
    expect(steps).toEqual(['Brass', 'Steel', 'aluminium', 'Brass'])
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(highlighted(input)).toBe('Steel')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith('steel')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect((input as HTMLInputElement).value).toBe('Steel')
  })

  it('opens at its value, which is marked selected', async () => {
    const { user, input } = setup({ defaultValue: 'steel' })
    expect((input as HTMLInputElement).value).toBe('Steel')
    await user.click(input)
    expect(highlighted(input)).toBe('Steel')
    expect(screen.getByRole('option', { name: 'Steel' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('option', { name: 'Brass' }).getAttribute('aria-selected')).toBe('false')
    // while open, the query is empty and the value shows as the placeholder
    expect((input as HTMLInputElement).value).toBe('')
    expect(input.getAttribute('placeholder')).toBe('Steel')
  })

  it('typing filters; no match says “No matching data”', async () => {
    const { user, input } = setup()
    await user.click(input)
    await user.keyboard('AL')
    expect(optionNames()).toEqual(['aluminium'])
    await user.keyboard('x')
    expect(screen.getByRole('listbox').children).toHaveLength(0)
    expect(screen.getByText('No matching data')).toBeTruthy()
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
  })

  it('Escape closes and drops the query; the value stays', async () => {
    const { user, input, onValueChange } = setup({ defaultValue: 'brass' })
    await user.click(input)
    await user.keyboard('ste{Escape}')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect((input as HTMLInputElement).value).toBe('Brass')
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('a disabled option cannot be picked and has its tooltip as description', async () => {
    const { user, input, onValueChange } = setup()
    await user.click(input)
    const titanium = screen.getByRole('option', { name: 'Titanium' })
    expect(titanium.getAttribute('aria-disabled')).toBe('true')
    expect(titanium.getAttribute('data-test')).toBe('option-titanium')
    expect(document.getElementById(titanium.getAttribute('aria-describedby')!)!.textContent).toBe('Out of stock until May')
    await user.click(titanium)
    expect(onValueChange).not.toHaveBeenCalled()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    await user.hover(titanium)
    expect(document.querySelector('[data-select-tooltip]')!.textContent).toBe('Out of stock until May')
  })

  it('closes when the focus leaves, and shows the required error once touched', async () => {
    const { user, input } = setup({ isRequired: true })
    await user.tab()
    expect(input.getAttribute('aria-required')).toBe('true')
    await user.tab()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('This field is required').closest('p')!.id)
  })

  it('runs an action at the bottom of the dropdown and closes', async () => {
    const onClick = vi.fn()
    const { user, input } = setup({ actions: [{ label: 'Add a material', icon: 'plus', onClick }] })
    await user.click(input)
    await user.click(screen.getByRole('button', { name: 'Add a material' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('Tab moves from the open field to the actions, keeping the dropdown open; Enter runs one and returns the focus', async () => {
    const onClick = vi.fn()
    const { user, input } = setup({ actions: [{ label: 'Add a material', onClick }] })
    await user.tab()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    const action = screen.getByRole('button', { name: 'Add a material' })
    await waitFor(() => expect(document.activeElement).toBe(action))
    expect(input.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(input)
  })

  it('a disabled select neither focuses nor opens', async () => {
    const { user, input } = setup({ isDisabled: true })
    expect((input as HTMLInputElement).disabled).toBe(true)
    await user.click(input)
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('a loading select is busy, says “Loading” and does not open', async () => {
    const { user, input } = setup({ isLoading: true, options: [] })
    expect(input.getAttribute('aria-busy')).toBe('true')
    expect(input.getAttribute('placeholder')).toBe('Loading')
    await user.click(input)
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('without options it says “No results” and logs the props error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, input } = setup({ options: [] })
    await user.click(input)
    expect(screen.getByText('No results')).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith('SingleSelect: invalid prop "options": array may not be empty'))
  })

  it('can be controlled', async () => {
    const { user, input, rerender, onValueChange } = setup({ value: 'steel' })
    await user.click(input)
    await user.click(screen.getByRole('option', { name: 'Brass' }))
    expect(onValueChange).toHaveBeenCalledWith('brass')
    expect((input as HTMLInputElement).value).toBe('Steel')
    rerender(<SingleSelect label="Material" options={options} value="brass" />)
    expect((input as HTMLInputElement).value).toBe('Brass')
  })
})
