import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { ValidatedDialog } from '../overlay/dialog'
import { DIALOG_BUTTON_CLASS, DialogFrame } from '../overlay/DialogFrame'
import { useDialogFrame } from '../overlay/use-dialog-frame'
import { useControllable } from '../use-controllable'
import { DRAWER_DEFAULTS, drawerTransition, drawerWidths, type DrawerWidthState, toggleWidth } from './logic'
import styles from './Drawer.module.css'
import type { DrawerProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.drawerSchema)

/**
 * Drawer is a panel that slides in from the right edge over a dimmed page,
 * for work beside the page: details, a form, a list of settings. Its handle
 * on the left edge toggles between the default and the expanded width. Like
 * a modal it keeps the focus inside while open and returns it on close;
 * Escape closes it, and so does a click outside unless disallowCloseOutside.
 */
export function Drawer(props: DrawerProps) {
  return <ValidatedDialog name="Drawer" loadSchema={loadSchema} view={DrawerView} props={props} />
}

function DrawerView(props: DrawerProps) {
  const {
    open,
    defaultOpen = DRAWER_DEFAULTS.defaultOpen,
    onOpenChange,
    expanded,
    defaultExpanded = DRAWER_DEFAULTS.defaultExpanded,
    onExpandedChange,
    title,
    header,
    children,
    footer,
    isWide = DRAWER_DEFAULTS.isWide,
    defaultWidth,
    expandWidth,
    disallowCloseOutside = DRAWER_DEFAULTS.disallowCloseOutside,
    showCloseButton = DRAWER_DEFAULTS.showCloseButton,
  } = props
  const { t } = useTranslation()
  const frame = useDialogFrame({
    open,
    defaultOpen,
    onOpenChange,
    closes: (request) => drawerTransition('open', request, { disallowCloseOutside }) === 'closed',
    closeOutside: !disallowCloseOutside,
    closeLabel: t('drawer.close'),
  })
  const [isExpanded, setExpanded] = useControllable(expanded, defaultExpanded, onExpandedChange)
  const width: DrawerWidthState = isExpanded ? 'expanded' : 'default'
  const widths = drawerWidths({ isWide, defaultWidth, expandWidth })
  const handleLabel = isExpanded ? t('drawer.collapse') : t('drawer.expand')

  return (
    <DialogFrame
      frame={frame}
      backdrop={{ className: styles.mask, 'data-drawer-mask': '' }}
      inBackdrop={false}
      dialog={{ className: styles.drawer, 'data-drawer': '', 'data-state': width, 'data-wide': isWide ? 'true' : 'false', style: { '--drawer-width': widths[width] } as CSSProperties }}
      title={title}
      header={header}
      footer={footer}
      showCloseButton={showCloseButton}
      after={
        <button type="button" className={`${DIALOG_BUTTON_CLASS} ${styles.handle}`} data-drawer-handle="" aria-label={handleLabel} title={handleLabel} onClick={() => setExpanded(toggleWidth(width) === 'expanded')}>
          <Icon name={isExpanded ? 'chevron_right' : 'chevron_left'} size="small" />
        </button>
      }
    >
      {children}
    </DialogFrame>
  )
}
