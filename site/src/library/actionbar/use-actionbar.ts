import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { TOP_BAR_QUERY, useMediaQuery } from '../use-media-query'
import { controlLabel, dataState, listHidden, presentation, transition, type ActionbarEvent, type ActionbarVariant, type DisclosureState, type Presentation } from './logic'

interface HookItem<B> {
  title: string
  isActive?: boolean
  isDisabled?: boolean
  badges?: readonly B[]
  props?: Record<string, unknown>
}

/**
 * useActionbar holds the action bar's state: its presentation (the column, or
 * the bar below 840 px and for variant top) and the bar's disclosure, moved
 * only through the transition table of logic.ts. It returns the state and
 * the props of the root, the control, the list and each item, so the view
 * only renders.
 */
export function useActionbar<B>({ variant, headerTitle, items }: { variant: ActionbarVariant; headerTitle: string; items: readonly HookItem<B>[] }) {
  const narrowScreen = useMediaQuery(TOP_BAR_QUERY)
  // Unknown before hydration: the view then renders both presentations and the stylesheet picks one.
  const pending = variant === 'auto' && narrowScreen === null
  const shown = presentation(variant, narrowScreen === true)
  const [state, setState] = useState<DisclosureState>('closed')
  const [seen, setSeen] = useState(shown)
  const controlRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const listId = useId()

  // A change of presentation closes the list, during render so no frame shows the stale state.
  if (seen !== shown) {
    setSeen(shown)
    setState(transition(state, 'resize').state)
  }

  // Enter on a link item clicks it on keydown; the keypress that follows goes
  // to the element focused by then, the control, which Chromium would click
  // too and so reopen the list. swallowKeypress drops that one keypress; the
  // next keydown or keyup forgets it.
  const swallowKeypress = useRef(false)
  const bar = shown === 'bar'
  useEffect(() => {
    const control = controlRef.current
    if (!bar || !control) return
    const onKeypress = (event: globalThis.KeyboardEvent) => {
      if (!swallowKeypress.current) return
      swallowKeypress.current = false
      event.preventDefault()
    }
    const forget = () => {
      swallowKeypress.current = false
    }
    control.addEventListener('keypress', onKeypress)
    document.addEventListener('keydown', forget, true)
    document.addEventListener('keyup', forget, true)
    return () => {
      control.removeEventListener('keypress', onKeypress)
      document.removeEventListener('keydown', forget, true)
      document.removeEventListener('keyup', forget, true)
    }
  }, [bar])

  const send = useCallback(
    (event: ActionbarEvent, byKeyboard = false) => {
      const next = transition(state, event)
      setState(next.state)
      if (next.effect === 'focus-control') {
        swallowKeypress.current = byKeyboard
        controlRef.current?.focus()
      }
    },
    [state],
  )

  return {
    presentation: shown,
    pending,
    state,
    label: controlLabel(headerTitle, items),
    /** titleId is the title's id in presentation p (the bar's copy has its own while both are rendered). */
    titleId: (p: Presentation = shown) => (pending && p === 'bar' ? `${titleId}bar` : titleId),
    /** rootProps are the root's props in presentation p, shown or, while pending, either. */
    rootProps: (p: Presentation = shown) => ({
      'data-variant': variant,
      'data-presentation': p,
      'data-state': dataState(p, state),
      'data-media': pending ? (p === 'bar' ? 'narrow' : 'wide') : undefined,
      'aria-labelledby': pending && p === 'bar' ? `${titleId}bar` : titleId,
      onKeyDown: (event: KeyboardEvent) => {
        if (bar && state === 'open' && event.key === 'Escape') {
          event.preventDefault()
          send('escape')
        }
      },
    }),
    controlProps: {
      ref: controlRef,
      type: 'button' as const,
      'aria-expanded': state === 'open',
      'aria-controls': pending ? `${listId}bar` : listId,
      onClick: () => send('toggle'),
    },
    listProps: (p: Presentation = shown) => ({ id: pending && p === 'bar' ? `${listId}bar` : listId, hidden: listHidden(p, state) }),
    /** itemProps are the item's own props with a click that also closes the bar's list. */
    itemProps: (item: HookItem<B>) => {
      if (item.isDisabled) return {}
      const own = item.props?.onClick as ((event: MouseEvent) => void) | undefined
      return {
        ...item.props,
        onClick: (event: MouseEvent) => {
          own?.(event)
          // a click from the keyboard has no click count
          if (bar) send('choose', event.detail === 0)
        },
      }
    },
  }
}
