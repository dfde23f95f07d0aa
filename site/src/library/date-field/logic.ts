/**
 * The rules of the four date fields (DateField, DateRangeField, DateTimeField,
 * DateTimeRangeField): reading and writing date and date-time strings, days
 * disabled by the minimum and maximum dates, the 6×7 month grid and the
 * keyboard moves in it, the standard shortcuts, the range selection state
 * machine, the picker's open state and the debounce of label clicks.
 * Pure: no React, no DOM. Calendar arithmetic is done on day numbers, never
 * on Date objects, so no time zone or daylight saving time can shift a day;
 * Intl is used for names only.
 */

import { FIELD_DEFAULTS } from '../field/logic'

/** The defaults the four date fields share: the field's (fieldSchema), then the shortcuts', the picker's and the bounds'. */
const SHARED_DEFAULTS = {
  ...FIELD_DEFAULTS,
  shortcuts: [] as never[],
  defaultOpen: false,
  hideClear: false,
  minimumDate: null,
  maximumDate: null,
} as const

/** DATE_FIELD_DEFAULTS are the defaults of dateFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const DATE_FIELD_DEFAULTS = { ...SHARED_DEFAULTS, placeholder: null } as const

/** DATE_TIME_FIELD_DEFAULTS are the defaults of dateTimeFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const DATE_TIME_FIELD_DEFAULTS = { ...SHARED_DEFAULTS, placeholder: null } as const

/** DATE_RANGE_FIELD_DEFAULTS are the defaults of dateRangeFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const DATE_RANGE_FIELD_DEFAULTS = { ...SHARED_DEFAULTS, placeholder: { start: null, end: null } } as const

/** DATE_TIME_RANGE_FIELD_DEFAULTS are the defaults of dateTimeRangeFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const DATE_TIME_RANGE_FIELD_DEFAULTS = { ...SHARED_DEFAULTS, placeholder: { start: null, end: null } } as const

/** DateKind names the four fields. */
export type DateKind = 'date' | 'date-range' | 'date-time' | 'date-time-range'

/** isRangeKind tells whether a kind's value is a range. */
export const isRangeKind = (kind: DateKind): kind is 'date-range' | 'date-time-range' => kind === 'date-range' || kind === 'date-time-range'
/** hasTime tells whether a kind's value carries a time of day. */
export const hasTime = (kind: DateKind): kind is 'date-time' | 'date-time-range' => kind === 'date-time' || kind === 'date-time-range'

/** PickerSize is the size of a picker, in CSS pixels. */
export interface PickerSize {
  width: number
  height: number
}

/** PICKER_SIZES are the pickers' sizes: a range shows two months side by side, a date-time adds the time lists. */
export const PICKER_SIZES: Record<DateKind, PickerSize> = {
  date: { width: 400, height: 470 },
  'date-range': { width: 700, height: 470 },
  'date-time': { width: 400, height: 550 },
  'date-time-range': { width: 700, height: 550 },
}

/** TIME_LIST_MAX_HEIGHT_PX is the most a list of hours, minutes or seconds is high; it scrolls. */
export const TIME_LIST_MAX_HEIGHT_PX = 190

/** monthsShown is how many months a kind's picker shows side by side (on a wide screen). */
export const monthsShown = (kind: DateKind): 1 | 2 => (isRangeKind(kind) ? 2 : 1)

// ---------------------------------------------------------------------------
// Days and their strings

/** Day is a calendar day: month 1–12, day 1–31. */
export interface Day {
  year: number
  month: number
  day: number
}

/** YearMonth is a month of a year, month 1–12. */
export interface YearMonth {
  year: number
  month: number
}

/** Time is a time of day. */
export interface Time {
  hour: number
  minute: number
  second: number
}

/** DateTime is a day and a time of day. */
export interface DateTime extends Time {
  date: Day
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** daysInMonth is the number of days of a month. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
}

function makeDay(year: number, month: number, day: number): Day | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** parseDate reads a strict YYYY-MM-DD string (surrounding blanks ignored) into a real day, or null. */
export function parseDate(text: string): Day | null {
  const m = DATE_RE.exec(text.trim())
  return m ? makeDay(Number(m[1]), Number(m[2]), Number(m[3])) : null
}

/** formatDate writes a day as YYYY-MM-DD. */
export function formatDate(d: Day): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`
}

/** parseDateTime reads YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss into a real date-time, or null. */
export function parseDateTime(text: string): DateTime | null {
  const m = DATE_TIME_RE.exec(text.trim())
  if (!m) return null
  const date = makeDay(Number(m[1]), Number(m[2]), Number(m[3]))
  const hour = Number(m[4])
  const minute = Number(m[5])
  const second = m[6] === undefined ? 0 : Number(m[6])
  if (!date || hour > 23 || minute > 59 || second > 59) return null
  return { date, hour, minute, second }
}

/** formatTime writes a time as HH:mm:ss. */
function formatTime(t: Time): string {
  return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`
}

/** formatDateTime writes a date-time as YYYY-MM-DD HH:mm:ss: always with seconds. */
export function formatDateTime(dt: DateTime): string {
  return `${formatDate(dt.date)} ${formatTime(dt)}`
}

/** isDateString tells whether text is a real day written YYYY-MM-DD. */
export const isDateString = (text: string): boolean => DATE_RE.test(text) && parseDate(text) !== null
/** isDateTimeString tells whether text is a real date-time written YYYY-MM-DD HH:mm or YYYY-MM-DD HH:mm:ss. */
export const isDateTimeString = (text: string): boolean => DATE_TIME_RE.test(text) && parseDateTime(text) !== null

/** dayOf reads the day of a date or date-time string (a minimum or maximum date may be either), or null. */
export function dayOf(text: string | null | undefined): Day | null {
  if (typeof text !== 'string') return null
  return parseDate(text) ?? parseDateTime(text)?.date ?? null
}

/** timeOf reads the time of a date-time string, or null. */
export function timeOf(text: string | null | undefined): Time | null {
  if (typeof text !== 'string') return null
  const dt = parseDateTime(text)
  return dt ? { hour: dt.hour, minute: dt.minute, second: dt.second } : null
}

/** normalize writes a value string of a kind the way the field emits it (date-times with seconds); text that does not parse is returned as it is. */
export function normalize(kind: DateKind, text: string): string {
  if (hasTime(kind)) {
    const dt = parseDateTime(text)
    return dt ? formatDateTime(dt) : text
  }
  const d = parseDate(text)
  return d ? formatDate(d) : text
}

// ---------------------------------------------------------------------------
// Day arithmetic

/** dayNumber counts days from 1970-01-01 (day 0), in the proleptic Gregorian calendar. */
export function dayNumber(d: Day): number {
  const y = d.month <= 2 ? d.year - 1 : d.year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const mp = (d.month + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + d.day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** fromDayNumber is the day of a day number. */
export function fromDayNumber(n: number): Day {
  const z = n + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** compareDays is negative when a is before b, 0 on the same day, positive after. */
export const compareDays = (a: Day, b: Day): number => dayNumber(a) - dayNumber(b)
/** sameDay tells whether two days (either may be null) are the same day. */
export const sameDay = (a: Day | null, b: Day | null): boolean => a !== null && b !== null && compareDays(a, b) === 0

/** addDays moves a day by n days. */
export const addDays = (d: Day, n: number): Day => fromDayNumber(dayNumber(d) + n)

/** addMonths moves a day by n months, keeping its day of the month where it exists and else taking the month's last day (31 March − 1 month = 28 or 29 February). */
export function addMonths(d: Day, n: number): Day {
  const ym = addMonthsToMonth(d, n)
  return { ...ym, day: Math.min(d.day, daysInMonth(ym.year, ym.month)) }
}

/** addMonthsToMonth moves a month by n months. */
export function addMonthsToMonth(ym: YearMonth, n: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + n
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** monthsBetween is the number of months from a to b (negative when b is earlier). */
const monthsBetween = (a: YearMonth, b: YearMonth): number => b.year * 12 + b.month - (a.year * 12 + a.month)

/** isoWeekday is the day of the week, 1 Monday … 7 Sunday. */
export const isoWeekday = (d: Day): number => ((((dayNumber(d) + 3) % 7) + 7) % 7) + 1

/** todayFrom is the local calendar day of an instant (Date.now()); the one place the clock enters. */
export function todayFrom(now: number): Day {
  const d = new Date(now)
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

// ---------------------------------------------------------------------------
// Minimum and maximum

/** Bounds are the first and last days that can be picked; null is open. */
export interface Bounds {
  minimum: Day | null
  maximum: Day | null
}

/** boundsOf reads the minimumDate and maximumDate props (dates or date-times); what does not parse is no bound. */
export function boundsOf(minimumDate: string | null | undefined, maximumDate: string | null | undefined): Bounds {
  return { minimum: dayOf(minimumDate), maximum: dayOf(maximumDate) }
}

/** isDayDisabled: a day before the minimum or after the maximum is disabled, compared by day, so the times of date-time bounds do not count. */
export function isDayDisabled(day: Day, bounds: Bounds): boolean {
  if (bounds.minimum && compareDays(day, bounds.minimum) < 0) return true
  if (bounds.maximum && compareDays(day, bounds.maximum) > 0) return true
  return false
}

/** boundsConflict tells whether the minimum is after the maximum, so that no day can be picked. */
export const boundsConflict = (b: Bounds): boolean => b.minimum !== null && b.maximum !== null && compareDays(b.minimum, b.maximum) > 0

/** clampDay moves a day into the bounds. */
export function clampDay(day: Day, bounds: Bounds): Day {
  if (bounds.minimum && compareDays(day, bounds.minimum) < 0) return bounds.minimum
  if (bounds.maximum && compareDays(day, bounds.maximum) > 0) return bounds.maximum
  return day
}

/** BoundsBreak is why a value is outside the bounds. */
export type BoundsBreak = 'before-minimum' | 'after-maximum'

/** boundsBreak tells whether a value string (date or date-time) falls before the minimum or after the maximum, by day; null when inside or unreadable. */
export function boundsBreak(text: string | null | undefined, bounds: Bounds): BoundsBreak | null {
  const day = dayOf(text)
  if (!day) return null
  if (bounds.minimum && compareDays(day, bounds.minimum) < 0) return 'before-minimum'
  if (bounds.maximum && compareDays(day, bounds.maximum) > 0) return 'after-maximum'
  return null
}

// ---------------------------------------------------------------------------
// Weeks and the month grid

/**
 * WEEK_START is the first day of the week (1 Monday … 7 Sunday) of the
 * library's six locales, as CLDR gives it. Fixed here so that every browser
 * draws the same calendar.
 */
const WEEK_START: Readonly<Record<string, number>> = { 'de-DE': 1, 'en-US': 7, 'es-ES': 1, 'fr-FR': 1, 'ja-JP': 7, 'uk-UA': 1 }

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay?: number }
  weekInfo?: { firstDay?: number }
}

/** firstDayOfWeek is the first day of a locale's week: from WEEK_START, else Intl.Locale's week info where the browser has it, else Monday. */
export function firstDayOfWeek(locale: string): number {
  if (Object.hasOwn(WEEK_START, locale)) return WEEK_START[locale]
  try {
    const l = new Intl.Locale(locale) as unknown as WeekInfoLocale
    const first = (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay
    if (typeof first === 'number' && first >= 1 && first <= 7) return first
  } catch {
    // not a locale Intl knows: Monday
  }
  return 1
}

/** weekStart is the first day of the week a day is in. */
export const weekStart = (d: Day, firstDay: number): Day => addDays(d, -((isoWeekday(d) - firstDay + 7) % 7))
/** weekEnd is the last day of the week a day is in. */
export const weekEnd = (d: Day, firstDay: number): Day => addDays(weekStart(d, firstDay), 6)

/** weekdayOrder lists the weekdays (1 Monday … 7 Sunday) in the order of a week that starts on firstDay. */
export function weekdayOrder(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, i) => ((firstDay - 1 + i) % 7) + 1)
}

/** GridCell is one cell of a month grid: a day, and whether it belongs to the month shown. */
export interface GridCell {
  day: Day
  inMonth: boolean
}

const GRID_ROWS = 6
const GRID_COLUMNS = 7

/** monthGrid is the month as 6 weeks of 7 days, from the week start on or before its first day; days of the months around it are marked out of the month. */
export function monthGrid(ym: YearMonth, firstDay: number): GridCell[][] {
  const start = weekStart({ ...ym, day: 1 }, firstDay)
  return Array.from({ length: GRID_ROWS }, (_, row) =>
    Array.from({ length: GRID_COLUMNS }, (_, col) => {
      const day = addDays(start, row * GRID_COLUMNS + col)
      return { day, inMonth: day.year === ym.year && day.month === ym.month }
    }),
  )
}

/** GRID_KEYS are the keys that move the focus in the grid. */
const GRID_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'] as const
export type GridKey = (typeof GRID_KEYS)[number]
export const isGridKey = (key: string): key is GridKey => (GRID_KEYS as readonly string[]).includes(key)

/**
 * moveFocus is the day the focus moves to in the grid: arrows by a day or a
 * week, PageUp/PageDown by a month (with Shift, a year), Home/End to the
 * start or end of the week.
 */
export function moveFocus(day: Day, key: GridKey, options: { firstDay: number; shift?: boolean }): Day {
  const months = options.shift ? 12 : 1
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'PageUp':
      return addMonths(day, -months)
    case 'PageDown':
      return addMonths(day, months)
    case 'Home':
      return weekStart(day, options.firstDay)
    case 'End':
      return weekEnd(day, options.firstDay)
  }
}

/**
 * viewFor is the first month to show so that the focused day is visible:
 * the current view when it already shows the day, else the day's month (when
 * the day is earlier) or the month that puts the day in the last one shown
 * (when later).
 */
export function viewFor(focused: Day, view: YearMonth, count: number): YearMonth {
  const offset = monthsBetween(view, focused)
  if (offset >= 0 && offset < count) return view
  if (offset < 0) return { year: focused.year, month: focused.month }
  return addMonthsToMonth(focused, -(count - 1))
}

/** initialFocus is the day the grid focuses when the picker opens: the selected day, else today moved into the bounds. */
export function initialFocus(selected: Day | null, today: Day, bounds: Bounds): Day {
  return selected ?? clampDay(today, bounds)
}

// ---------------------------------------------------------------------------
// The calendar: what a picker's grid keeps while it is open

/** Calendar is the state of a picker's grid. */
export interface Calendar {
  /** focused is the day that holds the grid's tab stop */
  focused: Day
  /** view is the first month shown */
  view: YearMonth
  /** hovered is the day under the pointer, for the range a pick would make */
  hovered: Day | null
}

/** openCalendar is the grid as a picker opens: the focus on the selected day, else today moved into the bounds; its month first. */
export function openCalendar(selected: Day | null, today: Day, bounds: Bounds): Calendar {
  const focused = initialFocus(selected, today, bounds)
  return { focused, view: { year: focused.year, month: focused.month }, hovered: null }
}

/** CalendarEvent is what happens to the grid. */
export type CalendarEvent =
  /** focus: the focus goes to a day, and the months shown follow it */
  | { type: 'focus'; day: Day }
  /** landed: the focus landed on a day by other means than the keys (a click, even on a disabled day): the months stay */
  | { type: 'landed'; day: Day }
  /** step: a month button moves the months shown, and the focus with them */
  | { type: 'step'; months: number }
  /** hover: the pointer is over a day, or over none */
  | { type: 'hover'; day: Day | null }
  /** key: a grid key moves the focus (moveFocus) and forgets the pointer's day */
  | { type: 'key'; key: GridKey; shift: boolean }

/**
 * calendarAfter is the grid after an event, for a grid of count months whose
 * weeks start on firstDay. An event that changes nothing returns the grid it
 * was given, so nothing renders again.
 */
export function calendarAfter(cal: Calendar, event: CalendarEvent, grid: { count: number; firstDay: number }): Calendar {
  switch (event.type) {
    case 'focus': {
      const view = viewFor(event.day, cal.view, grid.count)
      return event.day === cal.focused && view === cal.view ? cal : { ...cal, focused: event.day, view }
    }
    case 'landed':
      return sameDay(event.day, cal.focused) ? cal : { ...cal, focused: event.day }
    case 'step':
      return { ...cal, focused: addMonths(cal.focused, event.months), view: addMonthsToMonth(cal.view, event.months) }
    case 'hover':
      return event.day === cal.hovered ? cal : { ...cal, hovered: event.day }
    case 'key': {
      const focused = moveFocus(cal.focused, event.key, { firstDay: grid.firstDay, shift: event.shift })
      return { focused, view: viewFor(focused, cal.view, grid.count), hovered: null }
    }
  }
}

/** calendarKey is what a key does in the grid: a GridKey moves the focus, Enter and Space pick the focused day, any other key nothing. */
export function calendarKey(key: string): 'move' | 'pick' | null {
  if (isGridKey(key)) return 'move'
  return key === 'Enter' || key === ' ' ? 'pick' : null
}

// ---------------------------------------------------------------------------
// Values

/** DateRange is a range value: either end may be null (open). */
export interface DateRange {
  start: string | null
  end: string | null
}

/** DateValue is the value of any of the four fields. */
export type DateValue = string | DateRange | null

/** orderedDays puts two days in order: the earlier first (picking an end before the start swaps them). */
function orderedDays(a: Day, b: Day): [Day, Day] {
  return compareDays(a, b) <= 0 ? [a, b] : [b, a]
}

/** orderRange swaps a range whose start is after its end (by day); ends that do not parse stay as they are. */
export function orderRange(r: DateRange): DateRange {
  const s = dayOf(r.start)
  const e = dayOf(r.end)
  if (s && e && compareDays(s, e) > 0) return { start: r.end, end: r.start }
  if (s && e && compareDays(s, e) === 0) {
    const ts = timeOf(r.start)
    const te = timeOf(r.end)
    if (ts && te && formatTime(ts) > formatTime(te)) return { start: r.end, end: r.start }
  }
  return r
}

/** rangeOrNull is a range, or null when both ends are empty: an empty range field holds null. */
export function rangeOrNull(r: DateRange): DateRange | null {
  return r.start === null && r.end === null ? null : r
}

/** START_OF_DAY and END_OF_DAY are the times a picked range starts and ends at, until a time is chosen. */
export const START_OF_DAY: Time = { hour: 0, minute: 0, second: 0 }
export const END_OF_DAY: Time = { hour: 23, minute: 59, second: 59 }

/** withDay writes a value string for a picked day, keeping the time of the previous value (or taking fallbackTime) for date-time kinds. */
export function withDay(kind: DateKind, day: Day, previous: string | null, fallbackTime: Time = START_OF_DAY): string {
  if (!hasTime(kind)) return formatDate(day)
  return formatDateTime({ date: day, ...(timeOf(previous) ?? fallbackTime) })
}

/** TimePart is one of the three lists of a time picker. */
export type TimePart = 'hour' | 'minute' | 'second'
export const TIME_PARTS: readonly TimePart[] = ['hour', 'minute', 'second']
/** TIME_PART_VALUES are the entries of each time list. */
export const TIME_PART_VALUES: Record<TimePart, readonly number[]> = {
  hour: Array.from({ length: 24 }, (_, i) => i),
  minute: Array.from({ length: 60 }, (_, i) => i),
  second: Array.from({ length: 60 }, (_, i) => i),
}
export const formatTimePart = (n: number): string => pad(n)

/** TIME_LIST_PAGE is how far PageUp and PageDown move in a time list. */
const TIME_LIST_PAGE = 5

/**
 * timeListChoice is the value a key chooses in a time list of 0 to last whose
 * chosen value is current: the arrows the next or previous one, PageUp and
 * PageDown five further, Home and End the first and the last, each stopping at
 * the ends; Enter and Space the current one. null: the key is not the list's.
 */
export function timeListChoice(key: string, current: number, last: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, current + 1)
    case 'ArrowUp':
      return Math.max(0, current - 1)
    case 'PageDown':
      return Math.min(last, current + TIME_LIST_PAGE)
    case 'PageUp':
      return Math.max(0, current - TIME_LIST_PAGE)
    case 'Home':
      return 0
    case 'End':
      return last
    case 'Enter':
    case ' ':
      return current
    default:
      return null
  }
}

/** withTimePart writes a date-time with one part of its time changed; without a previous value, the day is fallbackDay and the rest of the time fallbackTime. */
export function withTimePart(previous: string | null, part: TimePart, n: number, fallbackDay: Day, fallbackTime: Time = START_OF_DAY): string {
  const dt = parseDateTime(previous ?? '') ?? { date: fallbackDay, ...fallbackTime }
  return formatDateTime({ ...dt, [part]: n })
}

// ---------------------------------------------------------------------------
// Typed text

/** Typed is what a typed text means: nothing, a value to take, or text that is not a date. */
export type Typed = { type: 'empty' } | { type: 'valid'; value: string } | { type: 'invalid' }

/** readTyped reads what was typed into a field's text input: blank is empty; dates must be YYYY-MM-DD, date-times YYYY-MM-DD HH:mm with optional seconds (emitted with seconds). */
export function readTyped(kind: DateKind, text: string): Typed {
  if (text.trim() === '') return { type: 'empty' }
  if (hasTime(kind)) {
    const dt = parseDateTime(text)
    return dt ? { type: 'valid', value: formatDateTime(dt) } : { type: 'invalid' }
  }
  const d = parseDate(text)
  return d ? { type: 'valid', value: formatDate(d) } : { type: 'invalid' }
}

// ---------------------------------------------------------------------------
// Shortcuts

/** SHORTCUT_PRESETS are the standard shortcuts, each a range ending today; their labels are under the locale key "date-shortcuts". */
export const SHORTCUT_PRESETS = ['today', 'lastWeek', 'lastMonth', 'lastYear'] as const
export type ShortcutPreset = (typeof SHORTCUT_PRESETS)[number]

/** presetRange is the days of a standard shortcut: today alone, or a week, a month or a year back from today, to today. */
export function presetRange(preset: ShortcutPreset, today: Day): [Day, Day] {
  switch (preset) {
    case 'today':
      return [today, today]
    case 'lastWeek':
      return [addDays(today, -7), today]
    case 'lastMonth':
      return [addMonths(today, -1), today]
    case 'lastYear':
      return [addMonths(today, -12), today]
  }
}

/**
 * presetValue is a standard shortcut's value for a kind. A range runs from
 * the first day (at 00:00:00) to today (at 23:59:59); a single date takes the
 * first day of the range (today for "today"), and a single date-time keeps
 * the time of the current value (00:00:00 without one).
 */
export function presetValue(kind: DateKind, preset: ShortcutPreset, today: Day, current: DateValue): DateValue {
  const [start, end] = presetRange(preset, today)
  switch (kind) {
    case 'date':
      return formatDate(start)
    case 'date-time':
      return formatDateTime({ date: start, ...(timeOf(typeof current === 'string' ? current : null) ?? START_OF_DAY) })
    case 'date-range':
      return { start: formatDate(start), end: formatDate(end) }
    case 'date-time-range':
      return { start: formatDateTime({ date: start, ...START_OF_DAY }), end: formatDateTime({ date: end, ...END_OF_DAY }) }
  }
}

/** ShortcutInput is a shortcut as a prop gives it: a preset's name, or an object with a preset or a label and a value. */
export type ShortcutInput<V> = ShortcutPreset | { label?: string; value?: V; preset?: ShortcutPreset; keepOpen?: boolean }

/** Shortcut is a shortcut ready to show: what it reads, the value it sets, and whether the picker stays open after it. */
export interface Shortcut<V> {
  label: string
  value: V
  keepOpen: boolean
}

/**
 * resolveShortcuts turns the shortcuts prop into buttons: a preset gets its
 * label from labelOf and its value from today; a custom shortcut keeps its
 * own label and value (date-times written with seconds, ranges in order). A
 * shortcut with neither a preset nor both a label and a value is left out.
 */
export function resolveShortcuts(kind: DateKind, shortcuts: readonly ShortcutInput<DateValue>[], today: Day, current: DateValue, labelOf: (preset: ShortcutPreset) => string): Shortcut<DateValue>[] {
  const out: Shortcut<DateValue>[] = []
  for (const s of shortcuts) {
    const item = typeof s === 'string' ? { preset: s } : s
    if (item.preset !== undefined && (SHORTCUT_PRESETS as readonly string[]).includes(item.preset)) {
      out.push({ label: item.label ?? labelOf(item.preset), value: presetValue(kind, item.preset, today, current), keepOpen: item.keepOpen ?? false })
    } else if (item.label !== undefined && item.value !== undefined) {
      out.push({ label: item.label, value: normalizeValue(kind, item.value), keepOpen: item.keepOpen ?? false })
    }
  }
  return out
}

/** normalizeValue writes a value the way the field emits it: date-times with seconds, ranges in order, an empty range as null. */
export function normalizeValue(kind: DateKind, value: DateValue): DateValue {
  if (value === null) return null
  if (typeof value === 'string') return normalize(kind, value)
  const r = { start: value.start === null ? null : normalize(kind, value.start), end: value.end === null ? null : normalize(kind, value.end) }
  return rangeOrNull(orderRange(r))
}

// ---------------------------------------------------------------------------
// Range selection

/** RangeState names where a range selection is: nothing picked, one end picked, both picked. */
export type RangeState = 'idle' | 'start-picked' | 'complete'

/** RangeSelection is a range being picked: its state and its days. In start-picked, the one known end is start (or end, when only the end was typed). */
export interface RangeSelection {
  state: RangeState
  start: Day | null
  end: Day | null
}

export type RangeEvent = { type: 'pick'; day: Day } | { type: 'clear' } | { type: 'set'; start: Day | null; end: Day | null }

/** RANGE_TRANSITIONS is the state machine of picking days: the first pick starts a range, the second completes it, a third starts again. */
export const RANGE_TRANSITIONS: Record<RangeState, Record<'pick' | 'clear', RangeState>> = {
  idle: { pick: 'start-picked', clear: 'idle' },
  'start-picked': { pick: 'complete', clear: 'idle' },
  complete: { pick: 'start-picked', clear: 'idle' },
}

/** rangeStateOf is the state of a range with these ends: both, one or none. */
export function rangeStateOf(start: Day | null, end: Day | null): RangeState {
  if (start && end) return 'complete'
  if (start || end) return 'start-picked'
  return 'idle'
}

/** selectionOf is the selection of a range value. */
export function selectionOf(value: DateRange | null): RangeSelection {
  const start = dayOf(value?.start)
  const end = dayOf(value?.end)
  return { state: rangeStateOf(start, end), start, end }
}

/**
 * rangeReducer moves a selection on an event. A pick in idle or complete
 * starts a new range at that day; a pick in start-picked completes it with
 * the known end, the earlier day first (an end picked before the start swaps
 * them). set takes ends from outside; clear empties.
 */
export function rangeReducer(sel: RangeSelection, event: RangeEvent): RangeSelection {
  if (event.type === 'set') return { state: rangeStateOf(event.start, event.end), start: event.start, end: event.end }
  const state = RANGE_TRANSITIONS[sel.state][event.type]
  if (event.type === 'clear') return { state, start: null, end: null }
  if (state === 'complete') {
    const known = sel.start ?? sel.end ?? event.day
    const [start, end] = orderedDays(known, event.day)
    return { state, start, end }
  }
  return { state, start: event.day, end: null }
}

/**
 * pickRange is the value after picking a day: the selection's days, with the
 * times of the previous value kept for date-time ranges (a new start keeps
 * the old start's time; a range completed by a pick keeps both ends' times,
 * or starts at 00:00:00 and ends at 23:59:59).
 */
export function pickRange(kind: 'date-range' | 'date-time-range', previous: DateRange | null, day: Day): { selection: RangeSelection; value: DateRange } {
  const selection = rangeReducer(selectionOf(previous), { type: 'pick', day })
  const startTime = timeOf(previous?.start) ?? START_OF_DAY
  const endTime = timeOf(previous?.end) ?? END_OF_DAY
  const write = (d: Day | null, t: Time) => (d === null ? null : kind === 'date-time-range' ? formatDateTime({ date: d, ...t }) : formatDate(d))
  return { selection, value: { start: write(selection.start, startTime), end: write(selection.end, endTime) } }
}

/**
 * rangeShown is the range the grid highlights: the selection, or, while one
 * end is picked, the range it would become with the day under the pointer or
 * the focus.
 */
export function rangeShown(sel: RangeSelection, hovered: Day | null): { start: Day | null; end: Day | null } {
  if (sel.state === 'start-picked' && hovered) {
    const known = sel.start ?? sel.end
    if (known) {
      const [start, end] = orderedDays(known, hovered)
      return { start, end }
    }
  }
  return { start: sel.start, end: sel.end }
}

/** DayMark is how a day sits in a highlighted range. */
export type DayMark = 'start' | 'end' | 'single' | 'inside' | null

/** dayMark tells where a day sits in a range: its start, its end, both (one-day range), between them, or outside. */
export function dayMark(day: Day, range: { start: Day | null; end: Day | null }): DayMark {
  const { start, end } = range
  const isStart = sameDay(day, start)
  const isEnd = sameDay(day, end)
  if (isStart && isEnd) return 'single'
  if (isStart) return end ? 'start' : 'single'
  if (isEnd) return start ? 'end' : 'single'
  if (start && end && compareDays(day, start) > 0 && compareDays(day, end) < 0) return 'inside'
  return null
}

/** selectedDays is what the grid highlights for a value: a single day, or a range. */
export function selectedDays(kind: DateKind, value: DateValue): RangeSelection | { state: null; start: Day | null; end: Day | null } {
  if (isRangeKind(kind)) return selectionOf(typeof value === 'object' ? value : null)
  const day = dayOf(typeof value === 'string' ? value : null)
  return { state: null, start: day, end: day }
}

/** firstDayOf is the day a value starts on: a single value's day, else a range's start, else its end; null for none. */
export function firstDayOf(value: DateValue): Day | null {
  if (typeof value === 'string') return dayOf(value)
  return value ? (dayOf(value.start) ?? dayOf(value.end)) : null
}

// ---------------------------------------------------------------------------
// The picker's open state

export type PickerState = 'closed' | 'open'

/**
 * PickerEvent is what happened: the label or the calendar button was
 * clicked (toggle), the input asked to open (Alt+ArrowDown), Escape, a press
 * outside, the focus left, a day was picked that ends the choice (pick), a
 * shortcut was applied (shortcut), Done was pressed, or the owner set it.
 */
export type PickerEvent = 'toggle' | 'open' | 'close' | 'escape' | 'outside' | 'pick' | 'shortcut' | 'done'

/** PICKER_TRANSITIONS is the picker's state machine: a missing entry leaves the state as it is. */
export const PICKER_TRANSITIONS: Record<PickerState, Partial<Record<PickerEvent, PickerState>>> = {
  closed: { toggle: 'open', open: 'open' },
  open: { toggle: 'closed', close: 'closed', escape: 'closed', outside: 'closed', pick: 'closed', shortcut: 'closed', done: 'closed' },
}

/** pickerTransition is the next state; a disabled or loading field's picker never opens. */
export function pickerTransition(state: PickerState, event: PickerEvent, options: { blocked?: boolean } = {}): PickerState {
  const next = PICKER_TRANSITIONS[state][event] ?? state
  return next === 'open' && options.blocked ? 'closed' : next
}

/** closesOnPick tells whether picking a day ends the choice: a date at once, a date range once complete; date-time pickers stay open for the time (Done closes them). */
export function closesOnPick(kind: DateKind, after: RangeState | null): boolean {
  if (kind === 'date') return true
  if (kind === 'date-range') return after === 'complete'
  return false
}

/** shortcutEvent is the event a shortcut sends after setting its value: none when it keeps the picker open. */
export const shortcutEvent = (keepOpen: boolean): PickerEvent | null => (keepOpen ? null : 'shortcut')

// ---------------------------------------------------------------------------
// Label clicks

/** LABEL_DEBOUNCE_MS: clicks on a date field's label count at most once in this time. */
export const LABEL_DEBOUNCE_MS = 200

/** LabelClicks remembers the last click on the label. */
export interface LabelClicks {
  last: number | null
}

/**
 * labelClick debounces clicks on the label on their leading edge: a click
 * counts when none came in the debounce time before it, so the first click
 * of a double click counts and the second does not. Every click, counted or
 * not, starts the time again.
 */
export function labelClick(clicks: LabelClicks, now: number, ms: number = LABEL_DEBOUNCE_MS): { accepted: boolean; clicks: LabelClicks } {
  const accepted = clicks.last === null || now - clicks.last >= ms
  return { accepted, clicks: { last: now } }
}

// ---------------------------------------------------------------------------
// Names (Intl, in the example locale)

const utcDate = (d: Day) => {
  const date = new Date(0)
  date.setUTCFullYear(d.year, d.month - 1, d.day)
  return date
}

/** monthTitle is a month's name and year in a locale: "January 2026", "Januar 2026", "2026年1月". */
export function monthTitle(locale: string, ym: YearMonth): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate({ ...ym, day: 1 }))
}

/** weekdayName is the name of a weekday (1 Monday … 7 Sunday) in a locale, short ("Mon") or long ("Monday"). */
export function weekdayName(locale: string, weekday: number, width: 'short' | 'long'): string {
  // 2024-01-01 is a Monday
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(utcDate({ year: 2024, month: 1, day: weekday }))
}

/** dayLabeler names days in full in a locale, for screen readers: "Thursday, January 15, 2026". One formatter for a whole grid. */
export function dayLabeler(locale: string): (d: Day) => string {
  const f = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })
  return (d) => f.format(utcDate(d))
}
