/**
 * The rules of the dialog frame that Modal and Drawer share: when its body
 * scrolls and becomes a tab stop, which slots it renders, and the open/closed
 * transition of a modal dialog. Pure: no React, no DOM.
 */

/** DialogState is whether a modal dialog is open. */
export type DialogState = 'closed' | 'open'

/** DialogTransitions is a dialog's state machine: a missing entry leaves the state as it is. */
export type DialogTransitions<E extends string> = Record<DialogState, Partial<Record<E, DialogState>>>

/** dialogTransition is the next state by the table; an event in ignored leaves the state as it is. */
export function dialogTransition<E extends string>(table: DialogTransitions<E>, state: DialogState, event: E, ignored: readonly E[] = []): DialogState {
  if (ignored.includes(event)) return state
  return table[state][event] ?? state
}

/** DialogCloseReason is why floating-ui asks a modal dialog to close. */
export type DialogCloseReason = 'escape' | 'outside' | 'close'

/** DialogCloseRequest is what asks an open dialog to close: a DialogCloseReason, or the frame's close button. */
export type DialogCloseRequest = DialogCloseReason | 'close-button'

/** SCROLL_SLACK_PX is how much taller than its box content may be and still not scroll: heights round to whole pixels. */
const SCROLL_SLACK_PX = 1

/** overflows tells whether content scrollHeight high overflows a box clientHeight high. */
export function overflows(scrollHeight: number, clientHeight: number): boolean {
  return scrollHeight > clientHeight + SCROLL_SLACK_PX
}

/**
 * BodyFocus is what the body's scrolling makes of it: while it scrolls, a tab
 * stop (so a keyboard can scroll it) that a screen reader names, a region
 * labelled by the dialog's heading; else neither.
 */
export interface BodyFocus {
  tabIndex: 0 | undefined
  role: 'region' | undefined
  'aria-labelledby': string | undefined
  'data-scrolls': 'true' | 'false'
}

/** bodyFocus is the body's tab stop, name and data-scrolls for whether it scrolls, in a dialog labelled by labelId. */
export function bodyFocus(scrolls: boolean, labelId: string): BodyFocus {
  return scrolls
    ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelId, 'data-scrolls': 'true' }
    : { tabIndex: undefined, role: undefined, 'aria-labelledby': undefined, 'data-scrolls': 'false' }
}

/** hasSlot tells whether a slot (the footer) has something to render: undefined and null have not. */
export function hasSlot(node: unknown): boolean {
  return node !== undefined && node !== null
}
