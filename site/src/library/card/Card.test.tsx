import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { Card as Plain } from './Card'
import type { CardProps } from './schema'

beforeAll(() => initI18n('en-US'))

const Translated = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
const Card = (props: CardProps) => (
  <Translated>
    <Plain {...props} />
  </Translated>
)

describe('Card', () => {
  it('renders header, body, actions and footer, with the image where told', async () => {
    const user = userEvent.setup()
    const onPrimaryAction = vi.fn()
    const onSecondaryAction = vi.fn()
    const { container, rerender } = render(
      <Card header="Bracket" imgUrl="/part.svg" imgAlt="A bracket" primaryActionLabel="Order" secondaryActionLabel="Cancel" onPrimaryAction={onPrimaryAction} onSecondaryAction={onSecondaryAction} footer="In stock">
        Aluminium, 40 mm
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Bracket' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'A bracket' })).toBeTruthy()
    const card = container.querySelector('[data-card]')!
    expect(card.getAttribute('data-state')).toBe('ready')
    expect(card.getAttribute('aria-busy')).toBeNull()
    expect(card.firstElementChild?.tagName).toBe('IMG')
    await user.click(screen.getByRole('button', { name: 'Order' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onPrimaryAction).toHaveBeenCalledOnce()
    expect(onSecondaryAction).toHaveBeenCalledOnce()
    rerender(
      <Card header="Bracket" imgUrl="/part.svg" imgPosition="middle" headingLevel={2}>
        Body
      </Card>,
    )
    expect(container.querySelector('[data-card]')!.children[1].tagName).toBe('IMG')
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy()
    rerender(
      <Card header="Bracket" imgUrl="/part.svg" imgPosition="bottom">
        Body
      </Card>,
    )
    expect(container.querySelector('[data-card]')!.lastElementChild?.tagName).toBe('IMG')
    expect(container.querySelector('[data-card]')!.children).toHaveLength(3)
  })

  it('shows skeletons while loading, is busy and says so', () => {
    const { container } = render(<Card header="Bracket" isImgLoading isTextLoading imgUrl="/part.svg" />)
    const card = container.querySelector('[data-card]')!
    expect(card.getAttribute('data-state')).toBe('loading')
    expect(card.getAttribute('aria-busy')).toBe('true')
    expect(card.textContent).toBe('Loading')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(card.querySelectorAll('[data-skeleton]')).toHaveLength(3)
  })

  it('logs a console error for an invalid position and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // @ts-expect-error an invalid position on purpose
    render(<Card header="Bracket" imgPosition="left" />)
    expect(screen.getByRole('heading', { name: 'Bracket' })).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Card: invalid prop "imgPosition": /)))
    error.mockRestore()
  })
})
