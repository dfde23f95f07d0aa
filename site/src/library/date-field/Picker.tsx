import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react'
import { useMemo, type CSSProperties, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { dayLabeler, hasTime, isRangeKind, PICKER_SIZES, resolveShortcuts, timeOf, type Bounds, type DateKind, type DateRange, type DateValue, type Day, type Shortcut, type ShortcutInput, type ShortcutPreset, type TimePart } from './logic'
import { MonthGrid } from './MonthGrid'
import styles from './DateField.module.css'
import { TimeGroup, type TimeTarget } from './TimeList'
import { useCalendarState } from './use-calendar-state'
import type { PickerApi } from './use-picker'

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
  const calendar = useCalendarState({ kind, bounds, value, locale, onPickDay, onShortcut })
  const { today, focused, months } = calendar

  const resolved = useMemo(
    () => resolveShortcuts(kind, shortcuts, today, value, (p: ShortcutPreset) => t(`date-shortcuts.${p}`)),
    [kind, shortcuts, today, value, t],
  )
  const size = PICKER_SIZES[kind]
  const style = {
    ...picker.floatingStyles,
    '--date-picker-width': `${size.width}px`,
    '--date-picker-height': `${size.height}px`,
    '--date-picker-month-width': `${PICKER_SIZES.date.width}px`,
  } as CSSProperties
  const label = t(hasTime(kind) ? 'date-field.chooseDateTime' : 'date-field.chooseDate')
  const labelOf = useMemo(() => dayLabeler(locale), [locale])

  return (
    <FloatingPortal>
      <FloatingFocusManager context={picker.context} modal={false} initialFocus={calendar.activeCellRef} returnFocus={returnFocus}>
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
          data-selection={calendar.selection ?? undefined}
          data-months={months.length}
          style={style}
          {...picker.getFloatingProps()}
        >
          <div className={styles.months}>
            {months.map((ym, i) => (
              <MonthGrid
                key={`${ym.year}-${ym.month}`}
                ym={ym}
                locale={locale}
                calendar={calendar}
                bounds={bounds}
                isRange={isRangeKind(kind)}
                labelOf={labelOf}
                previous={i === 0 ? () => calendar.stepMonth(-1) : undefined}
                next={i === months.length - 1 ? () => calendar.stepMonth(1) : undefined}
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
                    <Button key={`${i}-${s.label}`} label={s.label} size="small" onClick={() => calendar.applyShortcut(s)} />
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
