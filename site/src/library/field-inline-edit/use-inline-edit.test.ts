// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { FocusEvent, KeyboardEvent } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { useInlineEdit, type InlineEditOptions } from './use-inline-edit'

beforeAll(() => initI18n('en-US'))

const defaults: InlineEditOptions = { label: 'Title', isRequired: false, isMultiline: false, blockOn: 'error', isReadOnly: false }
const setup = (o: Partial<InlineEditOptions> = {}) => renderHook((p: InlineEditOptions) => useInlineEdit(p), { initialProps: { ...defaults, ...o } })
type Api = { current: ReturnType<typeof useInlineEdit> }
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, preventDefault: vi.fn(), stopPropagation: vi.fn(), nativeEvent: { isComposing: false } }) as unknown as KeyboardEvent
const edit = (r: Api) => act(() => r.current.getViewProps().onClick())
const type = (r: Api, text: string) => act(() => r.current.getEditorProps().onChange({ target: { value: text } }))

describe('useInlineEdit', () => {
  it('shows its value, editable, and starts editing on a click with the value as draft', () => {
    const { result } = setup({ defaultValue: 'Budget' })
    expect(result.current).toMatchObject({ state: 'editable', editing: false, value: 'Budget', empty: false })
    edit(result)
    expect(result.current).toMatchObject({ state: 'editing', editing: true, draft: 'Budget' })
    expect(result.current.getEditorProps()['aria-label']).toBe('Title')
  })

  it('saves the draft on Enter and drops it on Escape', () => {
    const onValueChange = vi.fn()
    const { result } = setup({ defaultValue: 'Budget', onValueChange })
    edit(result)
    type(result, 'Budget 2027')
    const enter = key('Enter')
    act(() => result.current.getEditorProps().onKeyDown(enter))
    expect(enter.preventDefault).toHaveBeenCalled()
    expect(onValueChange).toHaveBeenLastCalledWith('Budget 2027')
    expect(result.current.editing).toBe(false)
    edit(result)
    type(result, 'draft')
    const escape = key('Escape')
    act(() => result.current.getEditorProps().onKeyDown(escape))
    expect(escape.stopPropagation).toHaveBeenCalled()
    expect(result.current.value).toBe('Budget 2027')
    expect(onValueChange).toHaveBeenCalledTimes(1)
  })

  it('leaves Shift+Enter to the textarea when multiline', () => {
    const { result } = setup({ isMultiline: true })
    edit(result)
    const shiftEnter = key('Enter', true)
    act(() => result.current.getEditorProps().onKeyDown(shiftEnter))
    expect(shiftEnter.preventDefault).not.toHaveBeenCalled()
    expect(result.current.editing).toBe(true)
  })

  it('keeps a required, emptied edit open with its error', () => {
    const { result } = setup({ defaultValue: 'Budget', isRequired: true })
    edit(result)
    type(result, '')
    act(() => result.current.confirm())
    expect(result.current.editing).toBe(true)
    expect(result.current.shown?.type).toBe('error')
    expect(result.current.getEditorProps()).toMatchObject({ 'aria-invalid': true, 'aria-required': true, 'aria-describedby': result.current.messageId })
    expect(result.current.getRootProps()['data-validation']).toBe('error')
  })

  it('saves when the focus leaves the editor for outside', () => {
    const onValueChange = vi.fn()
    const { result } = setup({ onValueChange })
    edit(result)
    type(result, 'Kept')
    const blur = { target: document.createElement('input'), relatedTarget: document.body } as unknown as FocusEvent
    act(() => result.current.getRootProps().onBlur(blur))
    expect(onValueChange).toHaveBeenLastCalledWith('Kept')
    expect(result.current.editing).toBe(false)
  })

  it('never edits when read-only', () => {
    const { result } = setup({ isReadOnly: true, defaultValue: 'Fixed' })
    expect(result.current.state).toBe('readonly')
    edit(result)
    expect(result.current.editing).toBe(false)
  })
})
