import { useLayoutEffect, useState } from 'react'
import { overflows } from './logic'

/**
 * useScrolls tells whether an element's content overflows it vertically, so
 * a scrolling body can become a tab stop (keyboard users scroll it) only
 * when it scrolls. It follows the element's size and the window's.
 */
export function useScrolls(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    if (!element) return
    const measure = () => setScrolls(overflows(element.scrollHeight, element.clientHeight))
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [element])
  return scrolls
}
