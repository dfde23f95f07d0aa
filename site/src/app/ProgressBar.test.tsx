import { act, render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProgressBar } from './ProgressBar'

afterEach(() => {
  vi.useRealTimers()
})

describe('ProgressBar', () => {
  // The harness fingerprints a page's markup, attributes sorted: a bar that
  // showed during a slow navigation must leave the markup of one that never
  // showed.
  it('has the same markup at rest whether it showed or not', async () => {
    vi.useFakeTimers()
    let arrive = () => {}
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/slow', element: null, loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))) },
    ])
    const { container } = render(<ProgressBar router={router} />)
    const bar = () => container.querySelector('[data-progressbar]')!
    const markup = () => [...bar().attributes].map((a) => `${a.name}="${a.value}"`).sort()
    const rest = markup()
    expect(bar().hasAttribute('hidden')).toBe(true)

    let navigation!: Promise<void>
    act(() => {
      navigation = router.navigate('/slow')
    })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(bar().hasAttribute('hidden')).toBe(false)
    expect(bar().getAttribute('data-state')).toBe('running')
    expect((bar() as HTMLElement).style.transform).toMatch(/^scaleX\(0\.\d+\)$/)

    await act(async () => {
      arrive()
      await navigation
    })
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(bar().getAttribute('data-state')).toBe('idle')
    expect(markup()).toEqual(rest)
    router.dispose()
  })
})
