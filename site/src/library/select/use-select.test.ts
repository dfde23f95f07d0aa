// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { KeyboardEvent } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import type { FieldApi } from '../field/use-field'
import type { OptionValue } from './logic'
import { useSelect, type SelectOptions } from './use-select'

beforeAll(async () => {
  await initI18n('en-US')
})

const options = [
  { label: 'Steel', value: 'steel' },
  { label: 'aluminium', value: 'aluminium' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock' },
  { label: 'Brass', value: 'brass' },
]

function fakeField() {
  return { id: 'field-1', describedBy: 'field-1-help', shown: null, markTouched: vi.fn() } as unknown as FieldApi<unknown> & {
    markTouched: ReturnType<typeof vi.fn>
  }
}

function setup(over: Partial<SelectOptions> = {}) {
  const field = fakeField()
  const onPick = vi.fn()
  const onRemove = vi.fn()
  const initial: SelectOptions = { field, label: 'Material', options, selected: [], multiple: false, onPick, onRemove, ...over }
  const hook = renderHook((props: SelectOptions) => useSelect(props), { initialProps: initial })
  return { ...hook, field, onPick, onRemove, initial }
}

const key = (k: string) => {
  const e = { key: k, preventDefault: vi.fn(), stopPropagation: vi.fn(), nativeEvent: { isComposing: false } }
  return e as typeof e & KeyboardEvent<HTMLInputElement>
}
const press = (r: { current: ReturnType<typeof useSelect> }, k: string) => {
  const e = key(k)
  act(() => r.current.getInputProps().onKeyDown(e))
  return e
}
const highlighted = (r: { current: ReturnType<typeof useSelect> }) => {
  const id = r.current.getInputProps()['aria-activedescendant']
  return r.current.visible.find((o) => r.current.getOptionProps(o).id === id)?.value ?? null
}

describe('useSelect', () => {
  it('starts closed, its input a combobox controlling the listbox, with the locale’s placeholder', () => {
    const { result } = setup()
    const input = result.current.getInputProps()
    expect(result.current.status).toBe('closed')
    expect(input.role).toBe('combobox')
    expect(input['aria-expanded']).toBe(false)
    expect(input['aria-controls']).toBe(result.current.getListboxProps().id)
    expect(input['aria-describedby']).toBe('field-1-help')
    expect(input.placeholder).toBe('Choose…')
    expect(result.current.getControlProps()['data-state']).toBe('closed')
    expect(result.current.visible).toEqual([])
  })

  it('opens on focus with the options sorted and the first enabled one highlighted', () => {
    const { result } = setup()
    act(() => result.current.getInputProps().onFocus())
    expect(result.current.open).toBe(true)
    expect(result.current.visible.map((o) => o.label)).toEqual(['aluminium', 'Brass', 'Steel', 'Titanium'])
    expect(highlighted(result)).toBe('aluminium')
    expect(result.current.getPopupProps()['data-state']).toBe('open')
  })

  it('moves the highlight with the arrows past disabled options, and Enter picks it', () => {
    const { result, onPick } = setup()
    press(result, 'ArrowUp')
    expect(highlighted(result)).toBe('steel')
    const down = press(result, 'ArrowDown')
    expect(down.preventDefault).toHaveBeenCalled()
    expect(highlighted(result)).toBe('aluminium')
    press(result, 'ArrowDown')
    const enter = press(result, 'Enter')
    expect(enter.preventDefault).toHaveBeenCalled()
    expect(onPick).toHaveBeenCalledWith('brass')
    expect(result.current.open).toBe(false)
  })

  it('leaves Enter to the form when nothing is highlighted', () => {
    const { result, onPick } = setup()
    const enter = press(result, 'Enter')
    expect(enter.preventDefault).not.toHaveBeenCalled()
    expect(onPick).not.toHaveBeenCalled()
  })

  it('closes on Escape and keeps the event from a modal around it; a closed one lets it pass', () => {
    const { result } = setup()
    press(result, 'ArrowDown')
    const esc = press(result, 'Escape')
    expect(esc.stopPropagation).toHaveBeenCalled()
    expect(result.current.open).toBe(false)
    const again = press(result, 'Escape')
    expect(again.stopPropagation).not.toHaveBeenCalled()
  })

  it('filters by the typed query and says why it lists nothing', () => {
    const { result } = setup()
    act(() => result.current.getInputProps().onChange({ target: { value: 'zzz' } }))
    expect(result.current.open).toBe(true)
    expect(result.current.getInputProps().value).toBe('zzz')
    expect(result.current.visible).toEqual([])
    expect(result.current.reason).toBe('noMatch')
    const empty = setup({ options: [] })
    act(() => empty.result.current.getInputProps().onFocus())
    expect(empty.result.current.reason).toBe('noData')
  })

  it('picks an option by click, not a disabled one', () => {
    const { result, onPick } = setup()
    act(() => result.current.getInputProps().onFocus())
    const titanium = result.current.visible.find((o) => o.value === 'titanium')!
    act(() => result.current.getOptionProps(titanium).onClick())
    expect(onPick).not.toHaveBeenCalled()
    const steel = result.current.visible.find((o) => o.value === 'steel')!
    act(() => result.current.getOptionProps(steel).onClick())
    expect(onPick).toHaveBeenCalledWith('steel')
  })

  it('marks the selected option and shows its label in a closed single select', () => {
    const { result } = setup({ selected: ['brass'] })
    expect(result.current.getInputProps().value).toBe('Brass')
    act(() => result.current.getInputProps().onFocus())
    const brass = result.current.visible.find((o) => o.value === 'brass')!
    expect(result.current.getOptionProps(brass)['aria-selected']).toBe(true)
    expect(result.current.isSelected('brass')).toBe(true)
    expect(result.current.getInputProps().placeholder).toBe('Brass')
    expect(highlighted(result)).toBe('brass')
  })

  it('describes an option with a tooltip by its hidden text and shows the tooltip when pointed at', () => {
    const { result } = setup()
    act(() => result.current.getInputProps().onFocus())
    const titanium = result.current.visible.find((o) => o.value === 'titanium')!
    const props = result.current.getOptionProps(titanium)
    expect(props['aria-disabled']).toBe(true)
    expect(props['aria-describedby']).toBe(result.current.getOptionTipProps(titanium).id)
    act(() => props.onMouseEnter())
    expect(result.current.tipText).toBe('Out of stock')
    act(() => result.current.getOptionProps(titanium).onMouseLeave())
    expect(result.current.tipText).toBeUndefined()
  })

  it('shows closed and never opens while busy, with the loading placeholder', () => {
    const { result } = setup({ isLoading: true })
    act(() => result.current.getInputProps().onFocus())
    expect(result.current.open).toBe(false)
    expect(result.current.getInputProps()['aria-busy']).toBe(true)
    expect(result.current.getInputProps().readOnly).toBe(true)
    expect(result.current.getInputProps().placeholder).toBe('Loading')
  })

  it('removes a multi select’s last tag with Backspace on an empty query, and collapses its tags', () => {
    const selected: OptionValue[] = ['steel', 'brass', 'aluminium']
    const { result, onRemove } = setup({ multiple: true, selected, collapseTagsAfter: 1 })
    expect(result.current.shownTags).toEqual(['steel'])
    expect(result.current.hiddenTags).toEqual(['brass', 'aluminium'])
    expect(result.current.labelOf('brass')).toBe('Brass')
    expect(result.current.getListboxProps()['aria-multiselectable']).toBe(true)
    expect(result.current.getInputProps().placeholder).toBeUndefined()
    press(result, 'Backspace')
    expect(onRemove).toHaveBeenCalledWith('aluminium')
  })

  it('closes and marks the field touched when the focus leaves for elsewhere', () => {
    const { result, field } = setup()
    act(() => result.current.getInputProps().onFocus())
    act(() => result.current.getInputProps().onBlur({ relatedTarget: document.body } as never))
    expect(result.current.open).toBe(false)
    expect(field.markTouched).toHaveBeenCalled()
  })

  it('runs an action after closing the dropdown', () => {
    const onClick = vi.fn()
    const { result } = setup({ actions: [{ label: 'Add material', onClick }] })
    act(() => result.current.getInputProps().onFocus())
    expect(result.current.actions).toHaveLength(1)
    act(() => result.current.runAction(result.current.actions![0]))
    expect(onClick).toHaveBeenCalled()
    expect(result.current.open).toBe(false)
  })
})
