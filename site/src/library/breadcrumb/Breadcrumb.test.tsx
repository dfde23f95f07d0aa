import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { Breadcrumb as Plain } from './Breadcrumb'
import type { BreadcrumbProps } from './schema'

beforeAll(() => initI18n('en-US'))

const Translated = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
const Breadcrumb = (props: BreadcrumbProps) => (
  <Translated>
    <Plain {...props} />
  </Translated>
)

describe('Breadcrumb', () => {
  it('is a named nav with an ordered list and the active item marked', () => {
    render(<Breadcrumb items={[{ title: 'Home', isCompleted: true }, { title: 'Shop', isCompleted: true }, { title: 'Lamps' }]} activeIndex={2} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Lamps')
    expect(nav.querySelectorAll('[data-separator="icon"]')).toHaveLength(2)
  })

  it('makes completed items buttons that call onClick; others are not clickable', async () => {
    const user = userEvent.setup()
    const back = vi.fn()
    const never = vi.fn()
    render(
      <Breadcrumb
        current="step"
        activeIndex={2}
        separator={{ style: 'text', value: '/' }}
        items={[
          { title: 'Cart', isCompleted: true, onClick: back },
          { title: 'Address', isCompleted: true, isDisabled: true, onClick: never },
          { title: 'Payment', isCompleted: true, onClick: never },
          { title: 'Review', onClick: never },
        ]}
      />,
    )
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(1)
    expect(buttons[0].textContent).toBe('Cart (Completed)')
    await user.click(buttons[0])
    expect(back).toHaveBeenCalledOnce()
    await user.click(screen.getByText('Address'))
    await user.click(screen.getByText('Review'))
    expect(never).not.toHaveBeenCalled()
    expect(screen.getByText('Payment').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step')
    expect([...document.querySelectorAll('li')].map((li) => li.dataset.state)).toEqual(['completed', 'disabled', 'active', 'upcoming'])
    expect([...document.querySelectorAll('[data-separator="text"]')].map((s) => s.textContent)).toEqual(['/', '/', '/'])
  })

  it('logs a console error for an active index outside the items and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Breadcrumb items={[{ title: 'Only' }]} activeIndex={4} label="Trail" />)
    expect(screen.getByRole('navigation', { name: 'Trail' }).textContent).toBe('Only')
    await waitFor(() => expect(error).toHaveBeenCalledWith('Breadcrumb: invalid prop "activeIndex": activeIndex must point at an item'))
    error.mockRestore()
  })
})
