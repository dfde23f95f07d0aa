import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../app/i18n'
import { Avatar as PlainAvatar } from './Avatar'
import { AvatarGroup as PlainGroup } from './AvatarGroup'
import type { AvatarGroupProps, AvatarProps } from './schema'

beforeAll(() => initI18n('en-US'))

const Translated = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
const Avatar = (props: AvatarProps) => (
  <Translated>
    <PlainAvatar {...props} />
  </Translated>
)
const AvatarGroup = (props: AvatarGroupProps) => (
  <Translated>
    <PlainGroup {...props} />
  </Translated>
)

const PEOPLE = [
  { name: 'Ada Lovelace', src: '/ada.svg' },
  { name: 'Ben Okafor', src: null },
  { name: 'Chloe Martin', src: '/chloe.svg' },
  { name: 'Dev Patel', src: '/dev.svg' },
]

describe('Avatar', () => {
  it('shows the picture, named by the person', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.svg" size="large" />)
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' })
    expect(avatar.dataset.state).toBe('image')
    expect(avatar.dataset.size).toBe('large')
    expect(avatar.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('falls back to the initials when the picture fails to load, and to an icon without a name', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" src="/missing.png" />)
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' })
    fireEvent.error(avatar.querySelector('img')!)
    expect(avatar.dataset.state).toBe('initials')
    expect(avatar.textContent).toBe('AL')
    rerender(<Avatar name="Ada Lovelace" src="/other.png" />)
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).dataset.state).toBe('image')
    rerender(<Avatar name="Ben Okafor" />)
    expect(screen.getByRole('img', { name: 'Ben Okafor' }).textContent).toBe('BO')
    rerender(<Avatar />)
    const anonymous = screen.getByRole('img', { name: 'Unknown person' })
    expect(anonymous.dataset.state).toBe('icon')
    expect(anonymous.querySelector('[data-icon="person"]')).not.toBeNull()
  })

  it('is a button with a popover of the name when hoverable', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Avatar name="Ada Lovelace" src="/ada.svg" isHoverable onClick={onClick} />)
    const button = screen.getByRole('button', { name: 'Ada Lovelace' })
    await user.hover(button)
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' })
    expect(dialog.textContent).toBe('Ada Lovelace')
    await user.unhover(button)
    await user.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('logs a console error for an invalid size and still renders medium', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // @ts-expect-error an invalid size on purpose
    render(<Avatar name="Ada" size="huge" />)
    expect(screen.getByRole('img', { name: 'Ada' }).dataset.size).toBe('medium')
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Avatar: invalid prop "size": /)))
    error.mockRestore()
  })
})

describe('AvatarGroup', () => {
  it('is a named list of the first count people and a +N count', () => {
    render(<AvatarGroup items={PEOPLE} count={2} isStack size="small" />)
    const group = screen.getByRole('list', { name: 'People' })
    expect(group.dataset.stack).toBe('true')
    const members = within(group).getAllByRole('listitem')
    expect(members).toHaveLength(3)
    expect(within(group).getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['Ada Lovelace', 'Ben Okafor', '2 more'])
    expect(members[2].textContent).toBe('+2')
  })

  it('shows everyone without a count when count covers them all', () => {
    render(<AvatarGroup items={PEOPLE} count={10} label="Reviewers" />)
    expect(within(screen.getByRole('list', { name: 'Reviewers' })).getAllByRole('listitem')).toHaveLength(4)
  })

  it('gives each avatar and the count a popover when hoverable', async () => {
    const user = userEvent.setup()
    render(<AvatarGroup items={PEOPLE} count={3} isHoverable content={(item) => <span>{item.name} · Berlin</span>} />)
    await user.hover(screen.getByRole('button', { name: 'Chloe Martin' }))
    expect((await screen.findByRole('dialog', { name: 'Chloe Martin' })).textContent).toBe('Chloe Martin · Berlin')
    await user.unhover(screen.getByRole('button', { name: 'Chloe Martin' }))
    await act(async () => {
      await user.hover(screen.getByRole('button', { name: '1 more' }))
    })
    expect((await screen.findByRole('dialog', { name: '1 more' })).textContent).toBe('Dev Patel')
  })

  it('logs a console error for an empty list and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<AvatarGroup items={[]} />)
    expect(screen.getByRole('list', { name: 'People' })).toBeTruthy()
    await waitFor(() => expect(error).toHaveBeenCalledWith('AvatarGroup: invalid prop "items": array may not be empty'))
    error.mockRestore()
  })
})

describe('Avatar hydrated after its picture failed', () => {
  it('shows the initials: the error event came before React listened', async () => {
    const tree = (
      <I18nextProvider i18n={i18n}>
        <PlainAvatar name="Dana Park" src="/broken.png" />
      </I18nextProvider>
    )
    const root = document.createElement('div')
    root.innerHTML = renderToString(tree)
    document.body.append(root)
    const img = root.querySelector('img')!
    // what a browser reports of a picture that failed to load
    Object.defineProperty(img, 'complete', { value: true })
    Object.defineProperty(img, 'naturalWidth', { value: 0 })
    await act(async () => {
      hydrateRoot(root, tree)
    })
    expect(root.querySelector('[data-avatar]')?.getAttribute('data-state')).toBe('initials')
    expect(root.textContent).toBe('DP')
    root.remove()
  })
})
