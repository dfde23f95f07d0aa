import { useEffect, useState, type ComponentType } from 'react'
import { Icon } from '../../library/icon/Icon'
import { useToast } from '../../library/toaster/Toaster'
import { useOnline } from '../online'
import styles from './SearchHost.module.css'
import { closeSearch, isSearchShortcut, openSearch, SEARCH_FAILED, SEARCH_OFFLINE, useSearchOpen } from './store'

/** SearchButton opens the search from the navbar; compact shows the icon alone, named by its label. */
export function SearchButton({ compact }: { compact: boolean }) {
  return (
    <button
      type="button"
      className={styles.button}
      data-compact={compact ? 'true' : 'false'}
      data-search-button=""
      aria-label={compact ? 'Search' : undefined}
      aria-keyshortcuts="Control+K Meta+K /"
      title={compact ? 'Search (Ctrl K or /)' : undefined}
      onClick={openSearch}
    >
      <Icon name="search" />
      {!compact && (
        <>
          <span className={styles.label}>Search</span>
          <kbd className={styles.kbd}>Ctrl K</kbd>
        </>
      )}
    </button>
  )
}

let loaded: ComponentType | undefined

/**
 * SearchHost listens for the search shortcuts (Ctrl-K or Cmd-K, and / outside
 * text fields) on every page and shows the search dialog when it is open. The
 * dialog's code and the index load on the first opening, never with the page.
 */
export function SearchHost() {
  const open = useSearchOpen()
  const online = useOnline()
  const toast = useToast()
  const [Dialog, setDialog] = useState<ComponentType | undefined>(() => loaded)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return
      event.preventDefault()
      openSearch()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  // The dialog's code has never loaded and cannot now: say so in a toast (the
  // toaster is on every page already) and close, so the next opening tries again.
  useEffect(() => {
    if (!open || Dialog) return
    let live = true
    const fail = () => {
      if (!live) return
      closeSearch()
      toast({ type: 'error', text: online ? SEARCH_FAILED : SEARCH_OFFLINE })
    }
    if (!online) fail()
    else
      import('./SearchDialog').then((m) => {
        loaded = m.default
        if (live) setDialog(() => m.default)
      }, fail)
    return () => {
      live = false
    }
  }, [open, online, Dialog, toast])

  return open && Dialog ? <Dialog /> : null
}
