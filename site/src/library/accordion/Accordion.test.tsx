import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Accordion } from './Accordion'

describe('Accordion', () => {
  it('is a heading with a button that controls a region named by it', () => {
    render(
      <Accordion title="Shipping" headingLevel={2}>
        Two days
      </Accordion>,
    )
    const button = screen.getByRole('button', { name: 'Shipping' })
    expect(button.closest('h2')).not.toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const region = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(region.getAttribute('role')).toBe('region')
    expect(region.getAttribute('aria-labelledby')).toBe(button.id)
    expect(region.dataset.state).toBe('closed')
  })

  it('opens and closes uncontrolled, by click and by keyboard', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { container } = render(
      <Accordion title="Shipping" defaultOpen onOpenChange={onOpenChange}>
        Two days
      </Accordion>,
    )
    const root = container.querySelector<HTMLElement>('[data-accordion]')!
    const button = screen.getByRole('button', { name: 'Shipping' })
    expect(root.dataset.state).toBe('open')
    await user.click(button)
    expect(root.dataset.state).toBe('closed')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    button.focus()
    await user.keyboard('{Enter}')
    expect(root.dataset.state).toBe('open')
    await user.keyboard(' ')
    expect(root.dataset.state).toBe('closed')
    expect(onOpenChange).toHaveBeenCalledTimes(3)
  })

  it('only asks when controlled, and follows its open prop', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { rerender } = render(<Accordion title="Shipping" open onOpenChange={onOpenChange} />)
    const button = screen.getByRole('button', { name: 'Shipping' })
    await user.click(button)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    rerender(<Accordion title="Shipping" open={false} onOpenChange={onOpenChange} />)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('can be opened from outside', async () => {
    const user = userEvent.setup()
    function Remote() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            Remote
          </button>
          <Accordion title="Block" icon="edit" open={open} onOpenChange={setOpen}>
            Body
          </Accordion>
        </>
      )
    }
    render(<Remote />)
    await user.click(screen.getByRole('button', { name: 'Remote' }))
    expect(screen.getByRole('button', { name: 'Block' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('logs a console error for an invalid prop and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Accordion title="" />)
    expect(screen.getByRole('button')).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith('Accordion: invalid prop "title": may not be empty'))
    error.mockRestore()
  })
})
