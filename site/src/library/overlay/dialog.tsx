import { FloatingTree, useDismiss, useFloating, useFloatingNodeId, useFloatingParentNodeId, useInteractions } from '@floating-ui/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import type { z } from 'zod'
import { useValidatedProps } from '../use-validated-props'
import type { DialogCloseReason } from './logic'

/** isInToaster tells whether a pointer event landed on a toast, which is never a click outside an overlay. */
export function isInToaster(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('[data-toaster]') !== null
}

/**
 * InFloatingTree gives an overlay the floating tree it needs to nest others
 * (a popover inside a modal closes first on Escape), unless a parent overlay
 * already provides one.
 */
export function InFloatingTree({ children }: { children: ReactNode }) {
  return useFloatingParentNodeId() === null ? <FloatingTree>{children}</FloatingTree> : <>{children}</>
}

/**
 * ValidatedDialog is the outside of a modal dialog component (Modal, Drawer):
 * it checks the props against the component's schema (useValidatedProps,
 * under the component's name) and renders the view in a floating tree.
 */
export function ValidatedDialog<P extends object>({ name, loadSchema, view: View, props }: { name: string; loadSchema: () => Promise<z.ZodType>; view: ComponentType<P>; props: P }) {
  useValidatedProps(name, loadSchema, props)
  return (
    <InFloatingTree>
      <View {...props} />
    </InFloatingTree>
  )
}

/**
 * useModalDialog wires a modal dialog (modal, drawer) to floating-ui: Escape
 * (unless escapeKey is false) and a press outside it (unless closeOutside is
 * false; a toast never counts) ask to close, with the reason.
 */
export function useModalDialog({ open, onClose, closeOutside, escapeKey = true }: { open: boolean; onClose: (reason: DialogCloseReason) => void; closeOutside: boolean; escapeKey?: boolean }) {
  const nodeId = useFloatingNodeId()
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const { context } = useFloating({
    nodeId,
    open,
    elements: { floating },
    onOpenChange: (next, _event, reason) => {
      if (!next) onClose(reason === 'escape-key' ? 'escape' : reason === 'outside-press' ? 'outside' : 'close')
    },
  })
  const dismiss = useDismiss(context, {
    escapeKey,
    outsidePress: closeOutside ? (event) => !isInToaster(event) : false,
    outsidePressEvent: 'mousedown',
  })
  const { getFloatingProps } = useInteractions([dismiss])
  return { nodeId, context, setFloating, getFloatingProps }
}
