/**
 * The inline edit's rules: its states, the transitions between viewing and
 * editing as a reducer, which validation level blocks a confirmation, and
 * what counts as empty (null or blank). No React, no DOM.
 */
import { FIELD_DEFAULTS, type ValidationResult } from '../field/logic'

export const BLOCK_ON = ['error', 'warning', 'never'] as const
export type BlockOn = (typeof BLOCK_ON)[number]

export const TEXT_STYLES = ['heading', 'body'] as const
export type TextStyle = (typeof TEXT_STYLES)[number]

/** FIELD_INLINE_EDIT_DEFAULTS are the defaults of fieldInlineEditSchema: its `.default()`s (the field's where it picks a field prop), and what the view fills in (withDefaults). */
export const FIELD_INLINE_EDIT_DEFAULTS = {
  isRequired: FIELD_DEFAULTS.isRequired,
  validators: FIELD_DEFAULTS.validators,
  defaultValue: null,
  isMultiline: false,
  blockOn: 'error',
  isReadOnly: false,
} as const

export const RULE_TEXT_STYLE_MULTILINE = 'textStyle cannot be combined with multiline'

/** InlineEditState is the data-state: editable (viewing, a click or focus edits), editing, or readonly. */
export type InlineEditState = 'editable' | 'editing' | 'readonly'

/** InlineEditModel is what the reducer keeps: the mode, the text being edited, and whether its validation shows. */
export interface InlineEditModel {
  mode: 'viewing' | 'editing'
  draft: string
  /** touched: the draft was changed or a confirmation was tried, so its validation shows. */
  touched: boolean
}

export type InlineEditEvent =
  /** enter: a click or focus inside while viewing; value is the committed value the draft starts from. */
  | { type: 'enter'; value: string | null }
  /** input: the text changed. */
  | { type: 'input'; draft: string }
  /** confirm: Enter or the confirm button. */
  | { type: 'confirm' }
  /** outside: a click or focus outside. */
  | { type: 'outside' }
  /** cancel: Escape. */
  | { type: 'cancel' }

/** InlineEditContext is what a transition needs to know besides the model. */
export interface InlineEditContext {
  isReadOnly: boolean
  /** blocked: the draft's validation blocks a confirmation (see blocks). */
  blocked: boolean
}

/** InlineEditResult is the next model, and the value to commit when the transition commits one. */
export interface InlineEditResult {
  model: InlineEditModel
  /** commit is the value to save (null for an empty draft); absent when nothing is saved. */
  commit?: string | null
}

export const VIEWING: InlineEditModel = { mode: 'viewing', draft: '', touched: false }

/** isEmptyText: null, undefined or blank text is empty: the placeholder shows. */
export function isEmptyText(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ''
}

/** committedValue is what a draft saves as: null when blank, the text as typed otherwise. */
export function committedValue(draft: string): string | null {
  return isEmptyText(draft) ? null : draft
}

/** blocks: whether a validation keeps a draft from being confirmed under blockOn. */
export function blocks(validation: ValidationResult, blockOn: BlockOn): boolean {
  if (blockOn === 'never') return false
  if (validation.type === 'error') return true
  return blockOn === 'warning' && validation.type === 'warning'
}

/**
 * inlineEditReducer: while viewing, enter starts editing with the committed
 * value as draft (never when read-only). While editing: input changes the
 * draft; confirm and outside save the draft and go back to viewing, unless
 * the validation blocks (then they stay and show it); cancel drops the draft.
 * Every other event leaves the model as it is.
 */
export function inlineEditReducer(model: InlineEditModel, event: InlineEditEvent, ctx: InlineEditContext): InlineEditResult {
  if (model.mode === 'viewing') {
    if (event.type === 'enter' && !ctx.isReadOnly) return { model: { mode: 'editing', draft: event.value ?? '', touched: false } }
    return { model }
  }
  switch (event.type) {
    case 'input':
      return { model: { ...model, draft: event.draft, touched: true } }
    case 'confirm':
    case 'outside':
      if (ctx.blocked) return { model: model.touched ? model : { ...model, touched: true } }
      return { model: VIEWING, commit: committedValue(model.draft) }
    case 'cancel':
      return { model: VIEWING }
    default:
      return { model }
  }
}

/** inlineEditState is the data-state of the root. */
export function inlineEditState(model: InlineEditModel, isReadOnly: boolean): InlineEditState {
  if (isReadOnly) return 'readonly'
  return model.mode === 'editing' ? 'editing' : 'editable'
}

/** EnterAction is what Enter does in the editor: confirm, or let the text area add a line. */
export function enterAction(p: { isMultiline: boolean; shiftKey: boolean }): 'confirm' | 'newline' {
  return p.isMultiline && p.shiftKey ? 'newline' : 'confirm'
}

/** editorRows is the height of the multiline editor in lines: its lines, at least 2, at most 12. */
export function editorRows(draft: string): number {
  return Math.min(12, Math.max(2, draft.split('\n').length))
}
