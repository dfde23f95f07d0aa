import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { MultiSelect } from './MultiSelect'
import type { MultiSelectProps } from './schema'

beforeAll(async () => {
  await initI18n('en-US')
})

const options = [
  { label: 'Copper', value: 'copper' },
  { label: 'Brass', value: 'brass' },
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Steel', value: 'steel' },
  { label: 'Titanium', value: 'titanium', isDisabled: true },
]

function setup(props: Partial<MultiSelectProps> = {}) {
  const user = userEvent.setup()
  const onValueChange = vi.fn()
  const utils = render(<MultiSelect label="Materials" options={options} onValueChange={onValueChange} {...props} />)
  const input = screen.getByRole('combobox', { name: /Materials/ }) as HTMLInputElement
  return { user, input, onValueChange, ...utils }
}

const tags = (container: HTMLElement) => [...container.querySelectorAll('[data-select-tag]')].map((t) => t.textContent)
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : null
}

describe('MultiSelect', () => {
  it('shows its values as tags, each with a remove button named after it', async () => {
    const { user, container, onValueChange } = setup({ defaultValue: ['steel', 'brass'] })
    expect(tags(container)).toEqual(['Steel', 'Brass'])
    // no placeholder beside tags
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBeNull()
    const remove = screen.getByRole('button', { name: 'Remove Steel' })
    // the combobox is the tab stop; the listbox and Backspace remove by keyboard
    expect(remove.tabIndex).toBe(-1)
    await user.click(remove)
    expect(onValueChange).toHaveBeenCalledWith(['brass'])
    expect(tags(container)).toEqual(['Brass'])
  })

  it('opens on focus as a multi-selectable listbox; Enter toggles and it stays open', async () => {
    const { user, input, container, onValueChange } = setup({ defaultValue: ['steel'] })
    await user.tab()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('listbox', { name: 'Materials' }).getAttribute('aria-multiselectable')).toBe('true')
    expect(highlighted(input)).toBe('Aluminium')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith(['steel', 'aluminium'])
    expect(tags(container)).toEqual(['Steel', 'Aluminium'])
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('option', { name: 'Aluminium' }).getAttribute('aria-selected')).toBe('true')
    // Enter on a selected option removes it
    await user.keyboard('{Enter}')
    expect(tags(container)).toEqual(['Steel'])
  })

  it('the arrows cycle past the end back to the start, skipping the disabled option', async () => {
    const { user, input } = setup()
    await user.click(input)
    const seen: string[] = []
    for (let i = 0; i < 5; i++) {
      await user.keyboard('{ArrowDown}')
      seen.push(highlighted(input)!)
    }
    expect(seen).toEqual(['Brass', 'Copper', 'Steel', 'Aluminium', 'Brass'])
  })

  it('Backspace on an empty query removes the last tag; with a query it edits the query', async () => {
    const { user, input, container } = setup({ defaultValue: ['steel', 'brass', 'copper'] })
    await user.click(input)
    await user.keyboard('{Backspace}')
    expect(tags(container)).toEqual(['Steel', 'Brass'])
    await user.keyboard('st{Backspace}')
    expect(input.value).toBe('s')
    expect(tags(container)).toEqual(['Steel', 'Brass'])
  })

  it('keeps the query after a pick, or clears it with clearOnSelect', async () => {
    const first = setup()
    await first.user.click(first.input)
    await first.user.keyboard('co{Enter}')
    expect(first.input.value).toBe('co')
    first.unmount()
    const second = setup({ clearOnSelect: true })
    await second.user.click(second.input)
    await second.user.keyboard('co{Enter}')
    expect(second.onValueChange).toHaveBeenLastCalledWith(['copper'])
    expect(second.input.value).toBe('')
    expect(screen.getAllByRole('option')).toHaveLength(5)
  })

  it('maximumSelectable disables the options not selected once reached, and closes after that pick', async () => {
    const { user, input, container } = setup({ maximumSelectable: 2, defaultValue: ['steel'] })
    await user.click(input)
    await user.click(screen.getByRole('option', { name: 'Brass' }))
    expect(tags(container)).toEqual(['Steel', 'Brass'])
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await user.click(input)
    const disabled = screen
      .getAllByRole('option')
      .filter((o) => o.getAttribute('aria-disabled') === 'true')
      .map((o) => o.textContent)
    expect(disabled).toEqual(['Aluminium', 'Copper', 'Titanium'])
    await user.click(screen.getByRole('option', { name: 'Copper' }))
    expect(tags(container)).toEqual(['Steel', 'Brass'])
    // a selected option can still be removed, which enables the others again
    await user.click(screen.getByRole('option', { name: 'Steel' }))
    expect(tags(container)).toEqual(['Brass'])
    expect(screen.getByRole('option', { name: 'Copper' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('collapseTagsAfter shows that many tags and +k, which lists the rest in a popover', async () => {
    const { user, container, onValueChange } = setup({ collapseTagsAfter: 2, defaultValue: ['steel', 'brass', 'copper', 'aluminium'] })
    expect(tags(container)).toEqual(['Steel', 'Brass'])
    const more = screen.getByRole('button', { name: 'More selected: 2' })
    expect(more.textContent).toBe('+2')
    await user.click(more)
    const popover = await screen.findByRole('dialog', { name: 'More selected: 2' })
    expect([...popover.querySelectorAll('[data-select-tag]')].map((t) => t.textContent)).toEqual(['Copper', 'Aluminium'])
    // in the popover the remove buttons are in the tab order
    expect(within(popover).getByRole('button', { name: 'Remove Copper' }).tabIndex).toBe(0)
    await user.click(within(popover).getByRole('button', { name: 'Remove Copper' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['steel', 'brass', 'aluminium'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'More selected: 1' })).toBeTruthy())
  })

  it('a disabled multi select keeps its tags without remove buttons', () => {
    const { container, input } = setup({ isDisabled: true, defaultValue: ['steel'] })
    expect(tags(container)).toEqual(['Steel'])
    expect(screen.queryByRole('button')).toBeNull()
    expect(input.disabled).toBe(true)
  })

  it('an empty required multi select shows the required error once touched', async () => {
    const { user, input } = setup({ isRequired: true })
    await user.tab()
    await user.tab()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('This field is required')).toBeTruthy()
  })

  it('logs a value over maximumSelectable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    setup({ maximumSelectable: 1, defaultValue: ['steel', 'brass'] })
    await waitFor(() => expect(error).toHaveBeenCalledWith('MultiSelect: invalid prop "defaultValue": has more entries than maximumSelectable'))
  })
})
