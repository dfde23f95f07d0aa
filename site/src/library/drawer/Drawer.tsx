import { FloatingFocusManager, FloatingNode, FloatingOverlay, FloatingPortal } from '@floating-ui/react'
import { useCallback, useId, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { InFloatingTree, useModalDialog } from '../overlay/dialog'
import { useScrolls } from '../modal/use-scrolls'
import { useControllable } from '../use-controllable'
import { useValidatedProps } from '../use-validated-props'
import { DRAWER_DEFAULTS, type DrawerEvent, type DrawerState, drawerTransition, drawerWidths, type DrawerWidthState, toggleWidth } from './logic'
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
  useValidatedProps('Drawer', loadSchema, props)
  return (
    <InFloatingTree>
      <DrawerView {...props} />
    </InFloatingTree>
  )
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
  const { t, i18n } = useTranslation()
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange)
  const state: DrawerState = isOpen ? 'open' : 'closed'
  const [isExpanded, setExpanded] = useControllable(expanded, defaultExpanded, onExpandedChange)
  const width: DrawerWidthState = isExpanded ? 'expanded' : 'default'
  const widths = drawerWidths({ isWide, defaultWidth, expandWidth })
  const labelId = useId()

  const send = useCallback(
    (event: DrawerEvent) => {
      const next = drawerTransition(state, event, { disallowCloseOutside })
      if (next === state) return
      setOpen(next === 'open')
    },
    [state, disallowCloseOutside, setOpen],
  )
  const toggle = () => {
    setExpanded(toggleWidth(width) === 'expanded')
  }

  const { nodeId, context, setFloating, getFloatingProps } = useModalDialog({
    open: state === 'open',
    onClose: (reason) => send(reason === 'outside' ? 'outside' : reason),
    closeOutside: !disallowCloseOutside,
  })

  const [body, setBody] = useState<HTMLElement | null>(null)
  const scrolls = useScrolls(body)

  if (state !== 'open') return null
  return (
    <FloatingNode id={nodeId}>
      <FloatingPortal>
        <FloatingOverlay className={styles.mask} lockScroll data-drawer-mask="" />
        <FloatingFocusManager context={context} modal returnFocus>
          <div
            ref={setFloating}
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelId}
            lang={i18n.language}
            data-drawer=""
            data-state={width}
            data-wide={isWide ? 'true' : 'false'}
            style={{ '--drawer-width': isExpanded ? widths.expanded : widths.default } as CSSProperties}
            {...getFloatingProps()}
          >
            <header className={styles.header}>
              <div id={labelId} className={styles.heading}>
                {header ?? <h2 className={styles.title}>{title}</h2>}
              </div>
              {showCloseButton && (
                <button type="button" className={styles.close} aria-label={t('drawer.close')} title={t('drawer.close')} onClick={() => send('close-button')}>
                  <Icon name="close" />
                </button>
              )}
            </header>
            <div ref={setBody} className={styles.body} tabIndex={scrolls ? 0 : undefined} data-scrolls={scrolls ? 'true' : 'false'}>
              {children}
            </div>
            {footer !== undefined && footer !== null && <footer className={styles.footer}>{footer}</footer>}
            <button
              type="button"
              className={styles.handle}
              data-drawer-handle=""
              aria-label={isExpanded ? t('drawer.collapse') : t('drawer.expand')}
              title={isExpanded ? t('drawer.collapse') : t('drawer.expand')}
              onClick={toggle}
            >
              <Icon name={isExpanded ? 'chevron_right' : 'chevron_left'} size="small" />
            </button>
          </div>
        </FloatingFocusManager>
      </FloatingPortal>
    </FloatingNode>
  )
}
