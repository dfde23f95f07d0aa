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

describe('Navbar with isNarrow inherit', () => {
  const props = {
    logoUrl: '/logo.svg',
    variant: 'side' as const,
    isNarrow: 'inherit' as const,
    quickLinks: [{ title: 'Docs', link: 'https://example.com/docs' }],
    sections: [{ title: 'Main', links: [{ title: 'Orders', icon: 'description' as const, props: { href: '/orders' } }] }],
    search: (compact: boolean) => <button type="button">{compact ? 'S' : 'Search'}</button>,
    footer: <p>Footer</p>,
  }

  it('renders both looks before it can read <html data-navbar-narrow>, each part marked for the stylesheet', () => {
    const html = renderToString(<Navbar {...props} />)
    const box = document.createElement('div')
    box.innerHTML = html
    const nav = box.querySelector('nav')!
    expect(nav.dataset.narrow).toBe('inherit')
    const only = (when: string) =>
      [...nav.querySelectorAll(`[data-only="${when}"]`)].map((el) => el.textContent || el.querySelector('[data-icon]')?.getAttribute('data-icon') || (el.querySelector('img') ? 'logo' : '?'))
    // the logo, the collapse icon, the wide search, the titles, both section headings, the footer: wide only
    expect(only('wide')).toEqual(['logo', 'left_panel_close', 'Search', 'Main', 'Orders', 'Quick Links', 'Docs', 'Footer'])
    // the expand icon, the compact search, the quick link's own icon: narrow only
    expect(only('narrow')).toEqual(['menu', 'S', 'open_in_new'])
  })

  it('takes the narrow mode from <html data-navbar-narrow> once it runs, and follows it', async () => {
    document.documentElement.dataset.navbarNarrow = 'true'
    try {
      render(<Navbar {...props} />)
      const nav = screen.getByRole('navigation')
      expect(nav.dataset.narrow).toBe('true')
      expect(nav.querySelector('[data-only]')).toBeNull()
      expect(screen.getByRole('link', { name: 'Orders' }).textContent).toBe('')
      await act(async () => {
        document.documentElement.dataset.navbarNarrow = 'false'
      })
      expect(nav.dataset.narrow).toBe('false')
      expect(screen.getByRole('link', { name: 'Orders' }).textContent).toBe('Orders')
    } finally {
      delete document.documentElement.dataset.navbarNarrow
    }
  })

  it('hydrates what the server rendered, then shows the look the attribute asks for', async () => {
    const box = document.createElement('div')
    box.innerHTML = renderToString(<Navbar {...props} />)
    document.body.append(box)
    document.documentElement.dataset.navbarNarrow = 'true'
    const errors: unknown[] = []
    try {
      await act(async () => {
        hydrateRoot(box, <Navbar {...props} />, { onRecoverableError: (e) => errors.push(e) })
      })
      expect(errors).toEqual([])
      expect(box.querySelector('nav')!.dataset.narrow).toBe('true')
      expect(box.querySelector('[data-only]')).toBeNull()
    } finally {
      delete document.documentElement.dataset.navbarNarrow
      box.remove()
    }
  })
})
