import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  addMonthsToMonth,
  calendarAfter,
  calendarKey,
  firstDayOf,
  firstDayOfWeek,
  isDayDisabled,
  monthsShown,
  openCalendar,
  rangeShown,
  selectedDays,
  todayFrom,
  type Bounds,
  type CalendarEvent,
  type DateKind,
  type DateValue,
  type Day,
  type GridKey,
  type Shortcut,
} from './logic'

export interface CalendarOptions {
  kind: DateKind
  bounds: Bounds
  value: DateValue
  locale: string
  /** onPickDay is called with an enabled day that was clicked or chosen with Enter or Space */
  onPickDay: (day: Day) => void
  onShortcut: (shortcut: Shortcut<DateValue>) => void
}

/**
 * useCalendarState is the state of a picker's grid of days, as
 * react-stately's useCalendarState is of a calendar: today (read once, when
 * the picker opens), the focused day with the grid's tab stop, the months
 * shown, the day under the pointer and the range a pick would make, moved by
 * calendarAfter; the keys (calendarKey), the clicks and the shortcuts; and
 * the focus, which follows the focused day when the keys or a pick move it.
 * The grid and its days get their handlers from prop getters.
 */
export function useCalendarState({ kind, bounds, value, locale, onPickDay, onShortcut }: CalendarOptions) {
  const count = monthsShown(kind)
  const firstDay = firstDayOfWeek(locale)
  const selection = selectedDays(kind, value)

  // The clock is read once, when the picker opens.
  const [today] = useState(() => todayFrom(Date.now()))
  const [cal, setCal] = useState(() => openCalendar(selection.start ?? selection.end, today, bounds))
  const send = (event: CalendarEvent) => setCal((c) => calendarAfter(c, event, { count, firstDay }))
  const activeCellRef = useRef<HTMLTableCellElement | null>(null)
  const focusPending = useRef(false)

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    activeCellRef.current?.focus()
  }, [cal.focused, cal.view])

  const focusDay = (day: Day, moveFocusToIt: boolean) => {
    focusPending.current = moveFocusToIt
    send({ type: 'focus', day })
  }
  const pick = (day: Day) => {
    if (isDayDisabled(day, bounds)) return
    focusDay(day, true)
    onPickDay(day)
  }

  return {
    today,
    focused: cal.focused,
    /** months are the months shown, the first one first */
    months: Array.from({ length: count }, (_, i) => addMonthsToMonth(cal.view, i)),
    firstDay,
    /** selection is where a range's selection is ('start-picked' while one end is), null for a single date */
    selection: selection.state,
    /** shown is the range the grid highlights: the selection, or the range a pick would make while one end is picked */
    shown: selection.state === 'start-picked' ? rangeShown(selection, cal.hovered ?? cal.focused) : { start: selection.start, end: selection.end },
    activeCellRef,
    stepMonth: (months: number) => send({ type: 'step', months }),
    /** applyShortcut shows the shortcut's first day, without moving the focus, and applies it */
    applyShortcut: (shortcut: Shortcut<DateValue>) => {
      const first = firstDayOf(shortcut.value)
      if (first) focusDay(first, false)
      onShortcut(shortcut)
    },
    getGridProps: () => ({
      onKeyDown: (event: KeyboardEvent) => {
        const action = calendarKey(event.key)
        if (action === null) return
        event.preventDefault()
        if (action === 'pick') return pick(cal.focused)
        focusPending.current = true
        send({ type: 'key', key: event.key as GridKey, shift: event.shiftKey })
      },
      onMouseLeave: () => send({ type: 'hover', day: null }),
    }),
    getDayProps: (day: Day, active: boolean) => ({
      ref: active ? activeCellRef : undefined,
      tabIndex: active ? 0 : -1,
      onClick: () => pick(day),
      onMouseEnter: () => send({ type: 'hover', day }),
      // The focus that lands on a day by other means than the keys (a click, even on a disabled day).
      onFocus: () => send({ type: 'landed', day }),
    }),
  }
}

export type CalendarApi = ReturnType<typeof useCalendarState>
