import { useEffect, type RefObject } from 'react'

/**
 * useCloseOutside calls close while open when Escape is pressed or a pointer
 * goes down outside the element of ref: the dismissal of a disclosure menu.
 */
export function useCloseOutside(open: boolean, ref: RefObject<Element | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    const onPointer = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && close()
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, ref, close])
}
