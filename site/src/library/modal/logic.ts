/**
 * The modal's rules: its sizes and height limit, and its open/closed
 * transition table. Pure: no React, no DOM.
 */

import { dialogTransition } from '../overlay/logic'

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const
export type ModalSize = (typeof MODAL_SIZES)[number]

/** MODAL_WIDTHS_REM are the widths of the sizes. */
export const MODAL_WIDTHS_REM: Record<ModalSize, number> = { sm: 24, md: 36, lg: 48, xl: 64 }

/** MODAL_MAX_HEIGHT_VH is the most of the viewport's height a modal takes; its body scrolls beyond. */
export const MODAL_MAX_HEIGHT_VH = 90

/** modalWidth is the CSS width of a size. */
export function modalWidth(size: ModalSize): string {
  return `${MODAL_WIDTHS_REM[size]}rem`
}

export type ModalState = 'closed' | 'open'

/**
 * ModalEvent is what happened: the owner opened or closed it, Escape was
 * pressed, the backdrop was clicked, or the close button was used.
 */
export type ModalEvent = 'open' | 'close' | 'escape' | 'backdrop' | 'close-button'

/** MODAL_TRANSITIONS is the state machine: a missing entry leaves the state as it is. */
const MODAL_TRANSITIONS: Record<ModalState, Partial<Record<ModalEvent, ModalState>>> = {
  closed: { open: 'open' },
  open: { close: 'closed', escape: 'closed', backdrop: 'closed', 'close-button': 'closed' },
}

/** OUTSIDE_EVENTS are the events preventCloseOutside ignores. */
const OUTSIDE_EVENTS: readonly ModalEvent[] = ['escape', 'backdrop']

/** modalTransition is the next state; with preventCloseOutside, Escape and the backdrop do nothing. */
export function modalTransition(state: ModalState, event: ModalEvent, options: { preventCloseOutside?: boolean } = {}): ModalState {
  return dialogTransition(MODAL_TRANSITIONS, state, event, options.preventCloseOutside ? OUTSIDE_EVENTS : [])
}

/** MODAL_LABEL_ERROR is the rule for a modal that nothing would name. */
export const MODAL_LABEL_ERROR = 'a modal needs a title or a header to be labelled by'

/** MODAL_DEFAULTS are the defaults of modalSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const MODAL_DEFAULTS = { defaultOpen: false, size: 'md', preventCloseOutside: false, showCloseButton: false } as const
