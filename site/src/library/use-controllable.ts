import { useCallback, useState } from 'react'

/**
 * useControllable is the library's one controlled/uncontrolled convention:
 * value / defaultValue / onValueChange (and its namesakes: open, pressed,
 * expanded, page, …). The value is controlled when `value` is not undefined
 * (the component then only asks through onChange) and kept here otherwise,
 * starting from `defaultValue` (read on the first render only).
 *
 * The setter always calls onChange, even with the current value: a component
 * that must stay quiet on a no-change (an open state asked to open again)
 * checks that before it calls the setter. No warning is logged when a value
 * switches between controlled and uncontrolled; the current `value` decides.
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : own
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [current, set]
}
