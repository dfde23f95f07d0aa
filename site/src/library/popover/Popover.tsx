import {
  autoUpdate,
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  FloatingTree,
  safePolygon,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFloatingParentNodeId,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
} from '@floating-ui/react'
import { cloneElement, isValidElement, useCallback, useId, useState, type ReactElement, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { popupPlacement } from '../placement'
import { useControllable } from '../use-controllable'
import { useValidatedProps } from '../use-validated-props'
import { hasContent, POPOVER_DEFAULTS, popoverEvent, type PopoverEvent, type PopoverState, popoverTransition, popoverWidth } from './logic'
import styles from './Popover.module.css'
import type { PopoverProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.popoverSchema)

/**
 * Popover shows content in a floating panel next to its trigger, above the
 * page (in a portal, so no overflow or stacking context clips it). The
 * trigger is its single child element; a click on it (or hovering and
 * focusing it, with trigger="hover") opens the popover. Escape and a click
 * outside close it and return the focus to the trigger. The popover is a
 * non-modal dialog: it takes the focus when opened by a click.
 */
export function Popover(props: PopoverProps) {
  useValidatedProps('Popover', loadSchema, props)
  // A tree of floating elements lets a popover inside a modal, a drawer or
  // another popover close on its own: Escape and outside clicks reach the
  // innermost one first.
  const parent = useFloatingParentNodeId()
  if (parent === null) {
    return (
      <FloatingTree>
        <PopoverView {...props} />
      </FloatingTree>
    )
  }
  return <PopoverView {...props} />
}

function PopoverView(props: PopoverProps) {
  const { content, children, trigger = POPOVER_DEFAULTS.trigger, placement = POPOVER_DEFAULTS.placement, size = POPOVER_DEFAULTS.size, label, isDisabled = POPOVER_DEFAULTS.isDisabled, open, defaultOpen = POPOVER_DEFAULTS.defaultOpen, onOpenChange } = props
  const { i18n } = useTranslation()
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange)
  const withContent = hasContent(content)
  const state: PopoverState = isOpen ? 'open' : 'closed'
  const shown = state === 'open' && withContent && !isDisabled
  const id = useId()

  const send = useCallback(
    (event: PopoverEvent) => {
      const next = popoverTransition(state, event, { disabled: isDisabled, content: withContent })
      if (next === state) return
      setOpen(next === 'open')
    },
    [state, isDisabled, withContent, setOpen],
  )

  // Elements in state rather than floating-ui's refs object: nothing reads a ref during render.
  const [reference, setReference] = useState<Element | null>(null)
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const nodeId = useFloatingNodeId()
  const { floatingStyles, context, placement: actual } = useFloating({
    nodeId,
    elements: { reference, floating },
    open: shown,
    onOpenChange: (open, _event, reason) => send(popoverEvent(open, reason)),
    placement,
    whileElementsMounted: autoUpdate,
    middleware: popupPlacement({ room: { width: '--popover-available-width' } }),
  })
  const click = useClick(context, { enabled: trigger === 'click' && !isDisabled })
  const hover = useHover(context, { enabled: trigger === 'hover' && !isDisabled, handleClose: safePolygon(), delay: { open: 75, close: 100 } })
  const focus = useFocus(context, { enabled: trigger === 'hover' && !isDisabled })
  const dismiss = useDismiss(context)
  const { getReferenceProps, getFloatingProps } = useInteractions([click, hover, focus, dismiss])

  const child = isValidElement(children) ? (children as ReactElement<Record<string, unknown>>) : null
  const childRef = (child?.props.ref ?? null) as Ref<Element> | null
  const ref = useMergeRefs([setReference, childRef])

  if (!child) return <>{children}</>

  const childProps = { ...child.props }
  delete childProps.ref
  // A disabled popover never opens: its trigger announces no popup.
  const triggerElement = cloneElement(child, {
    ...getReferenceProps(childProps),
    ref,
    'aria-expanded': isDisabled ? undefined : shown,
    'aria-controls': shown ? id : undefined,
    'aria-haspopup': isDisabled ? undefined : 'dialog',
    'data-popover-trigger': '',
  })

  const body = typeof content === 'function' ? content({ close: () => send('close') }) : content

  return (
    <FloatingNode id={nodeId}>
      {triggerElement}
      {shown && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={trigger === 'hover' ? -1 : 0} returnFocus>
            <div
              ref={setFloating}
              id={id}
              role="dialog"
              aria-label={label}
              lang={i18n.language}
              className={styles.popover}
              data-popover=""
              data-state={state}
              data-size={size}
              data-placement={actual}
              style={{ ...floatingStyles, width: popoverWidth(size) }}
              {...getFloatingProps()}
            >
              {body}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </FloatingNode>
  )
}
