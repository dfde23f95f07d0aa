import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Pagination } from './Pagination'

beforeAll(() => initI18n('en-US'))

/** shown reads the page list as text: '‹ 1 … 4 5 6 … 10 ›', the current page in brackets. */
function shown(nav: HTMLElement): string {
  return [...nav.querySelectorAll('li')]
    .map((li) => {
      const b = li.querySelector('button')
      if (!b) return li.textContent?.trim().replace(/\s+/g, ' ') ?? ''
      if (b.dataset.paginationStep) return b.dataset.paginationStep === 'previous' ? '‹' : '›'
      return b.getAttribute('aria-current') === 'page' ? `[${b.textContent}]` : b.textContent
    })
    .join(' ')
}

describe('Pagination', () => {
  it('is a navigation landmark named from the locale, with the current page marked', () => {
    render(<Pagination total={50} defaultPage={2} />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(shown(nav)).toBe('‹ 1 [2] 3 4 5 ›')
    const current = within(nav).getByRole('button', { name: 'Page 2' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(nav.dataset).toMatchObject({ style: 'expand', state: 'middle', page: '2' })
  })

  it('shows each style', () => {
    const cases: Array<{ props: Parameters<typeof Pagination>[0]; want: string }> = [
      { props: { total: 50, defaultPage: 1 }, want: '‹ [1] 2 3 4 5 ›' },
      { props: { total: 500, pagingStyle: 'flex', defaultPage: 25 }, want: '‹ 1 … 24 [25] 26 … 50 ›' },
      { props: { total: 500, pagingStyle: 'flex', defaultPage: 25, adjacentAmount: 2 }, want: '‹ 1 … 23 24 [25] 26 27 … 50 ›' },
      { props: { total: 30, pagingStyle: 'flex', defaultPage: 2 }, want: '‹ 1 [2] 3 ›' },
      { props: { total: null, pagingStyle: 'flex', defaultPage: 6 }, want: '‹ 1 … 5 [6] 7 … ›' },
      { props: { total: 95, pageSize: 25, pagingStyle: 'fraction', defaultPage: 3 }, want: '‹ 3 / 4Page 3 of 4 ›' },
    ]
    for (const c of cases) {
      const { unmount } = render(<Pagination {...c.props} />)
      expect(shown(screen.getByRole('navigation')), JSON.stringify(c.props)).toBe(c.want)
      unmount()
    }
  })

  it('disables previous on the first page and next on the last', async () => {
    const onPageChange = vi.fn()
    render(<Pagination total={30} onPageChange={onPageChange} />)
    const prev = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement
    expect([prev.disabled, next.disabled]).toEqual([true, false])
    await userEvent.click(next)
    await userEvent.click(next)
    expect([prev.disabled, next.disabled]).toEqual([false, true])
    expect(onPageChange.mock.calls).toEqual([[2], [3]])
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page')
  })

  it('never disables next without a total', () => {
    render(<Pagination total={null} pagingStyle="flex" defaultPage={40} />)
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('follows page when controlled', async () => {
    function Controlled() {
      const [page, setPage] = useState(4)
      return <Pagination total={100} pagingStyle="flex" page={page} onPageChange={setPage} />
    }
    render(<Controlled />)
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }))
    expect(shown(screen.getByRole('navigation'))).toBe('‹ 1 … 9 [10] ›')
  })

  it('has one Tab stop among the page buttons; arrows, Home and End move, Enter selects', async () => {
    const user = userEvent.setup()
    render(<Pagination total={50} defaultPage={3} />)
    const focusedPage = () => (document.activeElement as HTMLElement).dataset.page
    await user.tab() // previous
    await user.tab()
    expect(focusedPage()).toBe('3')
    const steps: Array<[string, string]> = [
      ['{ArrowRight}', '4'],
      ['{ArrowRight}', '5'],
      ['{ArrowRight}', '5'],
      ['{ArrowLeft}', '4'],
      ['{Home}', '1'],
      ['{ArrowLeft}', '1'],
      ['{End}', '5'],
    ]
    for (const [key, want] of steps) {
      await user.keyboard(key)
      expect(focusedPage(), key).toBe(want)
    }
    const tabStops = [...document.querySelectorAll('button[data-page]')].filter((b) => b.getAttribute('tabindex') === '0').map((b) => (b as HTMLElement).dataset.page)
    expect(tabStops).toEqual(['5'])
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page')
    // the page buttons are one stop: Shift+Tab leaves them for the previous button
    await user.tab({ shift: true })
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('Previous page')
  })

  it('logs total null outside flex style and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Pagination total={null} pagingStyle="expand" defaultPage={3} />)
    expect(shown(screen.getByRole('navigation'))).toBe('‹ 1 2 [3] 4 … ›')
    await waitFor(() => expect(error).toHaveBeenCalledWith('Pagination: invalid prop "total": total null is allowed only in flex style'))
  })

  it('takes its labels from the locale', async () => {
    const { i18n } = await import('../../app/i18n')
    const { I18nextProvider } = await import('react-i18next')
    await i18n.loadLanguages('de-DE')
    const de = i18n.cloneInstance({ lng: 'de-DE', initAsync: false })
    render(
      <I18nextProvider i18n={de}>
        <Pagination total={20} pagingStyle="fraction" />
      </I18nextProvider>,
    )
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy()
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy()
  })
})

describe('Pagination focus at the ends', () => {
  it('moves the focus to the current page when previous or next turns disabled under it', async () => {
    const user = userEvent.setup()
    render(<Pagination total={30} defaultPage={2} />)
    const next = screen.getByRole('button', { name: 'Next page' })
    next.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3' }))
  })

  it('moves it to the other arrow in fraction style', async () => {
    const user = userEvent.setup()
    render(<Pagination total={20} pagingStyle="fraction" defaultPage={2} />)
    screen.getByRole('button', { name: 'Previous page' }).focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }))
  })
})
