import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import fieldStyles from '../field/Field.module.css'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import { VALIDATION_ICONS } from '../value-label/logic'
import styles from './FieldInlineEdit.module.css'
import { withDefaults } from '../with-defaults'
import { editorRows, FIELD_INLINE_EDIT_DEFAULTS } from './logic'
import type { FieldInlineEditProps } from './schema'
import { useInlineEdit } from './use-inline-edit'

const loadSchema = () => import('./schema').then((m) => m.fieldInlineEditSchema)

/**
 * FieldInlineEdit shows a text that turns into a field when clicked or
 * focused. Enter or the confirm button saves the edit (Shift+Enter adds a
 * line when multiline), Escape drops it, and a click or focus outside saves
 * it too. A validation at the blockOn level keeps the edit open with its
 * message. States (data-state): editable, editing, readonly. useInlineEdit
 * holds the behaviour.
 */
export function FieldInlineEdit(props: FieldInlineEditProps) {
  useValidatedProps('FieldInlineEdit', loadSchema, props)
  const p = withDefaults(props, FIELD_INLINE_EDIT_DEFAULTS)
  const { label, placeholder, isMultiline, textStyle } = p
  const { t } = useTranslation()
  const edit = useInlineEdit(p)
  const { state, shown } = edit
  const text = <span className={edit.empty ? styles.placeholder : undefined}>{edit.empty ? (placeholder ?? t('field-inline-edit.placeholder')) : edit.value}</span>

  let body
  if (state === 'readonly') {
    body = (
      <div className={styles.view} data-inline-edit-view="">
        <span className={styles.hidden}>{label}: </span>
        {text}
      </div>
    )
  } else if (!edit.editing) {
    body = (
      <button className={styles.view} {...edit.getViewProps()}>
        <span className={styles.hidden}>{label}: </span>
        {text}
      </button>
    )
  } else {
    const common = { className: styles.input, placeholder: placeholder ?? t('field-inline-edit.placeholder'), ...edit.getEditorProps() }
    body = (
      <>
        <div className={styles.editor}>
          {isMultiline ? <textarea {...common} rows={editorRows(edit.draft)} /> : <input {...common} type="text" />}
          <Button icon="check" variant="primary" helpText={t('field-inline-edit.confirm')} onClick={edit.confirm} />
        </div>
        {shown?.text && (
          <p id={edit.messageId} className={fieldStyles.message} data-validation={shown.type}>
            <Icon name={VALIDATION_ICONS[shown.type]} size="small" />
            <span>{shown.text}</span>
          </p>
        )}
      </>
    )
  }

  return (
    <div
      className={styles.inlineEdit}
      data-field-inline-edit=""
      data-state={state}
      data-text-style={textStyle ?? 'body'}
      data-multiline={isMultiline ? 'true' : undefined}
      {...edit.getRootProps()}
    >
      {body}
    </div>
  )
}
