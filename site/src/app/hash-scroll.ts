import { useEffect } from 'react'

/** How long a target may take to appear: a page's lazy parts render a little after the page. */
const WAIT_MS = 3000

/**
 * scrollToHash brings the element the hash names into view once it exists
 * and moves the focus to it (a heading gets tabindex -1 for that), so a
 * keyboard user goes on reading from there. It returns a cancel function.
 */
function scrollToHash(hash: string, doc: Document = document): () => void {
  let id: string
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return () => {}
  }
  if (!id) return () => {}
  const start = performance.now()
  let frame = 0
  const attempt = () => {
    const el = doc.getElementById(id)
    if (!el) {
      if (performance.now() - start < WAIT_MS) frame = requestAnimationFrame(attempt)
      return
    }
    el.scrollIntoView({ block: 'start' })
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
    el.focus({ preventScroll: true })
  }
  frame = requestAnimationFrame(attempt)
  return () => cancelAnimationFrame(frame)
}

/**
 * scrollTarget is where a navigation leaves the window once the new page has
 * rendered: at the element the hash names, at the top for a new page without
 * one (a link followed), or where it is (Back and Forward, which the browser
 * restores, and the first load, both without a hash; a replace, which keeps
 * the page, such as a preference dropping its query parameter).
 */
export function scrollTarget(type: 'POP' | 'PUSH' | 'REPLACE', hash: string): 'hash' | 'top' | 'stay' {
  if (type === 'REPLACE') return 'stay'
  if (hash) return 'hash'
  return type === 'PUSH' ? 'top' : 'stay'
}

/** useNavigationScroll moves the window after each navigation, as scrollTarget says, when the new page has rendered. */
export function useNavigationScroll(key: string, hash: string, type: 'POP' | 'PUSH' | 'REPLACE', idle: boolean): void {
  useEffect(() => {
    if (!idle) return
    switch (scrollTarget(type, hash)) {
      case 'hash':
        return scrollToHash(hash)
      case 'top':
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, idle])
}
