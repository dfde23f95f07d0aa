// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  boundsBreak,
  boundsConflict,
  boundsOf,
  calendarAfter,
  calendarKey,
  clampDay,
  closesOnPick,
  compareDays,
  dayLabeler,
  dayMark,
  dayNumber,
  dayOf,
  daysInMonth,
  firstDayOf,
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  fromDayNumber,
  initialFocus,
  isDateString,
  isDateTimeString,
  isDayDisabled,
  isGridKey,
  isoWeekday,
  LABEL_DEBOUNCE_MS,
  labelClick,
  monthGrid,
  monthsShown,
  monthTitle,
  moveFocus,
  normalize,
  normalizeValue,
  openCalendar,
  orderRange,
  parseDate,
  parseDateTime,
  PICKER_SIZES,
  PICKER_TRANSITIONS,
  pickerTransition,
  pickRange,
  presetRange,
  presetValue,
  RANGE_TRANSITIONS,
  rangeOrNull,
  rangeReducer,
  rangeShown,
  rangeStateOf,
  readTyped,
  resolveShortcuts,
  selectedDays,
  selectionOf,
  shortcutEvent,
  TIME_LIST_MAX_HEIGHT_PX,
  TIME_PART_VALUES,
  timeListChoice,
  timeOf,
  todayFrom,
  viewFor,
  weekdayName,
  weekdayOrder,
  weekEnd,
  weekStart,
  withDay,
  withTimePart,
  type Calendar,
  type CalendarEvent,
  type Day,
  type RangeSelection,
} from './logic'

const d = (text: string): Day => {
  const day = parseDate(text)
  if (!day) throw new Error(`bad test date ${text}`)
  return day
}
const TODAY = d('2026-01-15') // a Thursday: the harness's clock
const f = formatDate

describe('date strings', () => {
  it('parses YYYY-MM-DD strictly, only real days', () => {
    expect(parseDate('2026-01-15')).toEqual({ year: 2026, month: 1, day: 15 })
    expect(parseDate(' 2026-01-15 ')).toEqual({ year: 2026, month: 1, day: 15 })
    for (const bad of ['2026-1-15', '2026/01/15', '15.01.2026', '2026-13-01', '2026-00-10', '2026-02-29', '2026-04-31', '2026-01-00', '0000-01-01', '2026-01-15 10:00', '']) {
      expect(parseDate(bad), bad).toBeNull()
    }
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseDate('2000-02-29')).not.toBeNull()
    expect(parseDate('1900-02-29')).toBeNull()
  })

  it('formats a day as YYYY-MM-DD with zero padding', () => {
    expect(formatDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05')
    expect(formatDate({ year: 987, month: 12, day: 31 })).toBe('0987-12-31')
  })

  it('parses date-times with optional seconds and emits them with seconds', () => {
    expect(parseDateTime('2026-01-15 09:30')).toEqual({ date: TODAY, hour: 9, minute: 30, second: 0 })
    expect(parseDateTime('2026-01-15 23:59:59')).toEqual({ date: TODAY, hour: 23, minute: 59, second: 59 })
    for (const bad of ['2026-01-15', '2026-01-15 24:00', '2026-01-15 10:60', '2026-01-15 10:00:60', '2026-01-15T10:00', '2026-01-15 9:30', '2026-02-30 10:00']) {
      expect(parseDateTime(bad), bad).toBeNull()
    }
    expect(formatDateTime({ date: TODAY, hour: 9, minute: 5, second: 0 })).toBe('2026-01-15 09:05:00')
    expect(normalize('date-time', '2026-01-15 09:30')).toBe('2026-01-15 09:30:00')
    expect(normalize('date', ' 2026-01-15 ')).toBe('2026-01-15')
    expect(normalize('date', 'nonsense')).toBe('nonsense')
  })

  it('tells date and date-time strings apart', () => {
    expect(isDateString('2026-01-15')).toBe(true)
    expect(isDateString(' 2026-01-15')).toBe(false)
    expect(isDateString('2026-01-15 10:00')).toBe(false)
    expect(isDateTimeString('2026-01-15 10:00')).toBe(true)
    expect(isDateTimeString('2026-01-15 10:00:30')).toBe(true)
    expect(isDateTimeString('2026-01-15')).toBe(false)
  })

  it('reads the day of a date or a date-time, and the time of a date-time', () => {
    expect(dayOf('2026-01-15')).toEqual(TODAY)
    expect(dayOf('2026-01-15 18:00')).toEqual(TODAY)
    expect(dayOf('x')).toBeNull()
    expect(dayOf(null)).toBeNull()
    expect(timeOf('2026-01-15 18:05')).toEqual({ hour: 18, minute: 5, second: 0 })
    expect(timeOf('2026-01-15')).toBeNull()
  })
})

describe('day arithmetic', () => {
  it('counts days from 1970-01-01 and back, across leap years and centuries', () => {
    expect(dayNumber(d('1970-01-01'))).toBe(0)
    expect(dayNumber(d('2026-01-15'))).toBe(20468)
    for (const text of ['0001-01-01', '1600-02-29', '1969-12-31', '2000-03-01', '2024-02-29', '2026-01-15', '9999-12-31']) {
      expect(f(fromDayNumber(dayNumber(d(text)))), text).toBe(text)
    }
  })

  it('knows the length of months', () => {
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2026, 4)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
  })

  it('adds days and months; a month from the 31st ends on the last day of a shorter month', () => {
    expect(f(addDays(d('2026-01-31'), 1))).toBe('2026-02-01')
    expect(f(addDays(d('2026-03-01'), -1))).toBe('2026-02-28')
    expect(f(addMonths(d('2026-03-31'), -1))).toBe('2026-02-28')
    expect(f(addMonths(d('2024-03-31'), -1))).toBe('2024-02-29')
    expect(f(addMonths(d('2026-01-15'), -12))).toBe('2025-01-15')
    expect(f(addMonths(d('2026-12-15'), 1))).toBe('2027-01-15')
    expect(addMonthsToMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
  })

  it('names the weekday, 1 Monday … 7 Sunday', () => {
    expect(isoWeekday(d('2026-01-15'))).toBe(4)
    expect(isoWeekday(d('2026-01-18'))).toBe(7)
    expect(isoWeekday(d('2026-01-19'))).toBe(1)
    expect(isoWeekday(d('1969-12-31'))).toBe(3)
  })

  it('reads today as the local calendar day of an instant', () => {
    const noon = new Date(2026, 0, 15, 12, 0, 0).getTime()
    expect(todayFrom(noon)).toEqual(TODAY)
  })
})

describe('minimum and maximum dates', () => {
  const bounds = boundsOf('2026-01-10', '2026-01-20 08:00')

  it('disable the days before the minimum and after the maximum, compared by day', () => {
    expect(isDayDisabled(d('2026-01-09'), bounds)).toBe(true)
    expect(isDayDisabled(d('2026-01-10'), bounds)).toBe(false)
    // The maximum's time does not count: the whole day is allowed.
    expect(isDayDisabled(d('2026-01-20'), bounds)).toBe(false)
    expect(isDayDisabled(d('2026-01-21'), bounds)).toBe(true)
    expect(isDayDisabled(d('1900-01-01'), boundsOf(null, null))).toBe(false)
    expect(isDayDisabled(d('2026-01-01'), boundsOf(null, '2026-01-01'))).toBe(false)
  })

  it('ignore bounds that do not parse', () => {
    expect(boundsOf('soon', undefined)).toEqual({ minimum: null, maximum: null })
  })

  it('tell a value outside them, by day', () => {
    expect(boundsBreak('2026-01-09', bounds)).toBe('before-minimum')
    expect(boundsBreak('2026-01-20 23:59:59', bounds)).toBeNull()
    expect(boundsBreak('2026-01-21', bounds)).toBe('after-maximum')
    expect(boundsBreak(null, bounds)).toBeNull()
    expect(boundsBreak('garbage', bounds)).toBeNull()
  })

  it('clamp a day into them and see a minimum after the maximum', () => {
    expect(f(clampDay(d('2026-01-01'), bounds))).toBe('2026-01-10')
    expect(f(clampDay(d('2026-02-01'), bounds))).toBe('2026-01-20')
    expect(f(clampDay(d('2026-01-15'), bounds))).toBe('2026-01-15')
    expect(boundsConflict(boundsOf('2026-01-02', '2026-01-01'))).toBe(true)
    expect(boundsConflict(boundsOf('2026-01-01', '2026-01-01 00:00'))).toBe(false)
    expect(boundsConflict(boundsOf(null, '2026-01-01'))).toBe(false)
  })
})

describe('weeks and the month grid', () => {
  it('start the week on the locale’s first day: Sunday in en-US and ja-JP, Monday in the others and by default', () => {
    expect(firstDayOfWeek('en-US')).toBe(7)
    expect(firstDayOfWeek('ja-JP')).toBe(7)
    for (const l of ['de-DE', 'es-ES', 'fr-FR', 'uk-UA']) expect(firstDayOfWeek(l), l).toBe(1)
    expect(firstDayOfWeek('not a locale!')).toBe(1)
    expect([1, 2, 3, 4, 5, 6, 7]).toContain(firstDayOfWeek('en-GB'))
  })

  it('orders the weekdays from the first day', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6])
  })

  it('finds the start and end of a week', () => {
    expect(f(weekStart(TODAY, 1))).toBe('2026-01-12')
    expect(f(weekEnd(TODAY, 1))).toBe('2026-01-18')
    expect(f(weekStart(TODAY, 7))).toBe('2026-01-11')
    expect(f(weekEnd(TODAY, 7))).toBe('2026-01-17')
    expect(f(weekStart(d('2026-01-12'), 1))).toBe('2026-01-12')
  })

  it('builds 6 weeks of 7 days from the week start on or before the 1st, marking the days of the month', () => {
    const grid = monthGrid({ year: 2026, month: 1 }, 1)
    expect(grid).toHaveLength(6)
    for (const row of grid) expect(row).toHaveLength(7)
    expect(f(grid[0][0].day)).toBe('2025-12-29')
    expect(grid[0][0].inMonth).toBe(false)
    expect(f(grid[0][3].day)).toBe('2026-01-01')
    expect(grid[0][3].inMonth).toBe(true)
    expect(f(grid[5][6].day)).toBe('2026-02-08')
    expect(grid.flat().filter((c) => c.inMonth)).toHaveLength(31)
    // A month starting on the first day of the week starts in the first cell.
    const feb = monthGrid({ year: 2026, month: 2 }, 7)
    expect(f(feb[0][0].day)).toBe('2026-02-01')
    expect(feb.flat().filter((c) => c.inMonth)).toHaveLength(28)
  })
})

describe('keyboard moves in the grid', () => {
  const move = (key: Parameters<typeof moveFocus>[1], shift = false, firstDay = 1) => f(moveFocus(TODAY, key, { firstDay, shift }))

  it('moves by a day with left/right and a week with up/down', () => {
    expect(move('ArrowLeft')).toBe('2026-01-14')
    expect(move('ArrowRight')).toBe('2026-01-16')
    expect(move('ArrowUp')).toBe('2026-01-08')
    expect(move('ArrowDown')).toBe('2026-01-22')
  })

  it('moves by a month with PageUp/PageDown, a year with Shift', () => {
    expect(move('PageUp')).toBe('2025-12-15')
    expect(move('PageDown')).toBe('2026-02-15')
    expect(move('PageUp', true)).toBe('2025-01-15')
    expect(move('PageDown', true)).toBe('2027-01-15')
    expect(f(moveFocus(d('2026-01-31'), 'PageDown', { firstDay: 1 }))).toBe('2026-02-28')
  })

  it('goes to the start or end of the week with Home/End', () => {
    expect(move('Home')).toBe('2026-01-12')
    expect(move('End')).toBe('2026-01-18')
    expect(move('Home', false, 7)).toBe('2026-01-11')
    expect(move('End', false, 7)).toBe('2026-01-17')
  })

  it('knows its keys', () => {
    expect(isGridKey('PageDown')).toBe(true)
    expect(isGridKey('Enter')).toBe(false)
  })

  it('keeps the view while the focused day is visible, and moves it just enough otherwise', () => {
    const jan = { year: 2026, month: 1 }
    expect(viewFor(d('2026-01-31'), jan, 1)).toEqual(jan)
    expect(viewFor(d('2026-02-01'), jan, 1)).toEqual({ year: 2026, month: 2 })
    expect(viewFor(d('2026-02-10'), jan, 2)).toEqual(jan)
    expect(viewFor(d('2026-03-01'), jan, 2)).toEqual({ year: 2026, month: 2 })
    expect(viewFor(d('2025-12-31'), jan, 2)).toEqual({ year: 2025, month: 12 })
    expect(viewFor(d('2027-05-01'), jan, 2)).toEqual({ year: 2027, month: 4 })
  })

  it('focuses the selected day on opening, else today moved into the bounds', () => {
    const bounds = boundsOf('2026-02-01', null)
    expect(f(initialFocus(d('2026-03-03'), TODAY, bounds))).toBe('2026-03-03')
    expect(f(initialFocus(null, TODAY, bounds))).toBe('2026-02-01')
    expect(f(initialFocus(null, TODAY, boundsOf(null, null)))).toBe('2026-01-15')
  })
})

describe('the calendar', () => {
  const jan = { year: 2026, month: 1 }
  const feb = { year: 2026, month: 2 }
  const cal = (focused: string, view = jan, hovered: string | null = null): Calendar => ({ focused: d(focused), view, hovered: hovered ? d(hovered) : null })
  const show = (c: Calendar) => `${f(c.focused)} from ${c.view.year}-${c.view.month}${c.hovered ? ` over ${f(c.hovered)}` : ''}`

  it.each<[string, Calendar, CalendarEvent, number, string]>([
    ['focus: a day shown keeps the months', cal('2026-01-15'), { type: 'focus', day: d('2026-01-31') }, 1, '2026-01-31 from 2026-1'],
    ['focus: a later day brings its month', cal('2026-01-15'), { type: 'focus', day: d('2026-02-01') }, 1, '2026-02-01 from 2026-2'],
    ['focus: an earlier day brings its month', cal('2026-01-15'), { type: 'focus', day: d('2025-12-31') }, 1, '2025-12-31 from 2025-12'],
    ['focus: in two months, a day of the second keeps them', cal('2026-01-15'), { type: 'focus', day: d('2026-02-10') }, 2, '2026-02-10 from 2026-1'],
    ['focus: in two months, a later day ends them', cal('2026-01-15'), { type: 'focus', day: d('2026-03-02') }, 2, '2026-03-02 from 2026-2'],
    ['focus keeps the pointer', cal('2026-01-15', jan, '2026-01-20'), { type: 'focus', day: d('2026-01-16') }, 1, '2026-01-16 from 2026-1 over 2026-01-20'],
    ['landed: the months stay', cal('2026-01-15', jan), { type: 'landed', day: d('2026-02-03') }, 2, '2026-02-03 from 2026-1'],
    ['step: forward a month, the focus along', cal('2026-01-31'), { type: 'step', months: 1 }, 1, '2026-02-28 from 2026-2'],
    ['step: back a month', cal('2026-01-15'), { type: 'step', months: -1 }, 1, '2025-12-15 from 2025-12'],
    ['hover: over a day', cal('2026-01-15'), { type: 'hover', day: d('2026-01-20') }, 1, '2026-01-15 from 2026-1 over 2026-01-20'],
    ['hover: over none', cal('2026-01-15', jan, '2026-01-20'), { type: 'hover', day: null }, 1, '2026-01-15 from 2026-1'],
    ['key: an arrow moves a day', cal('2026-01-15'), { type: 'key', key: 'ArrowRight', shift: false }, 1, '2026-01-16 from 2026-1'],
    ['key: down a week into the next month', cal('2026-01-29'), { type: 'key', key: 'ArrowDown', shift: false }, 1, '2026-02-05 from 2026-2'],
    ['key: PageUp with Shift, a year', cal('2026-01-15'), { type: 'key', key: 'PageUp', shift: true }, 1, '2025-01-15 from 2025-1'],
    ['key: Home, the week starts on Monday', cal('2026-01-15'), { type: 'key', key: 'Home', shift: false }, 1, '2026-01-12 from 2026-1'],
    ['key: forgets the pointer', cal('2026-01-15', jan, '2026-01-20'), { type: 'key', key: 'ArrowLeft', shift: false }, 1, '2026-01-14 from 2026-1'],
  ])('%s', (_, before, event, count, after) => {
    expect(show(calendarAfter(before, event, { count, firstDay: 1 }))).toBe(after)
  })

  it('Home goes to the week start of the locale', () => {
    expect(show(calendarAfter(cal('2026-01-15'), { type: 'key', key: 'Home', shift: false }, { count: 1, firstDay: 7 }))).toBe('2026-01-11 from 2026-1')
  })

  it('returns the calendar it was given when an event changes nothing', () => {
    const c = cal('2026-01-15', feb, '2026-02-02')
    const grid = { count: 1, firstDay: 1 }
    expect(calendarAfter(c, { type: 'landed', day: d('2026-01-15') }, grid)).toBe(c)
    expect(calendarAfter(c, { type: 'hover', day: c.hovered }, grid)).toBe(c)
    expect(calendarAfter({ ...c, view: jan }, { type: 'focus', day: c.focused }, grid)).not.toBe(c)
    const shown = { ...c, view: jan }
    expect(calendarAfter(shown, { type: 'focus', day: shown.focused }, grid)).toBe(shown)
  })

  it.each<[string, 'move' | 'pick' | null]>([
    ['ArrowLeft', 'move'],
    ['ArrowDown', 'move'],
    ['PageUp', 'move'],
    ['End', 'move'],
    ['Enter', 'pick'],
    [' ', 'pick'],
    ['Escape', null],
    ['Tab', null],
    ['a', null],
  ])('the key %j does %s', (key, action) => {
    expect(calendarKey(key)).toBe(action)
  })

  it.each<[string, string | null, string, string]>([
    ['the selected day', '2026-03-04', '2026-03-04', '2026-3'],
    ['today', null, '2026-01-15', '2026-1'],
    ['today moved into the bounds', null, '2026-02-01', '2026-2'],
  ])('opens on %s', (_, selected, focused, view) => {
    const bounds = view === '2026-2' && selected === null ? boundsOf('2026-02-01', null) : boundsOf(null, null)
    const c = openCalendar(selected ? d(selected) : null, TODAY, bounds)
    expect([f(c.focused), `${c.view.year}-${c.view.month}`, c.hovered]).toEqual([focused, view, null])
  })

  it.each<[string, Parameters<typeof selectedDays>[0], Parameters<typeof selectedDays>[1], string]>([
    ['a date', 'date', '2026-01-15', 'null 2026-01-15 2026-01-15'],
    ['a date-time', 'date-time', '2026-01-15 10:30:00', 'null 2026-01-15 2026-01-15'],
    ['no date', 'date', null, 'null - -'],
    ['a range', 'date-range', { start: '2026-01-10', end: '2026-01-20' }, 'complete 2026-01-10 2026-01-20'],
    ['a range with its start', 'date-range', { start: '2026-01-10', end: null }, 'start-picked 2026-01-10 -'],
    ['no range', 'date-time-range', null, 'idle - -'],
  ])('selects %s', (_, kind, value, want) => {
    const s = selectedDays(kind, value)
    expect(`${s.state} ${s.start ? f(s.start) : '-'} ${s.end ? f(s.end) : '-'}`).toBe(want)
  })

  it.each<[Parameters<typeof firstDayOf>[0], string | null]>([
    ['2026-01-15', '2026-01-15'],
    ['2026-01-15 10:30:00', '2026-01-15'],
    [{ start: '2026-01-10', end: '2026-01-20' }, '2026-01-10'],
    [{ start: null, end: '2026-01-20' }, '2026-01-20'],
    [{ start: null, end: null }, null],
    [null, null],
  ])('a shortcut to %j shows %s first', (value, want) => {
    const day = firstDayOf(value)
    expect(day ? f(day) : null).toBe(want)
  })
})

describe('time list keys', () => {
  it.each<[string, number, number | null]>([
    ['ArrowDown', 10, 11],
    ['ArrowDown', 59, 59],
    ['ArrowUp', 10, 9],
    ['ArrowUp', 0, 0],
    ['PageDown', 10, 15],
    ['PageDown', 57, 59],
    ['PageUp', 10, 5],
    ['PageUp', 3, 0],
    ['Home', 10, 0],
    ['End', 10, 59],
    ['Enter', 10, 10],
    [' ', 10, 10],
    ['ArrowLeft', 10, null],
    ['Tab', 10, null],
  ])('%j from %i chooses %s (of 0 to 59)', (key, current, want) => {
    expect(timeListChoice(key, current, 59)).toBe(want)
  })
})

describe('typed text', () => {
  it('is empty when blank, a value when it parses, invalid otherwise', () => {
    expect(readTyped('date', '  ')).toEqual({ type: 'empty' })
    expect(readTyped('date', '2026-01-15')).toEqual({ type: 'valid', value: '2026-01-15' })
    expect(readTyped('date', '2026-02-30')).toEqual({ type: 'invalid' })
    expect(readTyped('date', '15/01/2026')).toEqual({ type: 'invalid' })
    expect(readTyped('date-range', '2026-01-15')).toEqual({ type: 'valid', value: '2026-01-15' })
    expect(readTyped('date-time', '2026-01-15 09:30')).toEqual({ type: 'valid', value: '2026-01-15 09:30:00' })
    expect(readTyped('date-time', '2026-01-15')).toEqual({ type: 'invalid' })
    expect(readTyped('date-time-range', '2026-01-15 09:30:15')).toEqual({ type: 'valid', value: '2026-01-15 09:30:15' })
  })
})

describe('values', () => {
  it('write a picked day, keeping the time of a date-time', () => {
    expect(withDay('date', TODAY, '2026-01-01')).toBe('2026-01-15')
    expect(withDay('date-time', TODAY, '2026-01-01 09:30:00')).toBe('2026-01-15 09:30:00')
    expect(withDay('date-time', TODAY, null)).toBe('2026-01-15 00:00:00')
  })

  it('change one part of a time, from the focused day when there is no value yet', () => {
    expect(withTimePart('2026-01-15 09:30:00', 'hour', 17, TODAY)).toBe('2026-01-15 17:30:00')
    expect(withTimePart('2026-01-15 09:30', 'second', 5, TODAY)).toBe('2026-01-15 09:30:05')
    expect(withTimePart(null, 'minute', 45, d('2026-02-01'))).toBe('2026-02-01 00:45:00')
    expect(withTimePart(null, 'minute', 45, d('2026-02-01'), { hour: 23, minute: 59, second: 59 })).toBe('2026-02-01 23:45:59')
    expect(TIME_PART_VALUES.hour).toHaveLength(24)
    expect(TIME_PART_VALUES.minute.at(-1)).toBe(59)
  })

  it('put a range in order (start never after end) and make an empty range null', () => {
    expect(orderRange({ start: '2026-01-20', end: '2026-01-10' })).toEqual({ start: '2026-01-10', end: '2026-01-20' })
    expect(orderRange({ start: '2026-01-15 18:00:00', end: '2026-01-15 08:00:00' })).toEqual({ start: '2026-01-15 08:00:00', end: '2026-01-15 18:00:00' })
    const ok = { start: '2026-01-10', end: null }
    expect(orderRange(ok)).toBe(ok)
    expect(rangeOrNull({ start: null, end: null })).toBeNull()
    expect(rangeOrNull(ok)).toBe(ok)
    expect(normalizeValue('date-time-range', { start: '2026-01-16 10:00', end: '2026-01-15 10:00' })).toEqual({ start: '2026-01-15 10:00:00', end: '2026-01-16 10:00:00' })
    expect(normalizeValue('date-range', { start: null, end: null })).toBeNull()
    expect(normalizeValue('date', null)).toBeNull()
  })
})

describe('shortcuts', () => {
  it('are ranges ending today: today, a week, a month and a year back', () => {
    const r = (p: Parameters<typeof presetRange>[0]) => presetRange(p, TODAY).map(f)
    expect(r('today')).toEqual(['2026-01-15', '2026-01-15'])
    expect(r('lastWeek')).toEqual(['2026-01-08', '2026-01-15'])
    expect(r('lastMonth')).toEqual(['2025-12-15', '2026-01-15'])
    expect(r('lastYear')).toEqual(['2025-01-15', '2026-01-15'])
    expect(presetRange('lastMonth', d('2026-03-31')).map(f)).toEqual(['2026-02-28', '2026-03-31'])
    expect(presetRange('lastYear', d('2024-02-29')).map(f)).toEqual(['2023-02-28', '2024-02-29'])
  })

  it('give each kind its value: ranges from 00:00:00 to 23:59:59, single fields the first day', () => {
    expect(presetValue('date-range', 'lastWeek', TODAY, null)).toEqual({ start: '2026-01-08', end: '2026-01-15' })
    expect(presetValue('date-time-range', 'today', TODAY, null)).toEqual({ start: '2026-01-15 00:00:00', end: '2026-01-15 23:59:59' })
    expect(presetValue('date', 'today', TODAY, null)).toBe('2026-01-15')
    expect(presetValue('date', 'lastMonth', TODAY, null)).toBe('2025-12-15')
    expect(presetValue('date-time', 'today', TODAY, null)).toBe('2026-01-15 00:00:00')
    expect(presetValue('date-time', 'today', TODAY, '2025-06-01 14:30:00')).toBe('2026-01-15 14:30:00')
  })

  it('resolve presets (labels from the locale) and custom shortcuts (own label and value), with keepOpen', () => {
    const labelOf = (p: string) => `label:${p}`
    const out = resolveShortcuts(
      'date-time',
      ['today', { preset: 'lastWeek', keepOpen: true }, { label: 'Launch', value: '2026-03-01 09:00' }, { label: 'Broken' }, {}],
      TODAY,
      null,
      labelOf,
    )
    expect(out).toEqual([
      { label: 'label:today', value: '2026-01-15 00:00:00', keepOpen: false },
      { label: 'label:lastWeek', value: '2026-01-08 00:00:00', keepOpen: true },
      { label: 'Launch', value: '2026-03-01 09:00:00', keepOpen: false },
    ])
    expect(resolveShortcuts('date-range', [{ label: 'Q1', value: { start: '2026-03-31', end: '2026-01-01' }, keepOpen: true }], TODAY, null, labelOf)).toEqual([
      { label: 'Q1', value: { start: '2026-01-01', end: '2026-03-31' }, keepOpen: true },
    ])
  })

  it('close the picker unless keepOpen', () => {
    expect(shortcutEvent(false)).toBe('shortcut')
    expect(shortcutEvent(true)).toBeNull()
    expect(pickerTransition('open', 'shortcut')).toBe('closed')
  })
})

describe('range selection', () => {
  const idle: RangeSelection = { state: 'idle', start: null, end: null }

  it('has three named states and a transition table', () => {
    expect(RANGE_TRANSITIONS).toEqual({
      idle: { pick: 'start-picked', clear: 'idle' },
      'start-picked': { pick: 'complete', clear: 'idle' },
      complete: { pick: 'start-picked', clear: 'idle' },
    })
  })

  it('starts on the first pick and completes on the second', () => {
    const one = rangeReducer(idle, { type: 'pick', day: d('2026-01-10') })
    expect(one).toEqual({ state: 'start-picked', start: d('2026-01-10'), end: null })
    const two = rangeReducer(one, { type: 'pick', day: d('2026-01-20') })
    expect(two).toEqual({ state: 'complete', start: d('2026-01-10'), end: d('2026-01-20') })
  })

  it('swaps when the end is picked before the start', () => {
    const one = rangeReducer(idle, { type: 'pick', day: d('2026-01-20') })
    expect(rangeReducer(one, { type: 'pick', day: d('2026-01-10') })).toEqual({ state: 'complete', start: d('2026-01-10'), end: d('2026-01-20') })
  })

  it('allows a one-day range', () => {
    const one = rangeReducer(idle, { type: 'pick', day: TODAY })
    expect(rangeReducer(one, { type: 'pick', day: TODAY })).toEqual({ state: 'complete', start: TODAY, end: TODAY })
  })

  it('starts again on a pick after completing, and empties on clear', () => {
    const done: RangeSelection = { state: 'complete', start: d('2026-01-10'), end: d('2026-01-20') }
    expect(rangeReducer(done, { type: 'pick', day: d('2026-02-01') })).toEqual({ state: 'start-picked', start: d('2026-02-01'), end: null })
    expect(rangeReducer(done, { type: 'clear' })).toEqual(idle)
  })

  it('completes with a known end when only the end was set', () => {
    const endOnly = rangeReducer(idle, { type: 'set', start: null, end: d('2026-01-20') })
    expect(endOnly.state).toBe('start-picked')
    expect(rangeReducer(endOnly, { type: 'pick', day: d('2026-01-25') })).toEqual({ state: 'complete', start: d('2026-01-20'), end: d('2026-01-25') })
  })

  it('derives the state from a value', () => {
    expect(rangeStateOf(null, null)).toBe('idle')
    expect(rangeStateOf(TODAY, null)).toBe('start-picked')
    expect(rangeStateOf(null, TODAY)).toBe('start-picked')
    expect(rangeStateOf(TODAY, TODAY)).toBe('complete')
    expect(selectionOf(null)).toEqual(idle)
    expect(selectionOf({ start: '2026-01-10 08:00:00', end: '2026-01-12 17:00:00' })).toEqual({ state: 'complete', start: d('2026-01-10'), end: d('2026-01-12') })
  })

  it('writes the picked value, keeping the times of a date-time range', () => {
    expect(pickRange('date-range', null, TODAY).value).toEqual({ start: '2026-01-15', end: null })
    expect(pickRange('date-range', { start: '2026-01-20', end: null }, d('2026-01-10')).value).toEqual({ start: '2026-01-10', end: '2026-01-20' })
    expect(pickRange('date-time-range', { start: '2026-01-10 08:00:00', end: null }, d('2026-01-12'))).toEqual({
      selection: { state: 'complete', start: d('2026-01-10'), end: d('2026-01-12') },
      value: { start: '2026-01-10 08:00:00', end: '2026-01-12 23:59:59' },
    })
    expect(pickRange('date-time-range', { start: '2026-01-10 08:00:00', end: '2026-01-12 17:00:00' }, d('2026-02-01')).value).toEqual({ start: '2026-02-01 08:00:00', end: null })
  })

  it('previews the range to the hovered or focused day while one end is picked', () => {
    const one: RangeSelection = { state: 'start-picked', start: d('2026-01-20'), end: null }
    expect(rangeShown(one, d('2026-01-10'))).toEqual({ start: d('2026-01-10'), end: d('2026-01-20') })
    expect(rangeShown(one, null)).toEqual({ start: d('2026-01-20'), end: null })
    const done: RangeSelection = { state: 'complete', start: d('2026-01-10'), end: d('2026-01-20') }
    expect(rangeShown(done, d('2026-03-01'))).toEqual({ start: d('2026-01-10'), end: d('2026-01-20') })
  })

  it('marks each day by its place in the range', () => {
    const range = { start: d('2026-01-10'), end: d('2026-01-12') }
    expect(dayMark(d('2026-01-10'), range)).toBe('start')
    expect(dayMark(d('2026-01-11'), range)).toBe('inside')
    expect(dayMark(d('2026-01-12'), range)).toBe('end')
    expect(dayMark(d('2026-01-13'), range)).toBeNull()
    expect(dayMark(TODAY, { start: TODAY, end: TODAY })).toBe('single')
    expect(dayMark(TODAY, { start: TODAY, end: null })).toBe('single')
    expect(dayMark(TODAY, { start: null, end: null })).toBeNull()
  })
})

describe('the picker', () => {
  it('opens on toggle or open and closes on every way out', () => {
    expect(PICKER_TRANSITIONS.closed).toEqual({ toggle: 'open', open: 'open' })
    expect(pickerTransition('closed', 'toggle')).toBe('open')
    expect(pickerTransition('closed', 'escape')).toBe('closed')
    for (const e of ['toggle', 'close', 'escape', 'outside', 'pick', 'shortcut', 'done'] as const) expect(pickerTransition('open', e), e).toBe('closed')
    expect(pickerTransition('open', 'open')).toBe('open')
  })

  it('never opens on a disabled or loading field', () => {
    expect(pickerTransition('closed', 'toggle', { blocked: true })).toBe('closed')
    expect(pickerTransition('closed', 'open', { blocked: true })).toBe('closed')
  })

  it('closes on a pick for a date, on a completed range for a date range, never for date-times', () => {
    expect(closesOnPick('date', null)).toBe(true)
    expect(closesOnPick('date-range', 'start-picked')).toBe(false)
    expect(closesOnPick('date-range', 'complete')).toBe(true)
    expect(closesOnPick('date-time', null)).toBe(false)
    expect(closesOnPick('date-time-range', 'complete')).toBe(false)
  })

  it('has the pickers’ sizes and shows two months for ranges', () => {
    expect(PICKER_SIZES).toEqual({
      date: { width: 400, height: 470 },
      'date-range': { width: 700, height: 470 },
      'date-time': { width: 400, height: 550 },
      'date-time-range': { width: 700, height: 550 },
    })
    expect(TIME_LIST_MAX_HEIGHT_PX).toBe(190)
    expect(monthsShown('date')).toBe(1)
    expect(monthsShown('date-time-range')).toBe(2)
  })
})

describe('label clicks', () => {
  it('count at most once in 200 ms, the first of a double click counting', () => {
    expect(LABEL_DEBOUNCE_MS).toBe(200)
    let clicks = { last: null as number | null }
    const click = (now: number) => {
      const r = labelClick(clicks, now)
      clicks = r.clicks
      return r.accepted
    }
    expect(click(1000)).toBe(true)
    expect(click(1080)).toBe(false) // second click of a double click
    expect(click(1300)).toBe(true) // 220 ms after the last click
    expect(click(1499)).toBe(false)
    // every click starts the time again: a burst counts once
    expect(click(1650)).toBe(false)
    expect(click(1850)).toBe(true)
  })
})

describe('names', () => {
  it('come from Intl in the locale', () => {
    expect(monthTitle('en-US', { year: 2026, month: 1 })).toBe('January 2026')
    expect(monthTitle('de-DE', { year: 2026, month: 3 })).toBe('März 2026')
    expect(monthTitle('ja-JP', { year: 2026, month: 1 })).toBe('2026年1月')
    expect(weekdayName('en-US', 1, 'long')).toBe('Monday')
    expect(weekdayName('en-US', 7, 'short')).toBe('Sun')
    expect(weekdayName('fr-FR', 4, 'long')).toBe('jeudi')
    expect(dayLabeler('en-US')(TODAY)).toBe('Thursday, January 15, 2026')
    expect(dayLabeler('de-DE')(TODAY)).toBe('Donnerstag, 15. Januar 2026')
    expect(compareDays(TODAY, TODAY)).toBe(0)
  })
})
