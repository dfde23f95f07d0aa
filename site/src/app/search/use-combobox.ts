import { useId, useState, type KeyboardEvent } from 'react'

/**
 * useCombobox is the keyboard and ARIA state of an input that controls a
 * list box (the WAI-ARIA combobox pattern with a list popup): the focus stays
 * in the input, ArrowDown and ArrowUp move the active option (wrapping), Enter
 * picks it, and aria-activedescendant tells assistive technology which one is
 * active. Escape is the dialog's: it closes the whole search.
 */
export function useCombobox<T>({ items, onPick }: { items: readonly T[]; onPick: (item: T) => void }) {
  const listId = useId()
  const [active, setActive] = useState(0)
  const [shown, setShown] = useState(items)
  // New results start again at the first option.
  if (shown !== items) {
    setShown(items)
    setActive(0)
  }
  const expanded = items.length > 0
  const current = expanded ? Math.min(active, items.length - 1) : -1
  const optionId = (i: number) => `${listId}-${i}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded || event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + items.length) % items.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      onPick(items[current])
    }
  }

  return {
    active: current,
    optionId,
    getInputProps: () => ({
      role: 'combobox' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': expanded ? optionId(current) : undefined,
      onKeyDown,
    }),
    getListboxProps: () => ({ id: listId, role: 'listbox' as const }),
    getOptionProps: (i: number) => ({
      id: optionId(i),
      role: 'option' as const,
      'aria-selected': i === current,
      onMouseMove: () => i !== current && setActive(i),
      onClick: () => onPick(items[i]),
    }),
  }
}
