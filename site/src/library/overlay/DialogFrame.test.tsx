import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InFloatingTree } from './dialog'
import { DialogFrame, type DialogFrameProps } from './DialogFrame'
import type { DialogCloseRequest } from './logic'
import { WithOpener } from './test-opener'
import { useDialogFrame, type DialogFrameOptions } from './use-dialog-frame'

type TestProps = Partial<DialogFrameOptions> & Partial<Omit<DialogFrameProps, 'frame'>> & { children?: ReactNode }

/** TestFrame is a dialog made of the frame alone, as Modal and Drawer make theirs. */
function TestFrame({ open, defaultOpen = true, onOpenChange, closes = () => true, closeOutside = true, escapeKey, closeLabel = 'Close it', ...view }: TestProps) {
  const frame = useDialogFrame({ open, defaultOpen, onOpenChange, closes, closeOutside, escapeKey, closeLabel })
  return (
    <DialogFrame frame={frame} backdrop={{ className: 'backdrop', 'data-test-backdrop': '' }} inBackdrop={false} dialog={{ className: 'own', 'data-test-dialog': 'yes' }} showCloseButton={false} title="Order" {...view}>
      {view.children ?? <p>Body text</p>}
    </DialogFrame>
  )
}

/** Opener opens the frame from a button, so the focus has somewhere to return to. */
const Opener = (props: TestProps) => (
  <InFloatingTree>
    <WithOpener dialog={(open, setOpen) => <TestFrame {...props} open={open} onOpenChange={setOpen} />} />
  </InFloatingTree>
)

const dialog = () => screen.getByRole('dialog')
const body = () => dialog().querySelector('[data-scrolls]') as HTMLElement

/** tall makes every element report the given heights, as the browser would lay them out. */
function tall(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('DialogFrame', () => {
  it('renders a modal dialog labelled by its title, with the header, the body and the footer', () => {
    render(<TestFrame footer={<button type="button">Save</button>} />)
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Order' })).toBe(dialog())
    expect(screen.getByRole('heading', { level: 2, name: 'Order' }).closest('header')).toBeTruthy()
    expect(body().textContent).toBe('Body text')
    expect(dialog().querySelector('footer')?.textContent).toBe('Save')
    const parts = [...dialog().children].map((el) => el.tagName.toLowerCase())
    expect(parts).toEqual(['header', 'div', 'footer'])
  })

  it('renders nothing while closed', () => {
    render(<TestFrame defaultOpen={false} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('[data-test-backdrop]')).toBeNull()
  })

  it('puts a custom header in place of the title, labelled by it', () => {
    render(<TestFrame header={<span>Custom header</span>} />)
    expect(screen.getByRole('dialog', { name: 'Custom header' })).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('has no footer when the footer is undefined or null', () => {
    const { rerender } = render(<TestFrame />)
    expect(dialog().querySelector('footer')).toBeNull()
    rerender(<TestFrame footer={null} />)
    expect(dialog().querySelector('footer')).toBeNull()
  })

  it('adds the component’s class, data- attributes and backdrop, and what comes after the footer', () => {
    render(<TestFrame footer="F" after={<button type="button">Handle</button>} />)
    expect(dialog().classList.contains('own')).toBe(true)
    expect(dialog().classList.length).toBe(2)
    expect(dialog().dataset.testDialog).toBe('yes')
    expect(dialog().lastElementChild?.textContent).toBe('Handle')
    const backdrop = document.querySelector('[data-test-backdrop]')!
    expect(backdrop.classList.contains('backdrop')).toBe(true)
    expect(backdrop.contains(dialog())).toBe(false)
  })

  it('puts the dialog inside the backdrop with inBackdrop', () => {
    render(<TestFrame inBackdrop />)
    expect(document.querySelector('[data-test-backdrop]')!.contains(dialog())).toBe(true)
  })

  it('shows the close button only when asked, named by its label, and it asks to close', async () => {
    const user = userEvent.setup()
    const closes = vi.fn((_: DialogCloseRequest) => false)
    const { rerender } = render(<TestFrame closes={closes} />)
    expect(screen.queryByRole('button', { name: 'Close it' })).toBeNull()
    rerender(<TestFrame closes={closes} showCloseButton />)
    const close = screen.getByRole('button', { name: 'Close it' })
    expect([close.getAttribute('aria-label'), close.getAttribute('title')]).toEqual(['Close it', 'Close it'])
    expect(close.closest('header')).toBeTruthy()
    await user.click(close)
    expect(closes).toHaveBeenCalledWith('close-button')
    expect(dialog()).toBeTruthy()
    closes.mockReturnValue(true)
    await user.click(close)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks to close on Escape and on a press outside, unless they are off', async () => {
    const user = userEvent.setup()
    const closes = vi.fn((_: DialogCloseRequest) => false)
    const { unmount } = render(<TestFrame closes={closes} />)
    await user.keyboard('{Escape}')
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-test-backdrop]')! })
    expect(closes.mock.calls.map(([r]) => r)).toEqual(['escape', 'outside'])
    unmount()
    closes.mockClear()
    render(<TestFrame closes={closes} escapeKey={false} closeOutside={false} />)
    await user.keyboard('{Escape}')
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-test-backdrop]')! })
    expect(closes).not.toHaveBeenCalled()
  })

  it('makes the body a tab stop, a region named by the heading, only while it scrolls', () => {
    tall(300, 300)
    render(<TestFrame />)
    expect(body().dataset.scrolls).toBe('false')
    expect(body().hasAttribute('tabindex')).toBe(false)
    expect(body().hasAttribute('role')).toBe(false)
    tall(900, 300)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(body().dataset.scrolls).toBe('true')
    expect(body().tabIndex).toBe(0)
    expect(screen.getByRole('region', { name: 'Order' })).toBe(body())
    tall(300, 300)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(body().hasAttribute('tabindex')).toBe(false)
    expect(body().hasAttribute('role')).toBe(false)
  })

  it('takes the focus, cycles Tab through its controls and returns the focus to the opener on close', async () => {
    const user = userEvent.setup()
    render(<Opener showCloseButton footer={<button type="button">Save</button>} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Close it'))
    const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent
    // past the last control Tab comes back to the first, and Shift+Tab from the first goes to the last
    const steps = [
      { key: '{Tab}', want: 'Save' },
      { key: '{Tab}', want: 'Close it' },
      { key: '{Shift>}{Tab}{/Shift}', want: 'Save' },
    ]
    for (const { key, want } of steps) {
      await user.keyboard(key)
      await waitFor(() => expect(focused(), `after ${key}`).toBe(want))
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
