import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllable } from '../use-controllable'
import { EMPTY, validate, type Validator } from '../field/logic'
import { blocks, committedValue, FIELD_INLINE_EDIT_DEFAULTS, enterAction, inlineEditReducer, inlineEditState, isEmptyText, VIEWING, type InlineEditEvent, type InlineEditModel } from './logic'
import type { FieldInlineEditProps } from './schema'

/** InlineEditOptions are what useInlineEdit reads: FieldInlineEdit's props, their defaults applied. */
export interface InlineEditOptions extends Pick<FieldInlineEditProps, 'value' | 'defaultValue' | 'onValueChange' | 'validators' | 'label'> {
  isRequired: boolean
  isMultiline: boolean
  blockOn: NonNullable<FieldInlineEditProps['blockOn']>
  isReadOnly: boolean
}

/**
 * useInlineEdit is the behaviour of FieldInlineEdit: the value (controlled
 * or kept here), the viewing/editing model (inlineEditReducer), the draft's
 * validation and whether it blocks a confirm, the keys (Enter confirms,
 * Shift+Enter adds a line when multiline, Escape drops the edit), a blur
 * outside that saves, and where the focus goes when editing starts and ends.
 */
export function useInlineEdit(o: InlineEditOptions) {
  const { isRequired, isMultiline, blockOn, isReadOnly } = o
  const validators = o.validators as readonly Validator<string | null>[] | undefined
  const { t } = useTranslation()
  const [value, setValue] = useControllable<string | null>(o.value, o.defaultValue ?? FIELD_INLINE_EDIT_DEFAULTS.defaultValue, o.onValueChange)
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

  const shown = editing && model.touched && validation.type !== 'empty' ? validation : null

  return {
    value,
    /** state is shown as data-state: editable, editing or readonly */
    state: inlineEditState(model, isReadOnly),
    editing,
    /** draft is the text being edited */
    draft: model.draft,
    empty: isEmptyText(value),
    /** shown is the draft's validation once it was typed into, or null */
    shown,
    messageId,
    /** confirm saves the edit (unless its validation blocks) and puts the focus back on the text */
    confirm: () => finish({ type: 'confirm' }),
    getRootProps: () => ({
      ref: rootRef,
      'data-validation': shown?.type,
      // Only the editor's own blur counts: the text's button may blur as it is replaced by the field.
      onBlur: (e: FocusEvent) => {
        if (modelRef.current.mode !== 'editing' || (e.target as Element).hasAttribute('data-inline-edit-view')) return
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) send({ type: 'outside' })
      },
      // A press inside the editor but off the field (the confirm button, the message) keeps the focus in the field.
      onMouseDown: (e: MouseEvent) => {
        enterHeld.current = false
        if (editing && e.target !== editorRef.current) e.preventDefault()
      },
      onKeyUp: (e: KeyboardEvent) => {
        if (e.key === 'Enter') enterHeld.current = false
      },
    }),
    /** getViewProps are the props of the text's button, which edits on a click or focus */
    getViewProps: () => ({
      ref: viewRef,
      type: 'button' as const,
      'data-inline-edit-view': '',
      onClick: () => {
        if (enterHeld.current) enterHeld.current = false
        else send({ type: 'enter', value })
      },
      onFocus: () => !quietFocus.current && send({ type: 'enter', value }),
    }),
    /** getEditorProps are the props of the input or textarea */
    getEditorProps: () => ({
      ref: editorRef,
      value: model.draft,
      'aria-label': o.label,
      'aria-invalid': shown?.type === 'error' || undefined,
      'aria-required': isRequired || undefined,
      'aria-describedby': shown?.text ? messageId : undefined,
      'data-inline-edit-input': '',
      onKeyDown,
      onChange: (e: { target: { value: string } }) => send({ type: 'input', draft: e.target.value }),
    }),
  }
}

export type InlineEditApi = ReturnType<typeof useInlineEdit>
