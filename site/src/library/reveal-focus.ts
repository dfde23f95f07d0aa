import type { FocusEvent } from 'react'

/**
 * revealFocus, a scrolled box's onFocus, brings what took the focus inside
 * it wholly into view. Chromium scrolls a focused element only when none of
 * it shows: a control at the box's edge can take the focus with 3 px of it
 * in sight, its ring hidden.
 */
export function revealFocus(event: FocusEvent<HTMLElement>): void {
  const target = event.target
  if (target !== event.currentTarget) target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
}
