import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { Icon } from '../icon/Icon'
import {
  addMonths,
  addMonthsToMonth,
  dayLabeler,
  dayMark,
  dayOf,
  firstDayOfWeek,
  formatDate,
  formatTimePart,
  hasTime,
  initialFocus,
  isDayDisabled,
  isGridKey,
  isRangeKind,
  monthGrid,
  monthsShown,
  monthTitle,
  moveFocus,
  PICKER_SIZES,
  rangeShown,
  resolveShortcuts,
  sameDay,
  selectionOf,
  TIME_LIST_MAX_HEIGHT_PX,
  TIME_PART_VALUES,
  TIME_PARTS,
  timeOf,
  todayFrom,
  viewFor,
  weekdayName,
  weekdayOrder,
  type Bounds,
  type DateKind,
  type DateRange,
  type DateValue,
  type Day,
  type Shortcut,
  type ShortcutInput,
  type ShortcutPreset,
  type Time,
  type TimePart,
  type YearMonth,
} from './logic'
import styles from './DateField.module.css'
import type { PickerApi } from './use-picker'

/** TimeTarget names which time a time group sets: the one of a single date-time, or a range's start or end. */
export type TimeTarget = 'single' | 'start' | 'end'

export interface PickerProps {
  kind: DateKind
  picker: PickerApi
  /** returnFocus is the input the focus goes back to when the picker closes */
  returnFocus: RefObject<HTMLInputElement | null>
  bounds: Bounds
  value: DateValue
  /** onPickDay is called with an enabled day that was clicked or chosen with Enter or Space */
  onPickDay: (day: Day) => void
  /** onTime is called when a time list is changed; fallbackDay is the focused day, for a value without a day yet */
  onTime: (target: TimeTarget, part: TimePart, n: number, fallbackDay: Day) => void
  shortcuts: readonly ShortcutInput<DateValue>[]
  onShortcut: (shortcut: Shortcut<DateValue>) => void
}

/** selectedDays is what the grid highlights for a value: a single day, or a range. */
function selectedDays(kind: DateKind, value: DateValue) {
  if (isRangeKind(kind)) return selectionOf(typeof value === 'object' ? value : null)
  const day = dayOf(typeof value === 'string' ? value : null)
  return { state: null, start: day, end: day }
}

/**
 * Picker is a date field's floating dialog: one month (two for ranges) as a
 * grid of days with a roving tab stop, the time lists of date-time fields,
 * the shortcuts and, for date-times, a Done button. It is mounted while open,
 * so each opening starts at the selected day (or today).
 */
export function Picker({ kind, picker, returnFocus, bounds, value, onPickDay, onTime, shortcuts, onShortcut }: PickerProps) {
  const { t, i18n } = useTranslation()
  const { setFloating } = picker
  const locale = i18n.language
  const count = monthsShown(kind)
  const firstDay = firstDayOfWeek(locale)
  const sel = selectedDays(kind, value)

  // The clock is read once, when the picker opens.
  const [today] = useState(() => todayFrom(Date.now()))
  const [focused, setFocused] = useState<Day>(() => initialFocus(sel.start ?? sel.end, today, bounds))
  const [view, setView] = useState<YearMonth>(() => ({ year: focused.year, month: focused.month }))
  const [hovered, setHovered] = useState<Day | null>(null)
  const activeCellRef = useRef<HTMLTableCellElement | null>(null)
  const focusPending = useRef(false)

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    activeCellRef.current?.focus()
  }, [focused, view])

  const focusDay = (day: Day, moveFocusToIt: boolean) => {
    focusPending.current = moveFocusToIt
    setFocused(day)
    setView((v) => viewFor(day, v, count))
  }
  const stepMonth = (n: number) => {
    setView((v) => addMonthsToMonth(v, n))
    setFocused((f) => addMonths(f, n))
  }
  const pick = (day: Day) => {
    if (isDayDisabled(day, bounds)) return
    focusDay(day, true)
    onPickDay(day)
  }
  const onGridKeyDown = (event: KeyboardEvent) => {
    if (isGridKey(event.key)) {
      event.preventDefault()
      setHovered(null)
      focusDay(moveFocus(focused, event.key, { firstDay, shift: event.shiftKey }), true)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick(focused)
    }
  }

  const resolved = useMemo(
    () => resolveShortcuts(kind, shortcuts, today, value, (p: ShortcutPreset) => t(`date-shortcuts.${p}`)),
    [kind, shortcuts, today, value, t],
  )
  const applyShortcut = (s: Shortcut<DateValue>) => {
    const first = typeof s.value === 'string' ? dayOf(s.value) : s.value ? (dayOf(s.value.start) ?? dayOf(s.value.end)) : null
    if (first) focusDay(first, false)
    onShortcut(s)
  }

  const shown = sel.state === 'start-picked' ? rangeShown(sel, hovered ?? focused) : { start: sel.start, end: sel.end }
  const size = PICKER_SIZES[kind]
  const style = {
    ...picker.floatingStyles,
    '--date-picker-width': `${size.width}px`,
    '--date-picker-height': `${size.height}px`,
    '--date-picker-month-width': `${PICKER_SIZES.date.width}px`,
  } as CSSProperties
  const label = t(hasTime(kind) ? 'date-field.chooseDateTime' : 'date-field.chooseDate')
  const months = Array.from({ length: count }, (_, i) => addMonthsToMonth(view, i))
  const labelOf = useMemo(() => dayLabeler(locale), [locale])

  return (
    <FloatingPortal>
      <FloatingFocusManager context={picker.context} modal={false} initialFocus={activeCellRef} returnFocus={returnFocus}>
        <div
          ref={setFloating}
          id={picker.dialogId}
          role="dialog"
          aria-modal="false"
          aria-label={label}
          lang={locale}
          className={styles.picker}
          data-date-picker={kind}
          data-state="open"
          data-selection={sel.state ?? undefined}
          data-months={count}
          style={style}
          {...picker.getFloatingProps()}
        >
          <div className={styles.months}>
            {months.map((ym, i) => (
              <MonthGrid
                key={`${ym.year}-${ym.month}`}
                ym={ym}
                locale={locale}
                firstDay={firstDay}
                focused={focused}
                today={today}
                bounds={bounds}
                shown={shown}
                isRange={isRangeKind(kind)}
                labelOf={labelOf}
                activeCellRef={activeCellRef}
                onPick={pick}
                onHover={setHovered}
                onFocusDay={(day) => {
                  if (!sameDay(day, focused)) setFocused(day)
                }}
                onKeyDown={onGridKeyDown}
                previous={i === 0 ? () => stepMonth(-1) : undefined}
                next={i === count - 1 ? () => stepMonth(1) : undefined}
              />
            ))}
          </div>
          {hasTime(kind) && (
            <div className={styles.times}>
              {(kind === 'date-time' ? (['single'] as const) : (['start', 'end'] as const)).map((target) => {
                const text = target === 'single' ? (value as string | null) : ((value as DateRange | null)?.[target] ?? null)
                return <TimeGroup key={target} target={target} time={timeOf(text)} onChange={(part, n) => onTime(target, part, n, focused)} />
              })}
            </div>
          )}
          {(resolved.length > 0 || hasTime(kind)) && (
            <div className={styles.footer}>
              {resolved.length > 0 && (
                <div className={styles.shortcuts} role="group" aria-label={t('date-field.shortcuts')}>
                  {resolved.map((s, i) => (
                    <Button key={`${i}-${s.label}`} label={s.label} size="small" onClick={() => applyShortcut(s)} />
                  ))}
                </div>
              )}
              {hasTime(kind) && (
                <span className={styles.done}>
                  <Button label={t('date-field.done')} variant="primary" size="small" onClick={() => picker.send('done')} />
                </span>
              )}
            </div>
          )}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  )
}

interface MonthGridProps {
  ym: YearMonth
  locale: string
  firstDay: number
  focused: Day
  today: Day
  bounds: Bounds
  shown: { start: Day | null; end: Day | null }
  isRange: boolean
  labelOf: (d: Day) => string
  activeCellRef: RefObject<HTMLTableCellElement | null>
  onPick: (day: Day) => void
  onHover: (day: Day | null) => void
  /** onFocusDay follows the focus that lands on a day by other means than the arrows (a click, even on a disabled day) */
  onFocusDay: (day: Day) => void
  onKeyDown: (event: KeyboardEvent) => void
  previous?: () => void
  next?: () => void
}

/** MonthGrid is one month: its title between the month buttons, and its days as a grid (role grid) with the weekdays as column headers. */
function MonthGrid({ ym, locale, firstDay, focused, today, bounds, shown, isRange, labelOf, activeCellRef, onPick, onHover, onFocusDay, onKeyDown, previous, next }: MonthGridProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const rows = monthGrid(ym, firstDay)
  const weekdays = useMemo(() => weekdayOrder(firstDay).map((w) => ({ w, short: weekdayName(locale, w, 'short'), long: weekdayName(locale, w, 'long') })), [locale, firstDay])
  const todayText = t('date-field.today')
  return (
    <div className={styles.month}>
      <div className={styles.monthHead}>
        {previous ? (
          <button type="button" className={styles.iconButton} aria-label={t('date-field.previousMonth')} onClick={previous} data-month-step="previous">
            <Icon name="chevron_left" />
          </button>
        ) : (
          <span className={styles.iconSpace} />
        )}
        <div id={titleId} className={styles.monthTitle} aria-live="polite">
          {monthTitle(locale, ym)}
        </div>
        {next ? (
          <button type="button" className={styles.iconButton} aria-label={t('date-field.nextMonth')} onClick={next} data-month-step="next">
            <Icon name="chevron_right" />
          </button>
        ) : (
          <span className={styles.iconSpace} />
        )}
      </div>
      <table role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown} onMouseLeave={() => onHover(null)}>
        <thead>
          <tr>
            {weekdays.map(({ w, short, long }) => (
              <th key={w} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map(({ day, inMonth }) => {
                if (!inMonth) return <td key={formatDate(day)} className={styles.outside} />
                const active = sameDay(day, focused)
                const disabled = isDayDisabled(day, bounds)
                const mark = dayMark(day, shown)
                const isToday = sameDay(day, today)
                const selected = mark !== null
                return (
                  <td
                    key={formatDate(day)}
                    ref={active ? activeCellRef : undefined}
                    role="gridcell"
                    tabIndex={active ? 0 : -1}
                    className={styles.day}
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={isToday ? `${labelOf(day)}, ${todayText}` : labelOf(day)}
                    data-day={formatDate(day)}
                    data-mark={mark ?? undefined}
                    data-range={isRange ? 'true' : undefined}
                    data-today={isToday || undefined}
                    data-disabled={disabled || undefined}
                    onClick={() => onPick(day)}
                    onMouseEnter={() => onHover(day)}
                    onFocus={() => onFocusDay(day)}
                  >
                    <span className={styles.dayNumber}>{day.day}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const PART_LABELS: Record<TimePart, string> = { hour: 'date-field.hours', minute: 'date-field.minutes', second: 'date-field.seconds' }
const TARGET_LABELS: Record<TimeTarget, string> = { single: 'date-field.time', start: 'date-field.startTime', end: 'date-field.endTime' }

/** TimeGroup is the time of a date-time (or of one end of a range): hours, minutes and seconds, each a scrolling list. */
function TimeGroup({ target, time, onChange }: { target: TimeTarget; time: Time | null; onChange: (part: TimePart, n: number) => void }) {
  const { t } = useTranslation()
  const captionId = useId()
  return (
    <div className={styles.timeGroup} role="group" aria-labelledby={captionId} data-time={target}>
      <div id={captionId} className={styles.timeCaption}>
        {t(TARGET_LABELS[target])}
      </div>
      <div className={styles.timeLists}>
        {TIME_PARTS.map((part) => (
          <TimeList key={part} part={part} label={t(PART_LABELS[part])} selected={time ? time[part] : null} onChange={(n) => onChange(part, n)} />
        ))}
      </div>
    </div>
  )
}

/** scrollToOption scrolls a list so that an option is in view (centred when asked). */
function scrollToOption(list: HTMLElement, option: HTMLElement, centre: boolean) {
  const top = option.offsetTop
  const bottom = top + option.offsetHeight
  if (centre) list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2
  else if (top < list.scrollTop) list.scrollTop = top
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight
}

/**
 * TimeList is one list of a time (role listbox): the list takes the focus and
 * points at its chosen option with aria-activedescendant (one tab stop per
 * list, not one per option); arrows, PageUp/PageDown, Home and End choose, a
 * click chooses. It opens scrolled to the chosen entry and scrolls as little
 * as needed after.
 */
function TimeList({ part, label, selected, onChange }: { part: TimePart; label: string; selected: number | null; onChange: (n: number) => void }) {
  const labelId = useId()
  const optionId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const values = TIME_PART_VALUES[part]
  const current = selected ?? 0
  const idOf = (n: number) => `${optionId}-${n}`

  useLayoutEffect(() => {
    const list = listRef.current
    const option = list?.querySelector<HTMLElement>(`[data-value="${current}"]`)
    if (!list || !option) return
    const centre = () => scrollToOption(list, option, true)
    centre()
    // The list takes its height once the picker has been placed in the room
    // the window gives it: centre it again as it resizes, until the reader
    // moves it. Only when the picker opens: later changes scroll as little as
    // needed (below).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(centre)
    observer?.observe(list)
    const stop = () => observer?.disconnect()
    const events = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const
    for (const e of events) list.addEventListener(e, stop, { once: true, passive: true })
    return () => {
      stop()
      for (const e of events) list.removeEventListener(e, stop)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const seen = useRef(current)
  useEffect(() => {
    if (seen.current === current) return
    seen.current = current
    const list = listRef.current
    const option = list?.querySelector<HTMLElement>(`[data-value="${current}"]`)
    if (list && option) scrollToOption(list, option, false)
  }, [current])

  const choose = (n: number) => {
    if (n !== selected) onChange(n)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = values[values.length - 1]
    const moves: Record<string, number> = { ArrowDown: Math.min(last, current + 1), ArrowUp: Math.max(0, current - 1), Home: 0, End: last, PageDown: Math.min(last, current + 5), PageUp: Math.max(0, current - 5) }
    if (event.key in moves) {
      event.preventDefault()
      choose(moves[event.key])
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(current)
    }
  }
  return (
    <div className={styles.timeColumn}>
      <div id={labelId} className={styles.timeHead}>
        {label}
      </div>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-activedescendant={idOf(current)}
        className={styles.timeList}
        style={{ maxHeight: TIME_LIST_MAX_HEIGHT_PX }}
        onKeyDown={onKeyDown}
        data-time-part={part}
      >
        {values.map((n) => (
          <div
            key={n}
            id={idOf(n)}
            role="option"
            aria-selected={n === selected}
            className={styles.timeOption}
            data-value={n}
            data-active={n === current || undefined}
            onClick={() => {
              choose(n)
              listRef.current?.focus({ preventScroll: true })
            }}
          >
            {formatTimePart(n)}
          </div>
        ))}
      </div>
    </div>
  )
}
