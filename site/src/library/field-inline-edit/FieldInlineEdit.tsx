import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { useControllable } from '../button/use-controllable'
import fieldStyles from '../field/Field.module.css'
import { EMPTY, validate, type Validator } from '../field/logic'
import { Icon } from '../icon/Icon'
import { useValidatedProps } from '../use-validated-props'
import { VALIDATION_ICONS } from '../value-label/logic'
import styles from './FieldInlineEdit.module.css'
import { blocks, committedValue, editorRows, enterAction, inlineEditReducer, inlineEditState, isEmptyText, VIEWING, type InlineEditEvent, type InlineEditModel } from './logic'
import type { FieldInlineEditProps } from './schema'

const loadSchema = () => import('./schema').then((m) => m.fieldInlineEditSchema)

/**
 * FieldInlineEdit shows a text that turns into a field when clicked or
 * focused. Enter or the confirm button saves the edit (Shift+Enter adds a
 * line when multiline), Escape drops it, and a click or focus outside saves
 * it too. A validation at the blockOn level keeps the edit open with its
 * message. States (data-state): editable, editing, readonly.
 */
export function FieldInlineEdit(props: FieldInlineEditProps) {
  useValidatedProps('FieldInlineEdit', loadSchema, props)
  const { label, isRequired = false, placeholder, isMultiline = false, textStyle, blockOn = 'error', isReadOnly = false } = props
  const validators = props.validators as readonly Validator<string | null>[] | undefined
  const { t } = useTranslation()
  const [value, setValue] = useControllable<string | null>(props.value, props.defaultValue ?? null, props.onValueChange)
  const [model, setModel] = useState<InlineEditModel>(VIEWING)
  // The latest model for event handlers: two events in one tick (Enter, then the blur of the removed field) see each other.
  const modelRef = useRef(model)
  const rootRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<HTMLButtonElement>(null)
  const editorRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const returnFocus = useRef(false)
  const quietFocus = useRef(false)
  // Enter that confirmed is still down: its keypress may reach the text's button, which must not edit again.
  const enterHeld = useRef(false)
  const messageId = useId()

  const requiredText = t('form-fields.requiredMessage')
  const editing = model.mode === 'editing'
  const validation = useMemo(
    () => (editing ? validate(committedValue(model.draft), { isRequired, validators, requiredText }) : EMPTY),
    [editing, model.draft, isRequired, validators, requiredText],
  )
  const blocked = blocks(validation, blockOn)

  const send = (event: InlineEditEvent) => {
    const current = modelRef.current
    const r = inlineEditReducer(current, event, { isReadOnly, blocked })
    if (r.model !== current) {
      modelRef.current = r.model
      setModel(r.model)
    }
    if (r.commit !== undefined && r.commit !== value) setValue(r.commit)
    return r.model
  }
  // confirm or cancel from inside: back to viewing with the focus on the text, which does not edit again on that focus
  const finish = (event: InlineEditEvent) => {
    if (send(event).mode === 'viewing') returnFocus.current = true
  }

  useEffect(() => {
    if (editing) {
      const el = editorRef.current
      el?.focus()
      el?.setSelectionRange(el.value.length, el.value.length)
    } else if (returnFocus.current) {
      returnFocus.current = false
      quietFocus.current = true
      viewRef.current?.focus()
      quietFocus.current = false
    }
  }, [editing])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      finish({ type: 'cancel' })
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      if (enterAction({ isMultiline, shiftKey: e.shiftKey }) === 'newline') return
      e.preventDefault()
      enterHeld.current = true
      finish({ type: 'confirm' })
    }
  }
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key === 'Enter') enterHeld.current = false
  }
  // Only the editor's own blur counts: the text's button may blur as it is replaced by the field.
  const onBlur = (e: FocusEvent) => {
    if (modelRef.current.mode !== 'editing' || (e.target as Element).hasAttribute('data-inline-edit-view')) return
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) send({ type: 'outside' })
  }
  // A press inside the editor but off the field (the confirm button, the message) keeps the focus in the field.
  const onMouseDown = (e: MouseEvent) => {
    enterHeld.current = false
    if (editing && e.target !== editorRef.current) e.preventDefault()
  }
  const onViewClick = () => {
    if (enterHeld.current) enterHeld.current = false
    else send({ type: 'enter', value })
  }

  const state = inlineEditState(model, isReadOnly)
  const empty = isEmptyText(value)
  const text = <span className={empty ? styles.placeholder : undefined}>{empty ? (placeholder ?? t('field-inline-edit.placeholder')) : value}</span>
  const shown = editing && model.touched && validation.type !== 'empty' ? validation : null

  let body
  if (state === 'readonly') {
    body = (
      <div className={styles.view} data-inline-edit-view="">
        <span className={styles.hidden}>{label}: </span>
        {text}
      </div>
    )
  } else if (!editing) {
    body = (
      <button
        ref={viewRef}
        type="button"
        className={styles.view}
        data-inline-edit-view=""
        onClick={onViewClick}
        onFocus={() => !quietFocus.current && send({ type: 'enter', value })}
      >
        <span className={styles.hidden}>{label}: </span>
        {text}
      </button>
    )
  } else {
    const common = {
      ref: editorRef,
      className: styles.input,
      value: model.draft,
      placeholder: placeholder ?? t('field-inline-edit.placeholder'),
      'aria-label': label,
      'aria-invalid': shown?.type === 'error' || undefined,
      'aria-required': isRequired || undefined,
      'aria-describedby': shown?.text ? messageId : undefined,
      'data-inline-edit-input': '',
      onKeyDown,
      onChange: (e: { target: { value: string } }) => send({ type: 'input', draft: e.target.value }),
    }
    body = (
      <>
        <div className={styles.editor}>
          {isMultiline ? <textarea {...common} rows={editorRows(model.draft)} /> : <input {...common} type="text" />}
          <Button icon="check" variant="primary" helpText={t('field-inline-edit.confirm')} onClick={() => finish({ type: 'confirm' })} />
        </div>
        {shown?.text && (
          <p id={messageId} className={fieldStyles.message} data-validation={shown.type}>
            <Icon name={VALIDATION_ICONS[shown.type]} size="small" />
            <span>{shown.text}</span>
          </p>
        )}
      </>
    )
  }

  return (
    <div
      ref={rootRef}
      className={styles.inlineEdit}
      data-field-inline-edit=""
      data-state={state}
      data-text-style={textStyle ?? 'body'}
      data-multiline={isMultiline ? 'true' : undefined}
      data-validation={shown?.type}
      onBlur={onBlur}
      onMouseDown={onMouseDown}
      onKeyUp={onKeyUp}
    >
      {body}
    </div>
  )
}
