import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Heading } from './Heading'

beforeAll(async () => {
  await initI18n('en-US')
})

describe('Heading', () => {
  it('renders the element of its level and looks like its size', () => {
    const { container } = render(<Heading text="Orders" level={3} size={1} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' })).toBeTruthy()
    expect(container.querySelector<HTMLElement>('[data-heading]')!.dataset.size).toBe('1')
  })
  it('is an h2 that looks like one unless told', () => {
    const { container } = render(<Heading text="Orders" />)
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy()
    expect(container.querySelector<HTMLElement>('[data-heading]')!.dataset.size).toBe('2')
  })
  it('ends with an action button, or a link with actionHref', async () => {
    const onAction = vi.fn()
    const { rerender } = render(<Heading text="Addresses" type="action" actionText="Add address" icon="plus" onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }))
    expect(onAction).toHaveBeenCalledTimes(1)
    rerender(<Heading text="Addresses" type="action" actionText="All addresses" actionHref="#addresses" />)
    expect(screen.getByRole('link', { name: 'All addresses' }).getAttribute('href')).toBe('#addresses')
  })
  it('toggles its region with a View/Close button (uncontrolled)', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Heading text="Details" type="toggle">
        <p>Hidden content</p>
      </Heading>,
    )
    const button = screen.getByRole('button', { name: 'View Details' })
    const region = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(region.hidden).toBe(true)
    expect(container.querySelector<HTMLElement>('[data-heading]')!.dataset.state).toBe('closed')
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.textContent).toBe('Close')
    expect(region.hidden).toBe(false)
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toBe('Hidden content')
    button.focus()
    await user.keyboard(' ')
    expect(region.hidden).toBe(true)
  })
  it('follows open when controlled and reports the wanted state', async () => {
    const onOpenChange = vi.fn()
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Heading
          text="Notes"
          type="toggle"
          open={open}
          viewText="Show notes"
          closeText="Hide notes"
          onOpenChange={(next) => {
            onOpenChange(next)
            setOpen(next)
          }}
        >
          Body
        </Heading>
      )
    }
    render(<Controlled />)
    const button = screen.getByRole('button', { name: 'Hide notes Notes' })
    await userEvent.click(button)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(button.textContent).toBe('Show notes')
  })
  it('stays as it is when controlled without a handler', async () => {
    render(<Heading text="Fixed" type="toggle" open={false} />)
    const button = screen.getByRole('button')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
  it('logs a console error for an action heading without actionText and still renders the heading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Heading text="Broken" type="action" />)
    expect(screen.getByRole('heading', { name: 'Broken' })).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith('Heading: invalid prop "actionText": type "action" needs an actionText'))
  })
})
