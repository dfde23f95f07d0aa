import { useCallback, useState } from 'react'

/**
 * useControllable holds a value that is either controlled (value given) or
 * kept here from defaultValue, the library's one convention: value /
 * defaultValue / onValueChange (pressed, open, page, …).
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
