import { useSyncExternalStore } from 'react'

/**
 * The search dialog's open state, outside React's tree: the navbar's button,
 * the keyboard shortcuts and the dialog share it without a provider.
 */
let open = false
const listeners = new Set<() => void>()

function set(next: boolean) {
  if (open === next) return
  open = next
  listeners.forEach((l) => l())
}

/** openSearch opens the search dialog. */
export const openSearch = () => set(true)
/** closeSearch closes it. */
export const closeSearch = () => set(false)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** useSearchOpen tells whether the search dialog is open. */
export function useSearchOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false)
}

/**
 * isSearchShortcut tells whether a key press opens the search: Ctrl-K or
 * Cmd-K anywhere, and / when the focus is not in a place that takes text.
 */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false
  const el = event.target as HTMLElement | null
  if (!el || typeof el.closest !== 'function') return true
  return !el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]')
}

/** SEARCH_OFFLINE and SEARCH_FAILED say why the search's code or index did not load. */
export const SEARCH_OFFLINE = 'You are offline. Search works offline once it has loaded; connect and try again.'
export const SEARCH_FAILED = 'The search could not load. Try again.'
