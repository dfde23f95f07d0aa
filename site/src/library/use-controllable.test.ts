// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useControllable } from './use-controllable'

interface Props {
  value?: string
  defaultValue: string
  onChange?: (next: string) => void
}

const render = (initial: Props) => renderHook((p: Props) => useControllable(p.value, p.defaultValue, p.onChange), { initialProps: initial })

describe('useControllable', () => {
  it('uncontrolled: starts from defaultValue and keeps what it is set to', () => {
    const { result } = render({ defaultValue: 'a' })
    expect(result.current[0]).toBe('a')
    act(() => result.current[1]('b'))
    expect(result.current[0]).toBe('b')
  })

  it('uncontrolled: reads defaultValue on the first render only', () => {
    const { result, rerender } = render({ defaultValue: 'a' })
    rerender({ defaultValue: 'z' })
    expect(result.current[0]).toBe('a')
  })

  it('uncontrolled: calls onChange with the new value', () => {
    const onChange = vi.fn()
    const { result } = render({ defaultValue: 'a', onChange })
    act(() => result.current[1]('b'))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('controlled: shows value, only asks through onChange', () => {
    const onChange = vi.fn()
    const { result, rerender } = render({ value: 'x', defaultValue: 'a', onChange })
    expect(result.current[0]).toBe('x')
    act(() => result.current[1]('y'))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('y')
    expect(result.current[0]).toBe('x')
    rerender({ value: 'y', defaultValue: 'a', onChange })
    expect(result.current[0]).toBe('y')
  })

  it('calls onChange on a no-change too (callers that must not check first)', () => {
    const onChange = vi.fn()
    const { result } = render({ defaultValue: 'a', onChange })
    act(() => result.current[1]('a'))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('a')
    const controlled = render({ value: 'x', defaultValue: 'a', onChange })
    act(() => controlled.result.current[1]('x'))
    expect(onChange).toHaveBeenLastCalledWith('x')
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('works without onChange', () => {
    const { result } = render({ defaultValue: 'a' })
    act(() => result.current[1]('b'))
    expect(result.current[0]).toBe('b')
    const controlled = render({ value: 'x', defaultValue: 'a' })
    act(() => controlled.result.current[1]('y'))
    expect(controlled.result.current[0]).toBe('x')
  })

  it('switching: controlled to uncontrolled shows the kept value, without a warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { result, rerender } = render({ defaultValue: 'a' })
    rerender({ value: 'x', defaultValue: 'a' })
    expect(result.current[0]).toBe('x')
    rerender({ defaultValue: 'a' })
    expect(result.current[0]).toBe('a')
    expect(error).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    error.mockRestore()
    warn.mockRestore()
  })

  it('keeps the setter while controlled-ness and onChange stay', () => {
    const onChange = vi.fn()
    const { result, rerender } = render({ defaultValue: 'a', onChange })
    const first = result.current[1]
    act(() => result.current[1]('b'))
    rerender({ defaultValue: 'a', onChange })
    expect(result.current[1]).toBe(first)
    rerender({ value: 'x', defaultValue: 'a', onChange })
    expect(result.current[1]).not.toBe(first)
  })

  it('treats null as a controlled value', () => {
    const { result } = renderHook(() => useControllable<string | null>(null, 'a'))
    expect(result.current[0]).toBeNull()
  })
})
