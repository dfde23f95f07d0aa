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

/** useHashScroll scrolls to the location's hash after each navigation, when the new page has rendered. */
export function useHashScroll(key: string, hash: string, idle: boolean): void {
  useEffect(() => {
    if (!idle || !hash) return
    return scrollToHash(hash)
  }, [key, hash, idle])
}
