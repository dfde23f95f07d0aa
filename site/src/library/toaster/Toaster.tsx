import { createContext, memo, useContext, useEffect, useMemo, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import type { IconName } from '../icon/names'
import { useValidatedProps } from '../use-validated-props'
import { clampProgress, createToasterEngine, TOAST_CONTEXT_ERROR, TOAST_DEFAULTS, TOAST_WIDTH_PX, TOASTER_DEFAULTS, type ToastInput, type ToastType, visibleToasts } from './logic'
import type { ToasterProps, ToastRender } from './schema'
import styles from './Toaster.module.css'
import { withDefaults } from '../with-defaults'

export type { ToastInput, ToastType }

const loadSchema = () => import('./schema').then((m) => m.toasterSchema)

/** ShowToast shows a toast and returns its id; close and clear remove toasts. */
export type ShowToast = ((toast: ToastInput) => string) & {
  close: (id: string) => void
  clear: () => void
}

const ToastContext = createContext<ShowToast | null>(null)

/**
 * useToast returns the function that shows a toast: toast({ type, text }).
 * Outside a Toaster it is the developer error 'toast without context'.
 */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error(`${TOAST_CONTEXT_ERROR}: useToast() needs a <Toaster> around the component`)
  return toast
}

const ICONS: Record<ToastType, IconName> = { error: 'error', info: 'info', success: 'check_circle', warning: 'warning' }

// The icons are memoized: a toast re-renders on every tick of its progress,
// and an icon that re-rendered would replace its SVG, so a press on the
// close button could land on a node that is gone by the release.
const TypeIcon = memo(function TypeIcon({ type }: { type: ToastType }) {
  return <Icon name={ICONS[type]} />
})
const CloseIcon = memo(function CloseIcon() {
  return <Icon name="close" size="small" />
})

export interface ToastProps {
  type?: ToastType
  header?: string
  text?: string
  /** progress 0..1 of the toast's duration; null or undefined shows no progress bar (a toast that stays) */
  progress?: number | null
  /** onClose shows the close button */
  onClose?: () => void
  /** children replace the header and text, as a toaster's custom render does */
  children?: ReactNode
}

/** Toast is one toast's frame: the type's icon and colour, header and text (or custom content), a close button and the progress bar. */
export function Toast(props: ToastProps) {
  const { type, header, text, progress, onClose, children } = withDefaults(props, TOAST_DEFAULTS)
  const { t } = useTranslation()
  const shown = progress === null || progress === undefined ? null : clampProgress(progress)
  return (
    <div className={styles.toast} data-toast-view="" data-type={type} data-progress={shown ?? undefined}>
      <span className={styles.icon}>
        <TypeIcon type={type} />
      </span>
      <div className={styles.content}>
        {children ?? (
          <>
            {header && <strong className={styles.header}>{header}</strong>}
            {text && <span>{text}</span>}
          </>
        )}
      </div>
      {onClose && (
        <button type="button" className={styles.close} aria-label={t('toaster.close')} title={t('toaster.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
      {shown !== null && <span className={styles.progress} aria-hidden="true" style={{ transform: `scaleX(${shown})` }} />}
    </div>
  )
}

/**
 * Toaster hosts toasts and gives its children useToast. Toasts queue first
 * in, first out; at most max (TOAST_MAX_VISIBLE) show at once, and the next one in order
 * appears when one goes. A toast with a duration (TOAST_DEFAULT_DURATION_MS unless told)
 * shows its progress and goes when it reaches 1; the clock pauses while the
 * pointer is over the toast or the focus is in it. Every toast can be closed.
 */
export function Toaster(props: ToasterProps) {
  useValidatedProps('Toaster', loadSchema, props)
  const { children, max = TOASTER_DEFAULTS.max, render, label, inline = TOASTER_DEFAULTS.inline } = props
  const { t, i18n } = useTranslation()
  const [engine] = useState(() => createToasterEngine({ max }))
  useEffect(() => engine.setMax(max), [engine, max])
  useEffect(() => () => engine.dispose(), [engine])
  const queue = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState)
  const visible = useMemo(() => visibleToasts(queue, max), [queue, max])
  const toast = useMemo<ShowToast>(() => {
    const show = (input: ToastInput) => {
      void Promise.all([import('./schema'), import('../validate')])
        .then(([{ toastSchema }, { propErrors }]) => propErrors('Toast', toastSchema, input).forEach((m) => console.error(m)))
        .catch((err: unknown) => console.error('Toast: could not load its schema:', err))
      return engine.show(input)
    }
    return Object.assign(show, { close: engine.close, clear: engine.clear })
  }, [engine])
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <section
        className={styles.toaster}
        data-toaster=""
        data-inline={inline ? 'true' : 'false'}
        data-count={queue.length}
        aria-label={label ?? t('toaster.region')}
        lang={i18n.language}
        style={{ '--toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
      >
        <ol className={styles.list} aria-live="polite">
          {visible.map((item) => {
            const custom: ToastRender | undefined = render?.[item.type]
            const close = () => engine.close(item.id)
            return (
              <li
                key={item.id}
                className={styles.item}
                data-toast={item.id}
                data-type={item.type}
                data-state={item.paused ? 'paused' : 'running'}
                role={item.type === 'error' ? 'alert' : undefined}
                onPointerEnter={() => engine.pause(item.id)}
                onPointerLeave={() => engine.resume(item.id)}
                onFocus={() => engine.pause(item.id)}
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) engine.resume(item.id)
                }}
              >
                <Toast type={item.type} header={item.header} text={item.text} progress={item.duration === null ? null : item.progress} onClose={close}>
                  {custom ? custom(item, { close }) : undefined}
                </Toast>
              </li>
            )
          })}
        </ol>
      </section>
    </ToastContext.Provider>
  )
}
