import { type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { ValidatedDialog } from '../overlay/dialog'
import { DialogFrame } from '../overlay/DialogFrame'
import { useDialogFrame } from '../overlay/use-dialog-frame'
import { MODAL_DEFAULTS, modalTransition, modalWidth } from './logic'
import styles from './Modal.module.css'
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
  return <ValidatedDialog name="Modal" loadSchema={loadSchema} view={ModalView} props={props} />
}

function ModalView(props: ModalProps) {
  const { open, defaultOpen = MODAL_DEFAULTS.defaultOpen, onOpenChange, title, header, children, footer, size = MODAL_DEFAULTS.size, preventCloseOutside = MODAL_DEFAULTS.preventCloseOutside, showCloseButton = MODAL_DEFAULTS.showCloseButton } = props
  const { t } = useTranslation()
  const frame = useDialogFrame({
    open,
    defaultOpen,
    onOpenChange,
    // a press outside is a click on the backdrop
    closes: (request) => modalTransition('open', request === 'outside' ? 'backdrop' : request, { preventCloseOutside }) === 'closed',
    closeOutside: !preventCloseOutside,
    escapeKey: !preventCloseOutside,
    closeLabel: t('modal.close'),
  })
  return (
    <DialogFrame
      frame={frame}
      backdrop={{ className: styles.backdrop, 'data-modal-backdrop': '' }}
      inBackdrop
      dialog={{ className: styles.modal, 'data-modal': '', 'data-state': 'open', 'data-size': size, style: { '--modal-width': modalWidth(size) } as CSSProperties }}
      title={title}
      header={header}
      footer={footer}
      showCloseButton={showCloseButton}
    >
      {children}
    </DialogFrame>
  )
}
