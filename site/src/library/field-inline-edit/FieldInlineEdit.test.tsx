import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { FieldInlineEdit } from './FieldInlineEdit'
import type { FieldInlineEditProps } from './schema'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

const root = () => document.querySelector('[data-field-inline-edit]') as HTMLElement
const view = () => screen.getByRole('button', { name: /^Project name:/ })
const editor = () => screen.getByRole('textbox', { name: 'Project name' }) as HTMLInputElement

function Setup(props: Partial<FieldInlineEditProps>) {
  return (
    <>
      <FieldInlineEdit label="Project name" defaultValue="Apollo" {...props} />
      <button type="button">Elsewhere</button>
      <p>Outside text</p>
    </>
  )
}

describe('FieldInlineEdit', () => {
  it('shows the text as a button named by label and text; a click edits it with the text in a focused field', async () => {
    const user = userEvent.setup()
    render(<Setup />)
    expect(root().dataset.state).toBe('editable')
    expect(view().textContent).toBe('Project name: Apollo')
    await user.click(view())
    expect(root().dataset.state).toBe('editing')
    expect(editor().value).toBe('Apollo')
    expect(document.activeElement).toBe(editor())
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy()
  })

  it('Enter confirms, calls onValueChange once and returns the focus to the text without editing again', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup onValueChange={onValueChange} />)
    await user.click(view())
    await user.clear(editor())
    await user.type(editor(), 'Gemini{Enter}')
    expect(root().dataset.state).toBe('editable')
    expect(view().textContent).toBe('Project name: Gemini')
    expect(onValueChange.mock.calls).toEqual([['Gemini']])
    await waitFor(() => expect(document.activeElement).toBe(view()))
    expect(root().dataset.state).toBe('editable')
    await user.keyboard('{Enter}')
    expect(root().dataset.state).toBe('editing')
  })

  it('the Enter that confirmed does not edit again when its keypress reaches the text (until the key is released)', async () => {
    const user = userEvent.setup()
    render(<Setup />)
    await user.click(view())
    await user.keyboard('{Enter>}')
    expect(root().dataset.state).toBe('editable')
    fireEvent.click(view())
    expect(root().dataset.state).toBe('editable')
    await user.keyboard('{/Enter}')
    await user.click(view())
    expect(root().dataset.state).toBe('editing')
  })

  it('Escape cancels the edit', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup onValueChange={onValueChange} />)
    await user.click(view())
    await user.type(editor(), ' 2{Escape}')
    expect(root().dataset.state).toBe('editable')
    expect(view().textContent).toBe('Project name: Apollo')
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('a click outside commits, and so does focus moving outside', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup onValueChange={onValueChange} />)
    await user.click(view())
    await user.type(editor(), ' 11')
    await user.click(screen.getByText('Outside text'))
    expect(root().dataset.state).toBe('editable')
    expect(onValueChange).toHaveBeenLastCalledWith('Apollo 11')
    await user.click(view())
    await user.type(editor(), '!')
    await user.tab() // to the confirm button: still inside
    expect(root().dataset.state).toBe('editing')
    await user.tab() // to “Elsewhere”
    expect(root().dataset.state).toBe('editable')
    expect(onValueChange).toHaveBeenLastCalledWith('Apollo 11!')
  })

  it('focus inside (Tab) enters editing; the confirm button confirms', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup onValueChange={onValueChange} />)
    await user.tab()
    expect(root().dataset.state).toBe('editing')
    await user.type(editor(), ' X')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(root().dataset.state).toBe('editable')
    expect(onValueChange).toHaveBeenCalledWith('Apollo X')
  })

  it('multiline: Shift+Enter adds a line, Enter confirms', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup isMultiline defaultValue="Line 1" onValueChange={onValueChange} />)
    await user.click(view())
    expect(editor().tagName).toBe('TEXTAREA')
    await user.type(editor(), '{Shift>}{Enter}{/Shift}Line 2')
    expect(root().dataset.state).toBe('editing')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('Line 1\nLine 2')
  })

  it('empty (null or blank) shows the placeholder; a blank edit saves null', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup defaultValue="  " onValueChange={onValueChange} />)
    expect(view().textContent).toBe('Project name: Click to edit')
    await user.click(view())
    await user.type(editor(), 'x{Backspace}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith(null)
    expect(view().textContent).toBe('Project name: Click to edit')
  })

  it.each([
    ['error', 'error', true],
    ['error', 'warning', false],
    ['warning', 'warning', true],
    ['never', 'error', false],
  ] as const)('blockOn %s with a %s: blocked → %s', async (blockOn, type, blocked) => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Setup blockOn={blockOn} validators={[(v: string | null) => (v && v.length > 6 ? { type, text: 'Keep it short' } : { type: 'empty' })]} onValueChange={onValueChange} />)
    await user.click(view())
    await user.type(editor(), ' long{Enter}')
    expect(root().dataset.state).toBe(blocked ? 'editing' : 'editable')
    expect(onValueChange).toHaveBeenCalledTimes(blocked ? 0 : 1)
    if (blocked) {
      expect(screen.getByText('Keep it short')).toBeTruthy()
      await user.click(screen.getByText('Outside text'))
      expect(root().dataset.state).toBe('editing')
      expect(onValueChange).not.toHaveBeenCalled()
    }
  })

  it('a required inline edit blocks an empty edit with the required message', async () => {
    const user = userEvent.setup()
    render(<Setup isRequired />)
    await user.click(view())
    await user.clear(editor())
    await user.keyboard('{Enter}')
    expect(root().dataset.state).toBe('editing')
    expect(editor().getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(editor().getAttribute('aria-describedby')!)?.textContent).toBe('This field is required')
  })

  it('readonly: shows the text only', async () => {
    const user = userEvent.setup()
    render(<Setup isReadOnly />)
    expect(root().dataset.state).toBe('readonly')
    expect(screen.queryByRole('button', { name: /^Project name/ })).toBeNull()
    await user.click(screen.getByText('Apollo'))
    expect(root().dataset.state).toBe('readonly')
  })

  it('heading text style; controlled value', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [v, setV] = useState<string | null>('Draft')
      return (
        <>
          <FieldInlineEdit label="Project name" textStyle="heading" value={v} onValueChange={setV} />
          <output>{String(v)}</output>
        </>
      )
    }
    render(<Controlled />)
    expect(root().dataset.textStyle).toBe('heading')
    await user.click(view())
    await user.type(editor(), ' final{Enter}')
    expect(screen.getByText('Draft final', { selector: 'output' })).toBeTruthy()
  })

  it('logs textStyle with multiline, and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Setup isMultiline textStyle="heading" />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('FieldInlineEdit: invalid prop "textStyle": textStyle cannot be combined with multiline'))
    expect(view()).toBeTruthy()
  })
})
