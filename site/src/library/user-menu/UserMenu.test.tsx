import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UserMenu } from './UserMenu'

describe('UserMenu actions', () => {
  it('renders an entry without link as a button that calls onClick and closes the menu', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<UserMenu userName="Jo Example" sections={[{ title: null, links: [{ title: 'Settings', link: '/settings' }, { title: 'Sign out', onClick }] }]} />)
    const trigger = screen.getByRole('button', { name: /Jo Example/ })
    await user.click(trigger)
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })
})
