import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTimePart, TIME_LIST_MAX_HEIGHT_PX, TIME_PART_VALUES, TIME_PARTS, timeListChoice, type Time, type TimePart } from './logic'
import styles from './DateField.module.css'

/** TimeTarget names which time a time group sets: the one of a single date-time, or a range's start or end. */
export type TimeTarget = 'single' | 'start' | 'end'

const PART_LABELS: Record<TimePart, string> = { hour: 'date-field.hours', minute: 'date-field.minutes', second: 'date-field.seconds' }
const TARGET_LABELS: Record<TimeTarget, string> = { single: 'date-field.time', start: 'date-field.startTime', end: 'date-field.endTime' }

/** TimeGroup is the time of a date-time (or of one end of a range): hours, minutes and seconds, each a scrolling list. */
export function TimeGroup({ target, time, onChange }: { target: TimeTarget; time: Time | null; onChange: (part: TimePart, n: number) => void }) {
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
 * list, not one per option); arrows, PageUp/PageDown, Home and End choose
 * (timeListChoice), a click chooses. It opens scrolled to the chosen entry
 * and scrolls as little as needed after.
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
    const n = timeListChoice(event.key, current, values[values.length - 1])
    if (n === null) return
    event.preventDefault()
    choose(n)
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
