import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { WithOpener } from '../overlay/test-opener'
import { Drawer } from './Drawer'
import type { DrawerProps } from './schema'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

/** Opener is a drawer with a search field and a Done button in its footer. */
const Opener = (props: Partial<DrawerProps>) => (
  <WithOpener
    dialog={(open, setOpen) => (
      <Drawer title="Filters" open={open} onOpenChange={setOpen} footer={<button type="button" onClick={() => setOpen(false)}>Done</button>} {...props}>
        <label>
          Search <input />
        </label>
      </Drawer>
    )}
  />
)

const drawer = () => screen.getByRole('dialog', { name: 'Filters' })

describe('Drawer', () => {
  it('opens as a labelled modal dialog at its default width, and the handle toggles the width', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(drawer().getAttribute('aria-modal')).toBe('true')
    expect(drawer().dataset.state).toBe('default')
    expect(drawer().style.getPropertyValue('--drawer-width')).toBe('20rem')
    await user.click(screen.getByRole('button', { name: 'Widen panel' }))
    expect(drawer().dataset.state).toBe('expanded')
    expect(drawer().style.getPropertyValue('--drawer-width')).toBe('26.8rem')
    await user.click(screen.getByRole('button', { name: 'Shrink panel' }))
    expect(drawer().dataset.state).toBe('default')
  })

  it('uses custom and wide widths', async () => {
    const { rerender } = render(<Drawer title="Filters" defaultOpen defaultWidth="400px" expandWidth="600px" />)
    expect(drawer().style.getPropertyValue('--drawer-width')).toBe('400px')
    rerender(<Drawer title="Filters" defaultOpen isWide expanded />)
    expect(drawer().style.getPropertyValue('--drawer-width')).toBe('75vw')
    expect(drawer().dataset.wide).toBe('true')
  })

  it('keeps the focus inside, and returns it on Escape', async () => {
    const user = userEvent.setup()
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox')))
    for (let i = 0; i < 4; i++) {
      await user.tab()
      await waitFor(() => expect(drawer().contains(document.activeElement), `focus after ${i + 1} tabs`).toBe(true))
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('closes on a click outside unless disallowCloseOutside; Escape always closes', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Opener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-drawer-mask]')! })
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()

    render(<Opener disallowCloseOutside />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-drawer-mask]')! })
    expect(drawer()).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes with its close button', async () => {
    const user = userEvent.setup()
    render(<Opener showCloseButton />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Close panel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('logs half a pair of custom widths, and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Drawer title="Filters" defaultOpen defaultWidth="400px" />)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Drawer: invalid prop "expandWidth": defaultWidth and expandWidth go together: give both or neither'))
    expect(drawer().style.getPropertyValue('--drawer-width')).toBe('20rem')
  })
})
