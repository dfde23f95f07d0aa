import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../app/i18n'
import { ROUTES } from '../../app/menu'
import { appRoutes } from '../../app/router'
import { ICON_NAMES } from '../../library/icon/names'
import { PALETTES, SEMANTIC_TOKENS, STEPS } from '../../library/tokens/tokens'

// Rendering whole pages, with their lazy chunks, takes a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const FOUNDATIONS = ROUTES.filter((r) => r.section === 'Foundations')

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter(appRoutes(), { initialEntries: [path] })} />
    </I18nextProvider>,
  )
}

let errors: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  localStorage.clear()
  errors = vi.spyOn(console, 'error')
})
afterEach(() => expect(errors).not.toHaveBeenCalled())

describe('the Foundations pages', () => {
  it('are the eleven pages of the section, each with a page file', () => {
    expect(FOUNDATIONS.map((r) => r.slug).sort()).toEqual([
      'foundations-colors-figma',
      'foundations-colors-introduction',
      'foundations-colors-list-of-colors',
      'foundations-colors-list-of-tokens',
      'foundations-colors-theming',
      'foundations-icons-design-guidelines',
      'foundations-icons-list',
      'foundations-icons-typescript',
      'foundations-text-typography',
      'foundations-text-writing-style',
      'foundations-units',
    ])
  })

  for (const route of FOUNDATIONS) {
    it(`${route.path} shows its title from the manifest and examples with unique ids`, async () => {
      renderAt(route.path)
      expect(await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 10_000 })).toBeTruthy()
      const ids = [...document.querySelectorAll<HTMLElement>('[data-example]')].map((e) => e.dataset.example)
      expect(ids.length).toBeGreaterThan(0)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/)
    })
  }
})

describe('list of colours', () => {
  it('has a button for every base colour that copies its value and confirms with a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderAt('/foundations/colors/list-of-colors')
    await screen.findByRole('heading', { level: 1, name: 'List of Colors' }, { timeout: 10_000 })
    expect(document.querySelectorAll('button[data-color]')).toHaveLength(PALETTES.length * STEPS.length + 2)
    const button = screen.getByRole('button', { name: /^primary-60/ })
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith(PALETTES[0].colors[60])
    expect(await screen.findByText(`Copied “${PALETTES[0].colors[60]}” to the clipboard`)).toBeTruthy()
  })
})

describe('list of tokens', () => {
  it('lists every semantic token', async () => {
    renderAt('/foundations/colors/list-of-tokens')
    await screen.findByRole('heading', { level: 1, name: 'List of Tokens' }, { timeout: 10_000 })
    expect([...document.querySelectorAll<HTMLElement>('tr[data-token]')].map((r) => r.dataset.token)).toEqual(SEMANTIC_TOKENS.map((t) => t.name))
  })
})

describe('icons list', () => {
  it('filters the list as the reader types and counts the results', async () => {
    renderAt('/foundations/icons/list')
    await screen.findByRole('heading', { level: 1, name: 'List' }, { timeout: 10_000 })
    expect(document.querySelectorAll('[data-icon-name]')).toHaveLength(ICON_NAMES.length)
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'cloud' } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`4 of ${ICON_NAMES.length} icons match “cloud”`))
    const list = screen.getByRole('list', { name: 'Icons' })
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['cloud', 'cloud_download', 'cloud_off', 'cloud_upload'])
  })
})

describe('theming', () => {
  it('sets the primary palette on the demo through the CSSOM, and removes it on reset', async () => {
    renderAt('/foundations/colors/theming')
    await screen.findByRole('heading', { level: 1, name: 'Theming' }, { timeout: 10_000 })
    const scope = document.querySelector<HTMLElement>('[data-theme-preset]')!
    fireEvent.change(screen.getByLabelText('Brand colour'), { target: { value: 'violet' } })
    await waitFor(() => expect(scope.style.getPropertyValue('--primary-60')).toBe('var(--violet-60)'))
    fireEvent.change(screen.getByLabelText('Scheme'), { target: { value: 'dark' } })
    expect(scope.getAttribute('data-color-scheme')).toBe('dark')
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(scope.style.getPropertyValue('--primary-60')).toBe(''))
    expect(scope.getAttribute('data-color-scheme')).toBe('light')
  })
})
