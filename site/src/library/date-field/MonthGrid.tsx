import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { dayMark, formatDate, isDayDisabled, monthGrid, monthTitle, sameDay, weekdayName, weekdayOrder, type Bounds, type Day, type YearMonth } from './logic'
import styles from './DateField.module.css'
import type { CalendarApi } from './use-calendar-state'

interface MonthGridProps {
  ym: YearMonth
  locale: string
  calendar: CalendarApi
  bounds: Bounds
  isRange: boolean
  labelOf: (d: Day) => string
  previous?: () => void
  next?: () => void
}

/** MonthGrid is one month: its title between the month buttons, and its days as a grid (role grid) with the weekdays as column headers. */
export function MonthGrid({ ym, locale, calendar, bounds, isRange, labelOf, previous, next }: MonthGridProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const { firstDay, focused, today, shown } = calendar
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
      <table role="grid" aria-labelledby={titleId} className={styles.grid} {...calendar.getGridProps()}>
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
                const disabled = isDayDisabled(day, bounds)
                const mark = dayMark(day, shown)
                const isToday = sameDay(day, today)
                return (
                  <td
                    key={formatDate(day)}
                    role="gridcell"
                    className={styles.day}
                    aria-selected={mark !== null}
                    aria-disabled={disabled || undefined}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={isToday ? `${labelOf(day)}, ${todayText}` : labelOf(day)}
                    data-day={formatDate(day)}
                    data-mark={mark ?? undefined}
                    data-range={isRange ? 'true' : undefined}
                    data-today={isToday || undefined}
                    data-disabled={disabled || undefined}
                    {...calendar.getDayProps(day, sameDay(day, focused))}
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
