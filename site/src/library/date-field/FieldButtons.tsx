import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { hasTime, type DateKind } from './logic'
import type { PickerApi } from './use-picker'
import styles from './DateField.module.css'

/**
 * FieldButtons are the buttons at the end of every date field: clear (when
 * showClear) and the one that opens the picker, labelled by the field's kind.
 */
export function FieldButtons({ kind, picker, blocked, showClear, onClear }: { kind: DateKind; picker: PickerApi; blocked: boolean; showClear: boolean; onClear: () => void }) {
  const { t } = useTranslation()
  const open = picker.state === 'open'
  return (
    <>
      {showClear && (
        <button type="button" className={styles.iconButton} aria-label={t('form-fields.clear')} data-date-clear="" onClick={onClear}>
          <Icon name="close" size="small" />
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t(hasTime(kind) ? 'date-field.chooseDateTime' : 'date-field.chooseDate')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? picker.dialogId : undefined}
        disabled={blocked}
        data-date-toggle=""
        onClick={() => picker.send('toggle')}
      >
        <Icon name={hasTime(kind) ? 'calendar_clock' : 'calendar'} />
      </button>
    </>
  )
}
