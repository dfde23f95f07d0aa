import { autoUpdate, useDismiss, useFloating, useFloatingNodeId, useInteractions } from '@floating-ui/react'
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react'
import { popupPlacement } from '../placement'
import { useControllable } from '../use-controllable'
import { isInToaster } from '../overlay/dialog'
import { DATE_FIELD_DEFAULTS, labelClick, pickerTransition, type LabelClicks, type PickerEvent, type PickerState } from './logic'

export interface PickerOptions {
  /** blocked: a disabled or loading field's picker does not open */
  blocked: boolean
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/** isOnLabel tells whether an event landed on the field's own label (or legend), inside root. */
function isOnLabel(event: MouseEvent, root: Element | null): boolean {
  const target = event.target
  if (!(target instanceof Element) || !root || !root.contains(target)) return false
  const label = target.closest('label, legend')
  return label !== null && root.contains(label)
}

/**
 * usePicker holds a date field's picker: its open state (controlled with
 * open/onOpenChange or not), the floating-ui wiring that places it under the
 * field and closes it on Escape or a press outside the field, and the label
 * clicks that toggle it, debounced (the first click of a double click counts).
 */
export function usePicker({ blocked, open, defaultOpen, onOpenChange }: PickerOptions) {
  const [isOpen, setOpen] = useControllable(open, defaultOpen ?? DATE_FIELD_DEFAULTS.defaultOpen, onOpenChange)
  const state: PickerState = isOpen && !blocked ? 'open' : 'closed'
  const send = useCallback(
    (event: PickerEvent) => {
      const next = pickerTransition(state, event, { blocked })
      if (next !== state) setOpen(next === 'open')
    },
    [state, blocked, setOpen],
  )

  // Elements in state rather than refs: nothing reads a ref during render.
  const [root, setRoot] = useState<HTMLElement | null>(null)
  const [reference, setReference] = useState<HTMLElement | null>(null)
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const nodeId = useFloatingNodeId()
  const dialogId = useId()
  const { floatingStyles, context } = useFloating({
    nodeId,
    open: state === 'open',
    elements: { reference, floating },
    onOpenChange: (next, _event, reason) => send(reason === 'escape-key' ? 'escape' : reason === 'outside-press' ? 'outside' : next ? 'open' : 'close'),
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: popupPlacement({ room: { width: '--date-picker-available-width', height: '--date-picker-available-height' } }),
  })
  // A press on the field itself (its label, input or buttons) is not outside: the label and the button toggle.
  const dismiss = useDismiss(context, {
    outsidePress: (event) => !isInToaster(event) && !(event.target instanceof Node && root?.contains(event.target)),
  })
  const { getFloatingProps } = useInteractions([dismiss])

  const clicks = useRef<LabelClicks>({ last: null })
  /** onRootClick toggles the picker on a click on the label, at most once per debounce time. */
  const onRootClick = (event: MouseEvent) => {
    if (!isOnLabel(event, root)) return
    // The picker takes the focus itself: the label must not move it to the input.
    event.preventDefault()
    const r = labelClick(clicks.current, performance.now())
    clicks.current = r.clicks
    if (r.accepted) send('toggle')
  }
  /** onRootMouseDown keeps the focus where it is on a press on the label (no focus-out closing the picker, no text selection on a double click). */
  const onRootMouseDown = (event: MouseEvent) => {
    if (isOnLabel(event, root)) event.preventDefault()
  }

  return { state, send, setRoot, setReference, setFloating, floatingStyles, context, getFloatingProps, nodeId, dialogId, onRootClick, onRootMouseDown }
}

export type PickerApi = ReturnType<typeof usePicker>
