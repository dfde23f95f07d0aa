import { useCallback, useId, useState, type CSSProperties, type HTMLAttributes, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllable } from '../use-controllable'
import { useModalDialog } from './dialog'
import { bodyFocus, type BodyFocus, type DialogCloseRequest } from './logic'
import { useScrolls } from './use-scrolls'

/** DialogFrameOptions are what useDialogFrame reads: the open state's props, how the component closes, and the close button's label. */
export interface DialogFrameOptions {
  open?: boolean
  defaultOpen: boolean
  onOpenChange?: (open: boolean) => void
  /** closes tells whether a request closes the open dialog: the component's transition table decides. */
  closes: (request: DialogCloseRequest) => boolean
  /** closeOutside lets a press outside the dialog ask to close. */
  closeOutside: boolean
  /** escapeKey lets Escape ask to close. */
  escapeKey?: boolean
  /** closeLabel is the close button's accessible name, in the component's own messages. */
  closeLabel: string
}

/** DialogOwnProps are the dialog element's props its component adds: its class, data- attributes and style. */
export type DialogOwnProps = HTMLAttributes<HTMLDivElement> & { style?: CSSProperties } & Record<`data-${string}`, string>

/**
 * useDialogFrame is the behaviour of the frame that Modal and Drawer share:
 * the open state (controlled or kept here), Escape and a press outside wired
 * through useModalDialog, the close button's request, the id that labels the
 * dialog by its heading, and whether the body scrolls. Its prop getters give
 * each part of the frame its attributes.
 */
export function useDialogFrame(o: DialogFrameOptions) {
  const { closes, closeLabel } = o
  const { i18n } = useTranslation()
  const [isOpen, setOpen] = useControllable(o.open, o.defaultOpen, o.onOpenChange)
  const labelId = useId()
  const request = useCallback(
    (r: DialogCloseRequest) => {
      if (isOpen && closes(r)) setOpen(false)
    },
    [isOpen, closes, setOpen],
  )
  const { nodeId, context, setFloating, getFloatingProps } = useModalDialog({ open: isOpen, onClose: request, closeOutside: o.closeOutside, escapeKey: o.escapeKey })
  const [body, setBody] = useState<HTMLElement | null>(null)
  const scrolls = useScrolls(body)

  return {
    isOpen,
    scrolls,
    nodeId,
    context,
    labelId,
    /** getDialogProps are the dialog element's: a labelled modal dialog in the current language, with the component's own props. */
    getDialogProps: (own: DialogOwnProps) => ({
      ref: setFloating as Ref<HTMLDivElement>,
      role: 'dialog',
      'aria-modal': 'true' as const,
      'aria-labelledby': labelId,
      lang: i18n.language,
      ...own,
      ...getFloatingProps(),
    }),
    /** getHeadingProps are the heading's, which names the dialog. */
    getHeadingProps: () => ({ id: labelId }),
    /** getBodyProps are the body's: a tab stop, named by the heading, only while it scrolls. */
    getBodyProps: (): BodyFocus & { ref: Ref<HTMLDivElement> } => ({ ref: setBody, ...bodyFocus(scrolls, labelId) }),
    /** getCloseProps are the close button's: its label and its request. */
    getCloseProps: () => ({ type: 'button' as const, 'aria-label': closeLabel, title: closeLabel, onClick: () => request('close-button') }),
  }
}

/** DialogFrameState is what useDialogFrame returns, for DialogFrame to render. */
export type DialogFrameState = ReturnType<typeof useDialogFrame>
