import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating } from '@floating-ui/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import { Spinner } from './Button'
import styles from './Button.module.css'
import { buttonState, isActionable, moveHighlight, type MenuKey } from './logic'
import type { SplitButtonProps } from './schema'
import { useControllable } from './use-controllable'

const loadSchema = () => import('./schema').then((m) => m.splitButtonSchema)

const MENU_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End']

/**
 * SplitButton is a main action and, behind its arrow button, a menu of
 * related actions (WAI-ARIA menu button: Enter, Space or ArrowDown open it on
 * the first action, ArrowUp on the last; arrows, Home and End move; Escape
 * closes it and returns focus to the arrow button).
 */
export function SplitButton(props: SplitButtonProps) {
  useValidatedProps('SplitButton', loadSchema, props)
  const { t } = useTranslation()
  const { label, variant = 'default', size = 'medium', icon, iconPosition = 'left', isLoading = false, isDisabled = false, type = 'button', onClick, actions = [] } = props
  const [open, setOpen] = useControllable(props.open, props.defaultOpen ?? false, props.onOpenChange)
  const state = buttonState({ isDisabled, isLoading })
  const menuId = useId()
  const arrowId = useId()
  const itemRefs = useRef<Array<HTMLLIElement | null>>([])
  const wantFocus = useRef<MenuKey | null>(null)
  const [reference, setReference] = useState<HTMLButtonElement | null>(null)
  const [floating, setFloating] = useState<HTMLUListElement | null>(null)
  const { floatingStyles } = useFloating({
    open,
    elements: { reference, floating },
    placement: 'bottom-end',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const disabled = actions.map((a) => a.isDisabled ?? false)

  /** focusItem moves the focus to the action key leads to from index from; it tells whether the menu was there to take it. */
  const focusItem = (key: MenuKey, from: number): boolean => {
    const i = moveHighlight(disabled, from, key)
    const el = i >= 0 ? itemRefs.current[i] : null
    el?.focus()
    return Boolean(el) || i < 0
  }

  // focus lands on an action once the menu has opened (the portal mounts a render later)
  useEffect(() => {
    if (open && wantFocus.current && focusItem(wantFocus.current, -1)) wantFocus.current = null
    if (!open) wantFocus.current = null
  })

  // a press outside closes the menu
  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (reference?.contains(target) || floating?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open, reference, floating, setOpen])

  const openWith = (key: MenuKey) => {
    wantFocus.current = key
    if (open) focusItem(key, -1)
    else setOpen(true)
  }

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) reference?.focus()
  }

  const onArrowKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!isActionable(state)) return
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      openWith('Home')
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openWith('End')
    }
  }

  const run = (index: number) => {
    const action = actions[index]
    if (!action || action.isDisabled) return
    close(true)
    action.onClick?.()
  }

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement)
    if (MENU_KEYS.includes(e.key)) {
      e.preventDefault()
      focusItem(e.key as MenuKey, current)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') {
      close(false)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      run(current)
    }
  }

  const iconEl = icon && !isLoading ? <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} /> : null
  return (
    <div className={styles.split} data-split-button="" data-state={open ? 'open' : 'closed'} role="group" aria-label={label}>
      <div className={styles.group}>
        <button
          type={type}
          className={styles.button}
          data-button=""
          data-variant={variant}
          data-size={size}
          data-state={state}
          aria-busy={isLoading || undefined}
          aria-disabled={state === 'loading' ? true : undefined}
          disabled={isDisabled}
          onClick={(e) => (isActionable(state) ? onClick?.(e) : e.preventDefault())}
        >
          {isLoading && <Spinner />}
          {iconPosition === 'left' && iconEl}
          <span className={styles.label}>{label}</span>
          {iconPosition === 'right' && iconEl}
        </button>
        <button
          ref={setReference}
          id={arrowId}
          type="button"
          className={styles.button}
          data-button=""
          data-variant={variant}
          data-size={size}
          data-state={state}
          data-icon-only="true"
          aria-label={t('button.moreActions')}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          aria-disabled={state === 'loading' ? true : undefined}
          disabled={isDisabled}
          onClick={() => {
            if (!isActionable(state)) return
            if (open) setOpen(false)
            else openWith('Home')
          }}
          onKeyDown={onArrowKey}
        >
          <Icon name="chevron_down" size={size === 'small' ? 'small' : 'medium'} />
        </button>
      </div>
      {open && (
        <FloatingPortal>
          <ul ref={setFloating} id={menuId} role="menu" aria-labelledby={arrowId} className={styles.menu} style={floatingStyles} data-split-button-menu="" onKeyDown={onMenuKey}>
            {actions.map((a, i) => (
              <li
                key={`${i}-${a.label}`}
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                aria-disabled={a.isDisabled ? true : undefined}
                onClick={() => run(i)}
              >
                {a.icon && <Icon name={a.icon} size="small" />}
                <span>{a.label}</span>
              </li>
            ))}
          </ul>
        </FloatingPortal>
      )}
    </div>
  )
}
