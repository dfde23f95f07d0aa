import { render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Skeleton, Spinner } from './Loading'

beforeAll(async () => {
  await initI18n('en-US')
})

describe('Spinner', () => {
  it('is a status named “Loading” from the locale unless labelled', () => {
    render(<Spinner />)
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading')
  })
  it('says its label and draws its size and tone classes', () => {
    const { container } = render(<Spinner label="Loading orders" size="large" tone="muted" />)
    expect(screen.getByRole('status').textContent).toBe('Loading orders')
    expect(container.querySelector('.ts-spinner')!.className).toBe('ts-spinner ts-spinner-lg ts-spinner-muted')
  })
  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<Spinner decorative inline />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('Skeleton', () => {
  it('draws text lines, the last one shorter, hidden from screen readers', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />)
    const root = container.firstElementChild as HTMLElement
    expect(root.getAttribute('aria-hidden')).toBe('true')
    const lines = [...root.querySelectorAll<HTMLElement>('.ts-skeleton-line')]
    expect(lines.map((l) => l.style.inlineSize)).toEqual(['', '', '60%'])
  })
  it('sets the width of a rectangle and the height of a block', () => {
    const { container } = render(
      <>
        <Skeleton width="8rem" />
        <Skeleton shape="block" height="5rem" />
        <Skeleton shape="circle" width="9rem" />
      </>,
    )
    const [rect, block, circle] = [...container.children] as HTMLElement[]
    expect(rect.style.inlineSize).toBe('8rem')
    expect(block.style.blockSize).toBe('5rem')
    expect(circle.style.inlineSize).toBe('')
    expect(circle.dataset.shape).toBe('circle')
  })
  it('logs a console error for an invalid prop and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<Skeleton lines={0} shape="text" />)
    expect(container.querySelectorAll('.ts-skeleton-line')).toHaveLength(1)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Skeleton: invalid prop "lines": Too small: expected number to be >=1'))
  })
})
