import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { comboboxKey } from './logic'

/**
 * useCombobox is the keyboard and ARIA state of an input that controls a
 * list box (the WAI-ARIA combobox pattern with a list popup): the focus stays
 * in the input, its keys do what comboboxKey says, and aria-activedescendant
 * tells assistive technology which option is active. The list box is no Tab
 * stop and a press on it leaves the focus in the input. Escape is the
 * dialog's: it closes the whole search.
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
    if (event.nativeEvent.isComposing) return
    const action = comboboxKey(event.key, current, items.length)
    if (!action) return
    event.preventDefault()
    if ('move' in action) setActive(action.move)
    else onPick(items[action.pick])
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
    // The list scrolls, and a browser makes a scroller with nothing focusable
    // in it a Tab stop unless its tabIndex says otherwise.
    getListboxProps: () => ({ id: listId, role: 'listbox' as const, tabIndex: -1, onMouseDown: (event: MouseEvent) => event.preventDefault() }),
    getOptionProps: (i: number) => ({
      id: optionId(i),
      role: 'option' as const,
      'aria-selected': i === current,
      onMouseMove: () => i !== current && setActive(i),
      onClick: () => onPick(items[i]),
    }),
  }
}
