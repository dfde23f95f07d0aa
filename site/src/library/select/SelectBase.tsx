import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from '../button/Button'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import type { FieldSize } from '../field/logic'
import { Icon } from '../icon/Icon'
import { Popover } from '../popover/Popover'
import { Tag } from '../tag/Tag'
import type { OptionValue } from './logic'
import styles from './Select.module.css'
import { useSelect, type SelectApi, type SelectOptions } from './use-select'

/** SelectBaseProps are what SingleSelect and MultiSelect hand the shared view. */
export interface SelectBaseProps extends SelectOptions {
  component: 'SingleSelect' | 'MultiSelect'
  size?: FieldSize
  isOptional?: boolean
  helpText?: string | null
}

/**
 * SelectBase is the view both selects share: an input with role combobox in
 * the field's control box (after the tags of a multi select), and the
 * dropdown listbox in the floating layer; useSelect holds its behaviour.
 */
export function SelectBase(p: SelectBaseProps) {
  const s = useSelect(p)
  const { field } = p
  return (
    <FieldFrame
      field={field}
      label={p.label}
      size={p.size}
      isRequired={p.isRequired}
      isOptional={p.isOptional}
      helpText={p.helpText}
      labelFor={field.id}
      component={p.component}
    >
      <div className={`${fieldStyles.control} ${styles.control}`} {...s.getControlProps()}>
        {p.multiple && <SelectTags s={s} onRemove={p.onRemove} isDisabled={!!p.isDisabled} />}
        <input className={`${fieldStyles.input} ${styles.input}`} {...s.getInputProps()} />
        {p.isLoading ? (
          <span className={styles.indicator}>
            <Spinner />
          </span>
        ) : (
          <span className={styles.indicator} aria-hidden="true" data-select-indicator="">
            <Icon name="chevron_down" size="small" />
          </span>
        )}
      </div>
      {s.open && (
        <FloatingPortal>
          {s.actions ? (
            <FloatingFocusManager context={s.floatingContext} modal={false} initialFocus={-1} returnFocus={false}>
              <SelectPopup s={s} multiple={p.multiple} />
            </FloatingFocusManager>
          ) : (
            <SelectPopup s={s} multiple={p.multiple} />
          )}
          {s.tipText && (
            <div className={styles.tooltip} {...s.getTooltipProps()}>
              {s.tipText}
            </div>
          )}
        </FloatingPortal>
      )}
    </FieldFrame>
  )
}

/** SelectPopup is the dropdown: the listbox, why it lists nothing, and the actions. */
function SelectPopup({ s, multiple }: { s: SelectApi; multiple: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={styles.popup} {...s.getPopupProps()}>
      <ul className={styles.listbox} {...s.getListboxProps()}>
        {s.visible.map((o) => {
          const isSelected = s.isSelected(o.value)
          return (
            <li key={String(o.value)} className={styles.option} {...s.getOptionProps(o)}>
              {multiple && <span className={styles.check}>{isSelected && <Icon name="check" size="small" />}</span>}
              <span className={styles.optionLabel}>{o.label}</span>
              {!multiple && isSelected && (
                <span className={styles.check}>
                  <Icon name="check" size="small" />
                </span>
              )}
              {o.tooltip && <span {...s.getOptionTipProps(o)}>{o.tooltip}</span>}
            </li>
          )
        })}
      </ul>
      {s.reason && (
        <p className={styles.message} data-select-empty={s.reason}>
          {s.reason === 'noData' ? t('form-fields-select.noDataText') : t('form-fields-select.noMatchText')}
        </p>
      )}
      {s.actions && (
        <div className={styles.actions}>
          {s.actions.map((a, i) => (
            <Button key={i} variant="text" size="small" label={a.label} icon={a.icon} onClick={() => s.runAction(a)} />
          ))}
        </div>
      )}
    </div>
  )
}

/**
 * SelectTags are a multi select's values as tags, at most collapseTagsAfter
 * and then “+k”. In the field, remove buttons stay out of the tab order (the
 * combobox is the field's one tab stop; Backspace and the listbox remove by
 * keyboard); in the “+k” popover they are its content, reached with Tab.
 */
function SelectTags({ s, onRemove, isDisabled }: { s: SelectApi; onRemove: (value: OptionValue) => void; isDisabled: boolean }) {
  const { t } = useTranslation()
  const tag = (value: OptionValue, inPopover = false) => {
    const label = s.labelOf(value)
    return (
      <Tag key={String(value)} colorStyle="gray-light" isDisabled={isDisabled}>
        <span className={styles.tagLabel} data-select-tag={String(value)}>
          {label}
        </span>
        {!isDisabled && (
          <button
            type="button"
            tabIndex={inPopover ? undefined : -1}
            className={styles.tagRemove}
            aria-label={t('form-fields-select.removeOption', { label })}
            data-select-remove=""
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onRemove(value)}
          >
            <Icon name="close" size="small" />
          </button>
        )}
      </Tag>
    )
  }
  const hidden = s.hiddenTags
  return (
    <>
      {s.shownTags.map((v) => tag(v))}
      {hidden.length > 0 && (
        <Popover
          label={t('form-fields-select.moreSelected', { count: hidden.length })}
          content={
            <ul className={styles.rest}>
              {hidden.map((v) => (
                <li key={String(v)}>{tag(v, true)}</li>
              ))}
            </ul>
          }
        >
          <button
            type="button"
            tabIndex={-1}
            className={styles.more}
            aria-label={t('form-fields-select.moreSelected', { count: hidden.length })}
            data-select-more=""
          >
            +{hidden.length}
          </button>
        </Popover>
      )}
    </>
  )
}
