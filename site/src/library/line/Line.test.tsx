import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Line } from './Line'

describe('Line', () => {
  it('is an <hr> separator when plain', () => {
    const { container } = render(<Line />)
    expect(container.firstElementChild!.tagName).toBe('HR')
    expect(screen.getByRole('separator')).toBeTruthy()
  })
  it('is a separator named by its text, the rules around it split by position', () => {
    const { container } = render(<Line text="or" position="left" />)
    const sep = screen.getByRole('separator', { name: 'or' })
    expect(sep.dataset.state).toBe('text')
    expect(sep.dataset.position).toBe('left')
    const segments = [...container.querySelectorAll<HTMLElement>('[data-segment]')].map((s) => s.dataset.segment)
    expect(segments).toEqual(['lead', 'grow'])
  })
  it('has a button in it with onClick', async () => {
    const onClick = vi.fn()
    render(<Line text="Show older messages" position="right" onClick={onClick} />)
    expect(screen.queryByRole('separator')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show older messages' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
  it('logs a console error for onClick without text and renders a plain line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<Line onClick={() => {}} />)
    expect(container.firstElementChild!.tagName).toBe('HR')
    await waitFor(() => expect(error).toHaveBeenCalledWith('Line: invalid prop "onClick": onClick needs a text to click'))
  })
})
