import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../button/Button'
import { Popover } from './Popover'

describe('Popover', () => {
  it('opens on click in a portal, with the trigger wired to it', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Popover content={<button type="button">Inside</button>} label="Details" size="md">
        <button type="button">Open</button>
      </Popover>,
    )
    const trigger = screen.getByRole('button', { name: 'Open' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Details' })
    expect(container.contains(dialog)).toBe(false)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    expect(dialog.dataset.state).toBe('open')
    expect(dialog.dataset.size).toBe('md')
    expect(dialog.style.width).toBe('16rem')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' })))
    await user.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('takes the library’s Button as its trigger: wired, positioned, and given back the focus', async () => {
    const user = userEvent.setup()
    render(
      <Popover content={<button type="button">Inside</button>} label="Details" trigger="click">
        <Button label="Open" />
      </Popover>,
    )
    const trigger = screen.getByRole('button', { name: 'Open' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.hasAttribute('data-popover-trigger')).toBe(true)
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Details' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('closes on Escape and returns the focus to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Popover content={<a href="#x">Link</a>}>
        <button type="button">Open</button>
      </Popover>,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })))
  })

  it('closes on a click outside', async () => {
    const user = userEvent.setup()
    render(
      <div>
        <p>Outside</p>
        <Popover content="Text">
          <button type="button">Open</button>
        </Popover>
      </div>,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog')
    await user.click(screen.getByText('Outside'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('gives a content function close', async () => {
    const user = userEvent.setup()
    render(
      <Popover content={({ close }) => <button type="button" onClick={close}>Done</button>}>
        <button type="button">Open</button>
      </Popover>,
    )
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(await screen.findByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens on hover and on focus with trigger="hover"', async () => {
    const user = userEvent.setup()
    render(
      <Popover trigger="hover" content="Hint">
        <button type="button">Hover me</button>
      </Popover>,
    )
    await user.hover(screen.getByRole('button', { name: 'Hover me' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    await user.unhover(screen.getByRole('button', { name: 'Hover me' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => screen.getByRole('button', { name: 'Hover me' }).focus())
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hover me' }))
  })

  it('is controlled with open and onOpenChange', async () => {
    const user = userEvent.setup()
    const changes: boolean[] = []
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Popover
          content="Controlled"
          open={open}
          onOpenChange={(o) => {
            changes.push(o)
            setOpen(o)
          }}
        >
          <button type="button">Open</button>
        </Popover>
      )
    }
    render(<Controlled />)
    expect(await screen.findByRole('dialog')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(changes).toEqual([false, true])
  })

  it('does not open when disabled', async () => {
    const user = userEvent.setup()
    render(
      <Popover content="x" isDisabled>
        <button type="button">Open</button>
      </Popover>,
    )
    const trigger = screen.getByRole('button', { name: 'Open' })
    // a trigger that never opens announces no popup
    expect(trigger.hasAttribute('aria-haspopup')).toBe(false)
    expect(trigger.hasAttribute('aria-expanded')).toBe(false)
    await user.click(trigger)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('logs the developer error without content and still renders the trigger', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    // @ts-expect-error content is missing on purpose
    render(<Popover><button type="button">Open</button></Popover>)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Popover: invalid prop "content": popover without content reference'))
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
