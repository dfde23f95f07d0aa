/**
 * The popover's rules: its sizes, its open/closed transition table and the
 * developer error for a popover without content. Pure: no React, no DOM.
 */

export const POPOVER_SIZES = ['sm', 'md', 'lg', 'xl', 'auto'] as const
export type PopoverSize = (typeof POPOVER_SIZES)[number]

/** POPOVER_WIDTHS_REM are the fixed widths of the sizes; auto fits the content. */
export const POPOVER_WIDTHS_REM: Record<Exclude<PopoverSize, 'auto'>, number> = { sm: 12, md: 16, lg: 20, xl: 24 }

/** popoverWidth is the CSS width of a size. */
export function popoverWidth(size: PopoverSize): string {
  return size === 'auto' ? 'auto' : `${POPOVER_WIDTHS_REM[size]}rem`
}

export const POPOVER_TRIGGERS = ['click', 'hover'] as const
export type PopoverTrigger = (typeof POPOVER_TRIGGERS)[number]

export const POPOVER_PLACEMENTS = [
  'top',
  'top-start',
  'top-end',
  'right',
  'right-start',
  'right-end',
  'bottom',
  'bottom-start',
  'bottom-end',
  'left',
  'left-start',
  'left-end',
] as const
export type PopoverPlacement = (typeof POPOVER_PLACEMENTS)[number]

/** POPOVER_CONTENT_ERROR is the developer error of a popover whose content is missing. */
export const POPOVER_CONTENT_ERROR = 'popover without content reference'

/** hasContent tells whether a content value gives the popover something to show. */
export function hasContent(content: unknown): boolean {
  return content !== undefined && content !== null && content !== false && content !== ''
}

export type PopoverState = 'closed' | 'open'

/**
 * PopoverEvent is what happened: the trigger was clicked (toggle), hovered or
 * focused (show), left (hide), Escape was pressed, the pointer went down
 * outside, content called close, or the owner set the state (open, close).
 */
export type PopoverEvent = 'toggle' | 'show' | 'hide' | 'escape' | 'outside' | 'open' | 'close'

/** POPOVER_TRANSITIONS is the state machine: a missing entry leaves the state as it is. */
const POPOVER_TRANSITIONS: Record<PopoverState, Partial<Record<PopoverEvent, PopoverState>>> = {
  closed: { toggle: 'open', show: 'open', open: 'open' },
  open: { toggle: 'closed', hide: 'closed', escape: 'closed', outside: 'closed', close: 'closed' },
}

/** popoverTransition is the next state; a disabled popover, or one without content, never opens. */
export function popoverTransition(state: PopoverState, event: PopoverEvent, options: { disabled?: boolean; content?: boolean } = {}): PopoverState {
  const next = POPOVER_TRANSITIONS[state][event] ?? state
  if (next === 'open' && (options.disabled || options.content === false)) return 'closed'
  return next
}

/**
 * popoverEvent names the event behind a change floating-ui reports: the wanted
 * open state and its reason ('click', 'hover', 'focus', 'escape-key',
 * 'outside-press', 'safe-polygon', ...).
 */
export function popoverEvent(open: boolean, reason: string | undefined): PopoverEvent {
  switch (reason) {
    case 'click':
      return 'toggle'
    case 'escape-key':
      return 'escape'
    case 'outside-press':
      return 'outside'
    case 'hover':
    case 'safe-polygon':
    case 'focus':
      return open ? 'show' : 'hide'
    default:
      return open ? 'open' : 'close'
  }
}

/** POPOVER_DEFAULTS are the defaults of popoverSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const POPOVER_DEFAULTS = { trigger: 'click', placement: 'bottom', size: 'auto', isDisabled: false, defaultOpen: false } as const
