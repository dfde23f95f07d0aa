import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DEFAULT_DURATION_MS } from './logic'
import { Toast, Toaster, useToast, type ToastInput } from './Toaster'
import { initI18n } from '../../app/i18n'

beforeAll(() => initI18n('en-US'))

function Buttons({ toasts }: { toasts: ToastInput[] }) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toasts.forEach((t) => toast(t))}>
      Show
    </button>
  )
}

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-toast]')].map((el) => el.textContent)

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows at most 3 toasts, then the next in order when one is closed', async () => {
    const user = userEvent.setup()
    render(
      <Toaster>
        <Buttons toasts={['1', '2', '3', '4', '5'].map((text) => ({ text, duration: null }))} />
      </Toaster>,
    )
    expect(shown()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(shown()).toEqual(['1', '2', '3'])
    expect(document.querySelector('[data-toaster]')!.getAttribute('data-count')).toBe('5')
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0])
    expect(shown()).toEqual(['2', '3', '4'])
  })

  it(`removes a toast when its progress reaches 1, after ${TOAST_DEFAULT_DURATION_MS} ms by default`, () => {
    vi.useFakeTimers()
    render(
      <Toaster>
        <Buttons toasts={[{ text: 'Saved', type: 'success' }]} />
      </Toaster>,
    )
    act(() => screen.getByRole('button', { name: 'Show' }).click())
    const view = () => document.querySelector<HTMLElement>('[data-toast-view]')
    expect(view()!.dataset.type).toBe('success')
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS / 2))
    expect(Number(view()!.dataset.progress)).toBeCloseTo(0.5, 2)
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS / 2))
    expect(view()).toBeNull()
  })

  it('pauses while the pointer is over a toast', async () => {
    vi.useFakeTimers()
    render(
      <Toaster>
        <Buttons toasts={[{ text: 'Hover me', duration: 1000 }]} />
      </Toaster>,
    )
    act(() => screen.getByRole('button', { name: 'Show' }).click())
    const item = document.querySelector<HTMLElement>('[data-toast]')!
    act(() => item.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    act(() => vi.advanceTimersByTime(5000))
    expect(item.dataset.state).toBe('paused')
    expect(shown()).toEqual(['Hover me'])
    act(() => item.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })))
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toEqual([])
  })

  it('renders custom data through the render prop of its type', async () => {
    const user = userEvent.setup()
    render(
      <Toaster render={{ info: (toast, { close }) => <a href={(toast.data as { href: string }).href} onClick={close}>{toast.text}</a> }}>
        <Buttons toasts={[{ text: 'See the docs', data: { href: '#docs' }, duration: null }, { text: 'Plain', type: 'warning', duration: null }]} />
      </Toaster>,
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('link', { name: 'See the docs' }).getAttribute('href')).toBe('#docs')
    expect(shown()).toEqual(['See the docs', 'Plain'])
  })

  it('makes error toasts alerts and names the region', async () => {
    const user = userEvent.setup()
    render(
      <Toaster label="Preview notifications">
        <Buttons toasts={[{ text: 'Failed', type: 'error', duration: null }]} />
      </Toaster>,
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByRole('alert').textContent).toBe('Failed')
    expect(screen.getByRole('region', { name: 'Preview notifications' })).toBeTruthy()
  })

  it('logs an invalid toast and still shows it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    render(
      <Toaster>
        <Buttons toasts={[{ text: 'Odd', duration: -1 }]} />
      </Toaster>,
    )
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(shown()).toEqual(['Odd'])
    await waitFor(() => expect(error).toHaveBeenCalledWith('Toast: invalid prop "duration": toast duration must be a positive integer or null'))
  })

  it('throws the developer error outside a toaster', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Buttons toasts={[]} />)).toThrow(/^toast without context/)
  })
})

describe('Toast', () => {
  it('draws a toast without a queue, with its progress', () => {
    render(<Toast type="warning" header="Stock low" text="2 kg left" progress={0.25} />)
    const view = document.querySelector<HTMLElement>('[data-toast-view]')!
    expect(view.dataset.type).toBe('warning')
    expect(view.dataset.progress).toBe('0.25')
    expect(view.textContent).toBe('Stock low2 kg left')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
