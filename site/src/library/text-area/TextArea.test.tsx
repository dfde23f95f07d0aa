import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { TextArea } from './TextArea'

beforeAll(async () => {
  await initI18n('en-US')
})

/** lineHeight is the height one line adds to the mocked scroll height. */
const lineHeight = 20

// jsdom lays nothing out: the scroll height follows the lines of the text, 5 rows at least.
function mockScrollHeight() {
  return vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLTextAreaElement) {
    return Math.max(this.rows, this.value.split('\n').length) * lineHeight
  })
}

afterEach(() => vi.restoreAllMocks())

describe('TextArea', () => {
  it('has 5 rows unless told, and keeps its text', async () => {
    const onValueChange = vi.fn()
    render(<TextArea label="Notes" onValueChange={onValueChange} />)
    const area = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement
    expect(area.rows).toBe(5)
    await userEvent.type(area, 'one{Enter}two')
    expect(onValueChange).toHaveBeenLastCalledWith('one\ntwo')
  })
  it('takes rows', () => {
    render(<TextArea label="Notes" rows={3} />)
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).rows).toBe(3)
  })
  it('does not set its height without autoSize', () => {
    mockScrollHeight()
    render(<TextArea label="Notes" defaultValue={'a\nb\nc\nd\ne\nf'} />)
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).style.height).toBe('')
  })
  it('grows with its text: the scroll height plus 3 px', async () => {
    mockScrollHeight()
    render(<TextArea label="Notes" autoSize />)
    const area = screen.getByRole('textbox') as HTMLTextAreaElement
    expect(area.style.height).toBe(`${5 * lineHeight + 3}px`)
    expect(area.style.overflowY).toBe('hidden')
    await userEvent.type(area, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7')
    expect(area.style.height).toBe(`${7 * lineHeight + 3}px`)
    await userEvent.type(area, '{Backspace}{Backspace}')
    expect(area.style.height).toBe(`${6 * lineHeight + 3}px`)
  })
  it('stops at maxHeight, then scrolls', async () => {
    mockScrollHeight()
    render(<TextArea label="Notes" autoSize maxHeight={150} />)
    const area = screen.getByRole('textbox') as HTMLTextAreaElement
    expect(area.style.height).toBe('103px')
    await userEvent.type(area, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9')
    expect(area.style.height).toBe('150px')
    expect(area.style.overflowY).toBe('auto')
  })
  it('shows the required error once left empty', async () => {
    const { container } = render(<TextArea label="Notes" isRequired />)
    await userEvent.click(screen.getByRole('textbox'))
    await userEvent.tab()
    expect(screen.getByText('This field is required')).toBeTruthy()
    expect(container.querySelector<HTMLElement>('[data-field="TextArea"]')!.dataset.state).toBe('error')
  })
})
