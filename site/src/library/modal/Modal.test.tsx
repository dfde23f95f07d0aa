import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { WithOpener } from '../overlay/test-opener'
import { Popover } from '../popover/Popover'
import { Modal } from './Modal'
import type { ModalProps } from './schema'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

function Opener(props: Partial<ModalProps>) {
  const actions = (close: () => void) => (
    <>
      <button type="button" onClick={close}>
        Cancel
      </button>
      <button type="button">Save</button>
    </>
  )
  return (
    <WithOpener
      dialog={(open, setOpen) => (
        <Modal title="Edit order" open={open} onOpenChange={setOpen} footer={actions(() => setOpen(false))} {...props}>
          <label>
            Name <input />
          </label>
        </Modal>
      )}
    />
  )
}

type User = ReturnType<typeof userEvent.setup>
/** openDialog clicks Open and waits for the dialog. */
const openDialog = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return screen.findByRole('dialog')
}
/** clickBackdrop presses the mouse on the backdrop around the dialog. */
const clickBackdrop = (user: User) => user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-modal-backdrop]')! })

describe('Modal', () => {
  it('is not in the document until opened', () => {
    render(<Opener />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as a labelled modal dialog with its size, and takes the focus', async () => {
    const user = userEvent.setup()
    render(<Opener size="lg" />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit order' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.dataset.state).toBe('open')
    expect(dialog.dataset.size).toBe('lg')
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('48rem')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')))
  })

  it('keeps the focus inside and returns it to the opener on close', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await screen.findByRole('dialog')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')))
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 5; i++) {
      await user.tab()
      await waitFor(() => expect(dialog.contains(document.activeElement), `focus after ${i + 1} tabs: ${document.activeElement?.outerHTML}`).toBe(true))
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('closes on Escape, on the backdrop and on the close button', async () => {
    const user = userEvent.setup()
    render(<Opener showCloseButton />)
    await openDialog(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await openDialog(user)
    await clickBackdrop(user)
    expect(screen.queryByRole('dialog')).toBeNull()
    await openDialog(user)
    await user.click(screen.getByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays open on Escape and the backdrop with preventCloseOutside', async () => {
    const user = userEvent.setup()
    render(<Opener preventCloseOutside />)
    await openDialog(user)
    await user.keyboard('{Escape}')
    await clickBackdrop(user)
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('renders a header slot and labels the dialog with it', async () => {
    render(
      <Modal defaultOpen header={<h2>Custom header</h2>}>
        Body
      </Modal>,
    )
    expect(await screen.findByRole('dialog', { name: 'Custom header' })).toBeTruthy()
  })

  it('logs a modal without a title or header, and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Modal defaultOpen>Body</Modal>)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Modal: invalid prop "title": a modal needs a title or a header to be labelled by'))
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})

describe('Modal with a popover inside', () => {
  it('closes only the popover on Escape, then the modal', async () => {
    const user = userEvent.setup()
    render(
      <Modal defaultOpen title="Edit order">
        <Popover content={<button type="button">Inside the popover</button>} label="Hint">
          <button type="button">Details</button>
        </Popover>
      </Modal>,
    )
    await user.click(screen.getByRole('button', { name: 'Details' }))
    await user.click(await screen.findByRole('button', { name: 'Inside the popover' }))
    expect(screen.getByRole('dialog', { name: 'Edit order' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Hint' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Edit order' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Edit order' })).toBeNull()
  })
})
