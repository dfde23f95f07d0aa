import { useState } from 'react'
import { nextOpenState, openStateOf, type OpenEvent } from './logic'

export interface OpenStateProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * useOpenState is the library's open/closed convention: controlled when `open`
 * is given (the component only asks through onOpenChange), uncontrolled from
 * `defaultOpen` otherwise. It returns the open flag and a function that sends
 * an event ('toggle', 'open', 'close') through the transition table.
 */
export function useOpenState({ open, defaultOpen, onOpenChange }: OpenStateProps, fallback: boolean): [boolean, (event: OpenEvent) => void] {
  const [own, setOwn] = useState(defaultOpen ?? fallback)
  const controlled = open !== undefined
  const current = controlled ? open : own
  const send = (event: OpenEvent) => {
    const next = nextOpenState(openStateOf(current), event) === 'open'
    if (next === current) return
    if (!controlled) setOwn(next)
    onOpenChange?.(next)
  }
  return [current, send]
}
