import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../app/i18n'
import { Navbar } from './Navbar'

beforeAll(async () => {
  await initI18n('en-US')
})

describe('Navbar button links', () => {
  it('renders a button link that calls its onClick and onLinkClick, styled like a link', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onLinkClick = vi.fn()
    render(
      <Navbar
        logoUrl="/logo.svg"
        onLinkClick={onLinkClick}
        sections={[
          {
            title: null,
            links: [
              { title: 'Dashboard', icon: 'dashboard', props: { href: '/dashboard' } },
              { title: 'Orders', icon: 'description', component: 'button', isActive: true, props: { type: 'button', onClick } },
            ],
          },
        ]}
      />,
    )
    const button = screen.getByRole('button', { name: 'Orders' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('aria-current')).toBe('page')
    expect(button.className).toBe(screen.getByRole('link', { name: 'Dashboard' }).className)
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onLinkClick).toHaveBeenCalledTimes(1)
    expect(onLinkClick.mock.calls[0]![0]).toMatchObject({ title: 'Orders' })
  })
})

describe('Navbar before the width is known', () => {
  const sections = [{ title: null, links: [{ title: 'Dashboard', icon: 'dashboard' as const, props: { href: '/dashboard' } }] }]
  const parse = (html: string) => {
    const root = document.createElement('div')
    root.innerHTML = html
    return [...root.querySelectorAll('nav')].map((n) => `${n.dataset.variant}:${n.dataset.media ?? ''}`)
  }

  it.each([
    ['auto', ['side:wide', 'top:narrow']],
    ['side', ['side:']],
    ['top', ['top:']],
  ] as const)('variant %s renders %j on a server, for the stylesheet to pick by width', (variant, want) => {
    expect(parse(renderToString(<Navbar logoUrl="/logo.svg" sections={sections} variant={variant} />))).toEqual(want)
  })

  it('renders one bar once the width is known', () => {
    render(<Navbar logoUrl="/logo.svg" sections={sections} />)
    expect([...document.querySelectorAll('nav')].map((n) => `${n.dataset.variant}:${n.dataset.media ?? ''}`)).toEqual(['side:'])
  })

  it('keeps the top bar menu open for a press on its link after hydrating on a narrow screen', async () => {
    const wide = window.matchMedia
    window.matchMedia = (query: string) => ({ ...wide(query), matches: true })
    try {
      const navbar = <Navbar logoUrl="/logo.svg" sections={sections} />
      const container = document.createElement('div')
      container.innerHTML = renderToString(navbar)
      document.body.append(container)
      const root = await act(async () => hydrateRoot(container, navbar))
      fireEvent.click(screen.getByRole('button', { name: 'Expand menu' }))
      expect(document.querySelector('nav[data-variant="top"]')?.getAttribute('data-state')).toBe('open')
      // a finger or a mouse goes down on a link of the menu: the press is inside
      fireEvent.pointerDown(screen.getByRole('link', { name: 'Dashboard' }))
      expect(document.querySelector('nav[data-variant="top"]')?.getAttribute('data-state')).toBe('open')
      act(() => root.unmount())
      container.remove()
    } finally {
      window.matchMedia = wide
    }
  })
})
