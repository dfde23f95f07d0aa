import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { revealFocus } from './reveal-focus'

describe('revealFocus', () => {
  it('scrolls what took the focus inside the box into view, nearest edge first', () => {
    const { getByRole, getByTestId } = render(
      <div data-testid="box" tabIndex={0} onFocus={revealFocus}>
        <button type="button">Move column</button>
      </div>,
    )
    const button = getByRole('button')
    const box = getByTestId('box')
    const inner = vi.fn()
    const outer = vi.fn()
    button.scrollIntoView = inner
    box.scrollIntoView = outer
    fireEvent.focus(button)
    expect(inner).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' })
    fireEvent.focus(box)
    expect(outer).not.toHaveBeenCalled()
  })
})
