import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { TOP_BAR_QUERY, useMediaQuery } from '../use-media-query'
import { controlLabel, dataState, listHidden, presentation, transition, type ActionbarEvent, type ActionbarVariant, type DisclosureState } from './logic'

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
  const shown = presentation(variant, narrowScreen)
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

  const send = useCallback(
    (event: ActionbarEvent) => {
      const next = transition(state, event)
      setState(next.state)
      if (next.effect === 'focus-control') controlRef.current?.focus()
    },
    [state],
  )

  const hidden = listHidden(shown, state)
  const bar = shown === 'bar'

  return {
    presentation: shown,
    state,
    label: controlLabel(headerTitle, items),
    titleId,
    rootProps: {
      'data-variant': variant,
      'data-presentation': shown,
      'data-state': dataState(shown, state),
      'aria-labelledby': titleId,
      onKeyDown: (event: KeyboardEvent) => {
        if (bar && state === 'open' && event.key === 'Escape') {
          event.preventDefault()
          send('escape')
        }
      },
    },
    controlProps: {
      ref: controlRef,
      type: 'button' as const,
      'aria-expanded': state === 'open',
      'aria-controls': listId,
      onClick: () => send('toggle'),
    },
    listProps: { id: listId, hidden },
    /** itemProps are the item's own props with a click that also closes the bar's list. */
    itemProps: (item: HookItem<B>) => {
      if (item.isDisabled) return {}
      const own = item.props?.onClick as ((event: MouseEvent) => void) | undefined
      return {
        ...item.props,
        onClick: (event: MouseEvent) => {
          own?.(event)
          if (bar) send('choose')
        },
      }
    },
  }
}
