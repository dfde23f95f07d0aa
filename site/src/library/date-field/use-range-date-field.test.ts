// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ChangeEvent, KeyboardEvent } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { useRangeDateField, type RangeDateFieldOptions } from './use-range-date-field'

beforeAll(() => initI18n('en-US'))

const defaults: RangeDateFieldOptions = {
  kind: 'date-range',
  component: 'DateRangeField',
  label: 'Stay',
  isRequired: false,
  isDisabled: false,
  isLoading: false,
  helpText: null,
  minimumDate: null,
  maximumDate: null,
  hideClear: false,
}
const setup = (o: Partial<RangeDateFieldOptions> = {}) => renderHook((p: RangeDateFieldOptions) => useRangeDateField(p), { initialProps: { ...defaults, ...o } })
type Api = { current: ReturnType<typeof useRangeDateField> }
const type = (r: Api, end: 'start' | 'end', text: string) => act(() => r.current.getEndInputProps(end).onChange({ target: { value: text } } as ChangeEvent<HTMLInputElement>))
const blur = (r: Api, end: 'start' | 'end') => act(() => r.current.getEndInputProps(end).onBlur())
const key = (k: string, altKey = false) => ({ key: k, altKey, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLInputElement>

describe('useRangeDateField', () => {
  it('shows each end of its value, the start input with the field’s id and the end with its own', () => {
    const { result } = setup({ defaultValue: { start: '2026-01-12', end: '2026-01-16' } })
    const start = result.current.getEndInputProps('start')
    const end = result.current.getEndInputProps('end')
    expect([start.value, end.value]).toEqual(['2026-01-12', '2026-01-16'])
    expect(start.id).toBe(result.current.field.id)
    expect(end.id).toBe(`${result.current.field.id}-end`)
    expect([start['aria-label'], end['aria-label']]).toEqual(['Start date', 'End date'])
    expect(result.current.selection.state).toBe('complete')
    expect(result.current.showClear).toBe(true)
  })

  it('reads typed text on blur, putting the range in order', () => {
    const onValueChange = vi.fn()
    const { result } = setup({ onValueChange })
    type(result, 'start', '2026-03-10')
    expect(result.current.getEndInputProps('start').value).toBe('2026-03-10')
    expect(onValueChange).not.toHaveBeenCalled()
    blur(result, 'start')
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-03-10', end: null })
    type(result, 'end', '2026-03-01')
    act(() => result.current.getEndInputProps('end').onKeyDown(key('Enter')))
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-10' })
  })

  it('makes the field invalid when an end’s text cannot be read, until it is typed again', () => {
    const { result } = setup()
    type(result, 'end', 'soon')
    blur(result, 'end')
    expect(result.current.getEndInputProps('end')['aria-invalid']).toBe(true)
    // the field shows the error, so both ends say so
    expect(result.current.field.shown?.type).toBe('error')
    expect(result.current.getEndInputProps('start')['aria-invalid']).toBe(true)
    type(result, 'end', '2026-03-01')
    expect(result.current.getEndInputProps('end')['aria-invalid']).toBeUndefined()
  })

  it('opens the picker with Alt+ArrowDown, and a picked day starts then ends the range', () => {
    const { result } = setup()
    const down = key('ArrowDown', true)
    act(() => result.current.getEndInputProps('start').onKeyDown(down))
    expect(down.preventDefault).toHaveBeenCalled()
    expect(result.current.open).toBe(true)
    act(() => result.current.onPickDay({ year: 2026, month: 1, day: 12 }))
    expect(result.current.selection.state).toBe('start-picked')
    expect(result.current.open).toBe(true)
    act(() => result.current.onPickDay({ year: 2026, month: 1, day: 16 }))
    expect(result.current.field.value).toEqual({ start: '2026-01-12', end: '2026-01-16' })
    expect(result.current.open).toBe(false)
  })

  it('clears the value and drops typed text', () => {
    const { result } = setup({ defaultValue: { start: '2026-01-12', end: '2026-01-16' } })
    type(result, 'end', 'x')
    act(() => result.current.clear())
    expect(result.current.field.value).toBeNull()
    expect(result.current.getEndInputProps('end').value).toBe('')
    expect(result.current.showClear).toBe(false)
  })

  it('never opens and offers no clear while loading', () => {
    const { result } = setup({ isLoading: true, defaultValue: { start: '2026-01-12', end: null } })
    act(() => result.current.getEndInputProps('start').onKeyDown(key('ArrowDown', true)))
    expect(result.current.open).toBe(false)
    expect(result.current.blocked).toBe(true)
    expect(result.current.showClear).toBe(false)
    expect(result.current.getEndInputProps('start')).toMatchObject({ readOnly: true, 'aria-busy': true })
  })
})
