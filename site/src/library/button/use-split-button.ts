import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { buttonState, isActionable, moveHighlight, SPLIT_BUTTON_ACTION_DEFAULTS, type MenuKey } from './logic'
import type { SplitButtonProps } from './schema'
import { POPUP_GAP_PX, VIEWPORT_PADDING_PX } from '../placement'
import { useControllable } from '../use-controllable'

const MENU_KEYS: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End']

/** SplitButtonOptions are what useSplitButton reads: SplitButton's props, their defaults applied. */
export interface SplitButtonOptions extends Pick<SplitButtonProps, 'open' | 'onOpenChange' | 'onClick'> {
  actions: NonNullable<SplitButtonProps['actions']>
  defaultOpen: boolean
  isDisabled: boolean
  isLoading: boolean
}

/**
 * useSplitButton is the behaviour of SplitButton, a WAI-ARIA menu button:
 * the menu's open state (controlled or kept here), its placement under the
 * arrow button, the keys (Enter, Space or ArrowDown open it on the first
 * enabled action, ArrowUp on the last; arrows, Home and End move; Enter or
 * Space run; Escape closes it and returns the focus to the arrow button; Tab
 * closes it), and a press outside that closes it.
 */
export function useSplitButton({ actions, isDisabled, isLoading, onClick, ...o }: SplitButtonOptions) {
  const [open, setOpen] = useControllable(o.open, o.defaultOpen, o.onOpenChange)
  const state = buttonState({ isDisabled, isLoading })
  const menuId = useId()
  const arrowId = useId()
  const itemRefs = useRef<Array<HTMLLIElement | null>>([])
  const wantFocus = useRef<MenuKey | null>(null)
  const [reference, setReference] = useState<HTMLButtonElement | null>(null)
  const [floating, setFloating] = useState<HTMLUListElement | null>(null)
  const { floatingStyles, isPositioned } = useFloating({
    open,
    elements: { reference, floating },
    placement: 'bottom-end',
    // flip with no padding: the menu turns over only when it would leave the window
    middleware: [offset(POPUP_GAP_PX), flip(), shift({ padding: VIEWPORT_PADDING_PX })],
    whileElementsMounted: autoUpdate,
  })
  const disabled = actions.map((a) => a.isDisabled ?? SPLIT_BUTTON_ACTION_DEFAULTS.isDisabled)

  /** focusItem moves the focus to the action key leads to from index from; it tells whether the menu was there to take it. */
  const focusItem = (key: MenuKey, from: number): boolean => {
    const i = moveHighlight(disabled, from, key)
    const el = i >= 0 ? itemRefs.current[i] : null
    el?.focus()
    return Boolean(el) || i < 0
  }

  // focus lands on an action once the menu has opened and been placed under
  // its button: an item focused before that sits at the document's top, and
  // the browser would scroll the window there to show it
  useEffect(() => {
    if (open && isPositioned && wantFocus.current && focusItem(wantFocus.current, -1)) wantFocus.current = null
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

  const run = (index: number) => {
    const action = actions[index]
    if (!action || action.isDisabled) return
    close(true)
    action.onClick?.()
  }

  return {
    open,
    /** state is the buttons' state: default, disabled or loading */
    state,
    getMainButtonProps: () => ({
      'aria-busy': isLoading || undefined,
      'aria-disabled': state === 'loading' ? true : undefined,
      disabled: isDisabled,
      onClick: (e: MouseEvent<HTMLButtonElement>) => (isActionable(state) ? onClick?.(e) : e.preventDefault()),
    }),
    getArrowButtonProps: () => ({
      ref: setReference,
      id: arrowId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      'aria-disabled': state === 'loading' ? true : undefined,
      disabled: isDisabled,
      onClick: () => {
        if (!isActionable(state)) return
        if (open) setOpen(false)
        else openWith('Home')
      },
      onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
        if (!isActionable(state)) return
        if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          openWith('Home')
        } else if (e.key === 'ArrowUp') {
          e.preventDefault()
          openWith('End')
        }
      },
    }),
    getMenuProps: () => ({
      ref: setFloating,
      id: menuId,
      role: 'menu',
      'aria-labelledby': arrowId,
      style: floatingStyles,
      'data-split-button-menu': '',
      onKeyDown: (e: KeyboardEvent<HTMLUListElement>) => {
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
      },
    }),
    getItemProps: (index: number) => ({
      ref: (el: HTMLLIElement | null) => {
        itemRefs.current[index] = el
      },
      role: 'menuitem',
      tabIndex: -1,
      'aria-disabled': actions[index]?.isDisabled ? true : undefined,
      onClick: () => run(index),
    }),
  }
}
