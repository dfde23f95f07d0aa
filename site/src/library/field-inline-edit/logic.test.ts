// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  blocks,
  committedValue,
  editorRows,
  enterAction,
  inlineEditReducer,
  inlineEditState,
  isEmptyText,
  VIEWING,
  type InlineEditContext,
  type InlineEditModel,
} from './logic'

const free: InlineEditContext = { isReadOnly: false, blocked: false }
const editing: InlineEditModel = { mode: 'editing', draft: 'Quarterly report', touched: false }

describe('isEmptyText and committedValue', () => {
  it('null and blank text are empty and save as null', () => {
    expect(isEmptyText(null)).toBe(true)
    expect(isEmptyText(undefined)).toBe(true)
    expect(isEmptyText('  \n ')).toBe(true)
    expect(isEmptyText('x')).toBe(false)
    expect(committedValue('   ')).toBeNull()
    expect(committedValue(' Report ')).toBe(' Report ')
  })
})

describe('blocks', () => {
  it('error blocks on errors, warning on errors and warnings, never on nothing', () => {
    expect(blocks({ type: 'error' }, 'error')).toBe(true)
    expect(blocks({ type: 'warning' }, 'error')).toBe(false)
    expect(blocks({ type: 'error' }, 'warning')).toBe(true)
    expect(blocks({ type: 'warning' }, 'warning')).toBe(true)
    expect(blocks({ type: 'success' }, 'warning')).toBe(false)
    expect(blocks({ type: 'empty' }, 'warning')).toBe(false)
    expect(blocks({ type: 'error' }, 'never')).toBe(false)
  })
})

describe('inlineEditReducer', () => {
  it('enter: starts editing from the committed value (blank for null)', () => {
    expect(inlineEditReducer(VIEWING, { type: 'enter', value: 'Report' }, free)).toEqual({ model: { mode: 'editing', draft: 'Report', touched: false } })
    expect(inlineEditReducer(VIEWING, { type: 'enter', value: null }, free).model.draft).toBe('')
  })
  it('enter: a read-only inline edit stays viewing', () => {
    expect(inlineEditReducer(VIEWING, { type: 'enter', value: 'x' }, { ...free, isReadOnly: true }).model).toBe(VIEWING)
  })
  it('input: changes the draft and marks it touched', () => {
    expect(inlineEditReducer(editing, { type: 'input', draft: 'Annual report' }, free)).toEqual({ model: { mode: 'editing', draft: 'Annual report', touched: true } })
  })
  it('confirm and outside: save the draft and go back to viewing', () => {
    for (const type of ['confirm', 'outside'] as const) {
      expect(inlineEditReducer(editing, { type }, free)).toEqual({ model: VIEWING, commit: 'Quarterly report' })
      expect(inlineEditReducer({ ...editing, draft: ' ' }, { type }, free)).toEqual({ model: VIEWING, commit: null })
    }
  })
  it('confirm and outside: blocked, they stay editing and show the validation', () => {
    for (const type of ['confirm', 'outside'] as const) {
      const r = inlineEditReducer(editing, { type }, { ...free, blocked: true })
      expect(r).toEqual({ model: { ...editing, touched: true } })
      expect('commit' in r).toBe(false)
    }
  })
  it('cancel: drops the draft without saving', () => {
    expect(inlineEditReducer(editing, { type: 'cancel' }, free)).toEqual({ model: VIEWING })
  })
  it('events that do not apply leave the model', () => {
    expect(inlineEditReducer(VIEWING, { type: 'confirm' }, free).model).toBe(VIEWING)
    expect(inlineEditReducer(VIEWING, { type: 'outside' }, free)).toEqual({ model: VIEWING })
    expect(inlineEditReducer(VIEWING, { type: 'cancel' }, free).model).toBe(VIEWING)
    expect(inlineEditReducer(VIEWING, { type: 'input', draft: 'x' }, free).model).toBe(VIEWING)
    expect(inlineEditReducer(editing, { type: 'enter', value: 'other' }, free).model).toBe(editing)
  })
})

describe('inlineEditState', () => {
  it('readonly wins, then editing or editable', () => {
    expect(inlineEditState(editing, true)).toBe('readonly')
    expect(inlineEditState(editing, false)).toBe('editing')
    expect(inlineEditState(VIEWING, false)).toBe('editable')
  })
})

describe('enterAction', () => {
  it('Enter confirms; Shift+Enter adds a line in multiline only', () => {
    expect(enterAction({ isMultiline: false, shiftKey: false })).toBe('confirm')
    expect(enterAction({ isMultiline: false, shiftKey: true })).toBe('confirm')
    expect(enterAction({ isMultiline: true, shiftKey: false })).toBe('confirm')
    expect(enterAction({ isMultiline: true, shiftKey: true })).toBe('newline')
  })
})

describe('editorRows', () => {
  it('follows the lines, between 2 and 12', () => {
    expect(editorRows('one')).toBe(2)
    expect(editorRows('1\n2\n3')).toBe(3)
    expect(editorRows('\n'.repeat(20))).toBe(12)
  })
})
