import { FloatingFocusManager, FloatingNode, FloatingOverlay, FloatingPortal } from '@floating-ui/react'
import type { HTMLAttributes, ReactNode } from 'react'
import { Icon } from '../icon/Icon'
import styles from './DialogFrame.module.css'
import { hasSlot } from './logic'
import type { DialogFrameState, DialogOwnProps } from './use-dialog-frame'

/** DIALOG_BUTTON_CLASS is the class of an icon button on the frame: its look, hover and focus ring. A component adds its own class for place and size. */
export const DIALOG_BUTTON_CLASS = styles.button

/** DialogFrameProps are what DialogFrame renders: useDialogFrame's state, the component's own parts, and the slots. */
export interface DialogFrameProps {
  frame: DialogFrameState
  /** backdrop is the dimming layer's class and data- attribute. */
  backdrop: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>
  /** inBackdrop puts the dialog inside the backdrop (which centres it); else the dialog lies above it. */
  inBackdrop: boolean
  /** dialog is the dialog element's own class, data- attributes and style. */
  dialog: DialogOwnProps
  title?: string
  /** header replaces the title in the header. */
  header?: ReactNode
  footer?: ReactNode
  showCloseButton: boolean
  /** children are the body. */
  children?: ReactNode
  /** after is what follows the footer inside the dialog, such as the drawer's handle. */
  after?: ReactNode
}

/**
 * DialogFrame renders an open modal dialog with its backdrop, in a portal,
 * with the focus kept inside and returned on close: a header with the title
 * (or a custom header) and the close button when asked, the body, and the
 * footer when there is one. It renders nothing while the dialog is closed.
 */
export function DialogFrame({ frame, backdrop, inBackdrop, dialog, title, header, footer, showCloseButton, children, after }: DialogFrameProps) {
  if (!frame.isOpen) return null
  const focused = (
    <FloatingFocusManager context={frame.context} modal returnFocus>
      <div {...frame.getDialogProps({ ...dialog, className: [styles.dialog, dialog.className].filter(Boolean).join(' ') })}>
        <header className={styles.header}>
          <div {...frame.getHeadingProps()} className={styles.heading}>
            {header ?? <h2 className={styles.title}>{title}</h2>}
          </div>
          {showCloseButton && (
            <button {...frame.getCloseProps()} className={`${styles.button} ${styles.close}`}>
              <Icon name="close" />
            </button>
          )}
        </header>
        <div {...frame.getBodyProps()} className={styles.body}>
          {children}
        </div>
        {hasSlot(footer) && <footer className={styles.footer}>{footer}</footer>}
        {after}
      </div>
    </FloatingFocusManager>
  )
  return (
    <FloatingNode id={frame.nodeId}>
      <FloatingPortal>
        {inBackdrop ? (
          <FloatingOverlay {...backdrop} lockScroll>
            {focused}
          </FloatingOverlay>
        ) : (
          <>
            <FloatingOverlay {...backdrop} lockScroll />
            {focused}
          </>
        )}
      </FloatingPortal>
    </FloatingNode>
  )
}
