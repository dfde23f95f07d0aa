import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, guarded } from './chunk-guard'
import { ERROR_TITLE, NOT_FOUND_TITLE } from './ErrorPage'
import { i18n } from './i18n'
import { ROUTES } from './menu'
import type { PageModule } from './pages'
import { appRoutes, pageRoute } from './router'
import { STORAGE_KEYS } from './preferences'

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

describe('the app in jsdom', () => {
  beforeEach(() => localStorage.clear())

  it('renders the 404 page for an unknown path, with the way home', async () => {
    renderAt('/no/such/page')
    const heading = await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })
    expect(heading.closest('[data-error-page]')?.getAttribute('data-status')).toBe('404')
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/')
    await waitFor(() => expect(document.title).toBe(`${NOT_FOUND_TITLE} · Tessera`))
  })

  it('shows a component page with the navbar and the action bar of its section', { timeout: 15_000 }, async () => {
    renderAt('/usage/components/button')
    expect(await screen.findByRole('heading', { level: 1, name: 'Button' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-theme')).toBe('inherit')
    expect(document.documentElement.dataset.navbarTheme).toBe('default')
    const current = screen.getAllByRole('link', { current: 'page' }).map((a) => a.textContent)
    expect(current).toEqual(expect.arrayContaining(['Components', expect.stringContaining('Button')]))
    await waitFor(() => expect(document.title).toBe('Button · Tessera'))
  })

  it('applies ?theme= and stores it; an unknown ?locale= warns and falls back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderAt('/changelog?theme=dark&locale=xx-XX')
    await screen.findByRole('heading', { level: 1, name: 'Changelog' })
    // the navbar inherits the theme from <html data-navbar-theme>, which the head's script sets before the first paint
    expect(screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-theme')).toBe('inherit')
    await waitFor(() => expect(document.documentElement.dataset.navbarTheme).toBe('dark'))
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"xx-XX" in ?locale='))
  })

  it.each([
    ['/usage/components', '/usage/components/', ''],
    ['/usage/components/', '/usage/components/', ''],
    ['/foundations/colors', '/foundations/colors/', '?theme=dark'],
    ['/usage', '/usage/', '?locale=de-DE'],
  ])('sends the section %s to its first page in the manifest, keeping the query', { timeout: 30_000 }, async (path, prefix, query) => {
    const first = ROUTES.find((r) => r.path.startsWith(prefix))!
    for (const basename of [undefined, '/tessera']) {
      const router = createMemoryRouter(appRoutes(), { basename, initialEntries: [`${basename ?? ''}${path}${query}`] })
      render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      )
      expect(await screen.findByRole('heading', { level: 1, name: first.title }, { timeout: 5_000 }), `${path} with basename ${basename}`).toBeTruthy()
      expect(router.state.location.pathname + router.state.location.search).toBe(`${basename ?? ''}${first.path}${query}`)
      cleanup()
    }
  })

  it('keeps narrow mode in localStorage', async () => {
    renderAt('/')
    const toggle = await screen.findByRole('button', { name: 'Collapse menu' })
    await act(async () => toggle.click())
    expect(localStorage.getItem(STORAGE_KEYS.narrow)).toBe('true')
    expect(screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-narrow')).toBe('true')
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeTruthy()
  })

  it('shows the error page when the action bar finds no section for the path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A default-layout page under a path no section owns: the manifest cannot produce one, so build it here.
    const routes = appRoutes()
    routes[0].children!.push({ path: 'orphan', handle: { title: 'Orphan', layout: 'default' }, element: <p>orphan</p> })
    const router = createMemoryRouter(routes, { initialEntries: ['/orphan'] })
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe(ERROR_TITLE)
    expect(document.querySelector('[data-error-message]')?.textContent).toBe('Action bar: no menu section matches the path "/orphan"')
    expect(heading.closest('[data-error-page]')?.getAttribute('data-status')).toBe('500')
    expect(error).toHaveBeenCalled()
  })
})

describe('a page chunk that fails to load', () => {
  it('shows the error page inside the layout on a second failure within 60 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 1000))
    const fail = guarded<PageModule>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /tessera/assets/x.js')))
    const routes = appRoutes()
    routes[0].children!.unshift(pageRoute({ path: '/usage/components/broken', title: 'Broken', layout: 'fullpage' }, fail))
    const router = createMemoryRouter(routes, { initialEntries: ['/usage/components/broken'] })
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe(ERROR_TITLE)
    expect(document.querySelector('[data-error-message]')?.textContent).toBe('Failed to fetch dynamically imported module: /tessera/assets/x.js')
    expect(heading.closest('[data-error-page]')?.getAttribute('data-status')).toBe('500')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })
})
