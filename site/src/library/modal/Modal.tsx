import { FloatingFocusManager, FloatingNode, FloatingOverlay, FloatingPortal } from '@floating-ui/react'
import { useCallback, useId, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { InFloatingTree, useModalDialog } from '../overlay/dialog'
import { useControllable } from '../use-controllable'
import { useValidatedProps } from '../use-validated-props'
import { MODAL_DEFAULTS, type ModalEvent, type ModalState, modalTransition, modalWidth } from './logic'
import styles from './Modal.module.css'
import { useScrolls } from './use-scrolls'
import type { ModalProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.modalSchema)

/**
 * Modal is a dialog above the page: a header with its title, a body that
 * scrolls when the modal would be taller than MODAL_MAX_HEIGHT_VH percent of the window, and a
 * footer. While it is open the rest of the page is inert, the page does not
 * scroll and the focus stays inside (Tab cycles through its controls). Escape
 * and a click on the backdrop close it unless preventCloseOutside is set;
 * closing returns the focus to the element that had it before, usually the
 * button that opened it.
 */
export function Modal(props: ModalProps) {
  useValidatedProps('Modal', loadSchema, props)
  return (
    <InFloatingTree>
      <ModalView {...props} />
    </InFloatingTree>
  )
}

function ModalView(props: ModalProps) {
  const { open, defaultOpen = MODAL_DEFAULTS.defaultOpen, onOpenChange, title, header, children, footer, size = MODAL_DEFAULTS.size, preventCloseOutside = MODAL_DEFAULTS.preventCloseOutside, showCloseButton = MODAL_DEFAULTS.showCloseButton } = props
  const { t, i18n } = useTranslation()
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange)
  const state: ModalState = isOpen ? 'open' : 'closed'
  const labelId = useId()

  const send = useCallback(
    (event: ModalEvent) => {
      const next = modalTransition(state, event, { preventCloseOutside })
      if (next === state) return
      setOpen(next === 'open')
    },
    [state, preventCloseOutside, setOpen],
  )

  const { nodeId, context, setFloating, getFloatingProps } = useModalDialog({
    open: state === 'open',
    onClose: (reason) => send(reason === 'outside' ? 'backdrop' : reason),
    closeOutside: !preventCloseOutside,
    escapeKey: !preventCloseOutside,
  })

  // The body is a tab stop only when it scrolls, so keyboard users can scroll it.
  const [body, setBody] = useState<HTMLElement | null>(null)
  const scrolls = useScrolls(body)

  if (state !== 'open') return null
  return (
    <FloatingNode id={nodeId}>
      <FloatingPortal>
        <FloatingOverlay className={styles.backdrop} lockScroll data-modal-backdrop="">
          <FloatingFocusManager context={context} modal returnFocus>
            <div
              ref={setFloating}
              className={styles.modal}
              role="dialog"
              aria-modal="true"
              aria-labelledby={labelId}
              lang={i18n.language}
              data-modal=""
              data-state={state}
              data-size={size}
              style={{ '--modal-width': modalWidth(size) } as CSSProperties}
              {...getFloatingProps()}
            >
              <header className={styles.header}>
                <div id={labelId} className={styles.heading}>
                  {header ?? <h2 className={styles.title}>{title}</h2>}
                </div>
                {showCloseButton && (
                  <button type="button" className={styles.close} aria-label={t('modal.close')} title={t('modal.close')} onClick={() => send('close-button')}>
                    <Icon name="close" />
                  </button>
                )}
              </header>
              <div ref={setBody} className={styles.body} tabIndex={scrolls ? 0 : undefined} data-scrolls={scrolls ? 'true' : 'false'}>
                {children}
              </div>
              {footer !== undefined && footer !== null && <footer className={styles.footer}>{footer}</footer>}
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      </FloatingPortal>
    </FloatingNode>
  )
}
