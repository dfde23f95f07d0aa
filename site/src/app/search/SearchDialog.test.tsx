import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { Toaster } from '../../library/toaster/Toaster'
import { i18n, initI18n } from '../i18n'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createIndex, type SearchDoc } from './logic'
import { SearchButton, SearchHost } from './SearchHost'
import { closeSearch, isSearchShortcut, SEARCH_OFFLINE } from './store'

const DOCS: SearchDoc[] = [
  { id: 'p', kind: 'prop', title: 'iconPosition', text: 'Puts the icon before or after the label.', section: 'Components › Button › Props of Button', path: '/usage/components/button', anchor: 'props-button-iconposition', keywords: 'icon position button' },
  { id: 't', kind: 'token', title: '--radius-large', text: '8px', section: 'Units', path: '/foundations/units', anchor: 'token-radius-large', keywords: 'radius large' },
  { id: 'i', kind: 'icon', title: 'arrow_back', text: 'Icon', section: 'Icons › List', path: '/foundations/icons/list', anchor: 'icon-arrow_back', keywords: 'arrow back' },
  { id: 'i2', kind: 'icon', title: 'arrow_forward', text: 'Icon', section: 'Icons › List', path: '/foundations/icons/list', anchor: 'icon-arrow_forward', keywords: 'arrow forward' },
]

vi.mock('./load-index', () => ({ loadSearchIndex: () => Promise.resolve(createIndex(DOCS)) }))

function Where() {
  const l = useLocation()
  return <output data-testid="where">{l.pathname + l.hash}</output>
}

function app() {
  const router = createMemoryRouter([{ path: '*', element: (<Toaster><SearchButton compact={false} /><input aria-label="Elsewhere" /><SearchHost /><Where /></Toaster>) }])
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => {}
  await initI18n('en-US')
})

afterEach(() => act(() => closeSearch()))

// First in the file: once any test has opened the dialog, its code stays loaded.
describe('the search before its code has loaded', () => {
  it('says in a toast that it needs the connection once, and opens nothing, when offline', async () => {
    const user = userEvent.setup()
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    app()
    await user.click(screen.getByRole('button', { name: /Search/ }))
    expect(await screen.findByText(SEARCH_OFFLINE)).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    online.mockRestore()
  })
})

describe('the search dialog', () => {
  // The dialog's code loads on its first opening. Load it first here, so that the tests wait for React and not for
  // the module's transform, which a busy machine makes longer than findByRole waits (it failed so, beside a harness run).
  beforeAll(() => import('./SearchDialog'))
  it('opens on Ctrl-K, moves with the arrows and opens the active result with Enter', async () => {
    const user = userEvent.setup()
    app()
    await user.keyboard('{Control>}k{/Control}')
    const input = await screen.findByRole('combobox', { name: 'Search the docs' })
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await user.keyboard('arrow')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2))
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const [first, second] = screen.getAllByRole('option')
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id)
    expect(first.querySelector('mark')?.textContent).toBe('arrow')
    expect(first.textContent).toContain('Icons › List')
    await user.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id)
    await user.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id)
    await user.keyboard('{ArrowUp}')
    expect(second.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where').textContent).toBe(`/foundations/icons/list#${second.dataset.href!.split('#')[1]}`)
  })

  it('keeps the focus in the field: the list is no Tab stop, a press on it keeps the focus, Tab goes round', async () => {
    const user = userEvent.setup()
    app()
    await user.keyboard('{Control>}k{/Control}')
    const input = await screen.findByRole('combobox')
    await waitFor(() => expect(document.activeElement).toBe(input))
    await user.keyboard('arrow')
    const listbox = await screen.findByRole('listbox')
    expect(listbox.getAttribute('tabindex')).toBe('-1')
    // A press anywhere on the list (a scrollbar, the space between options) leaves the focus in the field.
    expect(fireEvent.mouseDown(listbox)).toBe(false)
    expect(document.activeElement).toBe(input)
    // Tab is the field's own: not taken, so the browser moves on to the next
    // control, which in this dialog is the field again, past the list.
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true)
    await user.tab()
    await waitFor(() => expect(document.activeElement).toBe(input))
    await user.keyboard('{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id)
  })

  it('says when nothing matches', async () => {
    const user = userEvent.setup()
    app()
    await user.click(screen.getByRole('button', { name: /Search/ }))
    const input = await screen.findByRole('combobox')
    await waitFor(() => expect(document.activeElement).toBe(input))
    await user.keyboard('qqq')
    expect(await screen.findByText('No results for “qqq”')).toBeTruthy()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    app()
    const button = screen.getByRole('button', { name: /Search/ })
    await user.click(button)
    const input = await screen.findByRole('combobox')
    await waitFor(() => expect(document.activeElement).toBe(input))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(button))
  })
})

describe('isSearchShortcut', () => {
  const key = (k: string, target: Element = document.body, mods: Partial<KeyboardEvent> = {}) =>
    isSearchShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target, ...mods } as KeyboardEvent)
  it('takes Ctrl-K and Cmd-K anywhere, and / outside text fields', () => {
    const input = document.createElement('input')
    const editable = document.createElement('div')
    editable.setAttribute('contenteditable', 'true')
    expect(key('k', input, { ctrlKey: true })).toBe(true)
    expect(key('K', document.body, { metaKey: true })).toBe(true)
    expect(key('/')).toBe(true)
    expect(key('/', input)).toBe(false)
    expect(key('/', editable)).toBe(false)
    expect(key('k')).toBe(false)
    expect(key('k', document.body, { ctrlKey: true, shiftKey: true })).toBe(false)
  })
})
