import { render, screen } from '@testing-library/react'
import { data, MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ERROR_TITLE, ErrorBoundary, errorDetails, ErrorFallback, ErrorView, NOT_FOUND_TITLE, NotFound } from './ErrorPage'

describe('errorDetails', () => {
  it.each([
    ['a route 404', { status: 404, statusText: 'Not Found', internal: true, data: '' }, { status: 404, message: NOT_FOUND_TITLE }],
    ['an Error', new Error('boom'), { status: 500, message: 'boom' }],
    ['a string', 'bad', { status: 500, message: 'bad' }],
    ['nothing useful', null, { status: 500, message: ERROR_TITLE }],
  ])('%s', (_name, error, want) => {
    const thrown = typeof error === 'object' && error && 'status' in error ? toResponse(error) : error
    expect(errorDetails(thrown)).toEqual(want)
  })
  it('keeps the status and message of an error response', () => {
    expect(errorDetails(toResponse({ status: 503, statusText: 'Service Unavailable', data: 'down for maintenance' }))).toEqual({ status: 503, message: 'down for maintenance' })
  })
})

function toResponse(e: { status: number; statusText: string; data: string }) {
  // react-router's ErrorResponse is what data() throws and isRouteErrorResponse recognises.
  const d = data(e.data, { status: e.status, statusText: e.statusText })
  return { status: d.init!.status, statusText: d.init!.statusText, data: d.data, internal: false }
}

function Broken(): never {
  throw new Error('the error page broke')
}

describe('ErrorBoundary', () => {
  it('shows the fallback when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <MemoryRouter>
        <ErrorBoundary fallback={<ErrorFallback />}>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/tessera/')
  })
})

describe('ErrorView', () => {
  it('titles an error plainly and keeps its message in a details element', () => {
    const url = 'https://example.test/tessera/assets/button-AbC123.js'
    render(
      <MemoryRouter>
        <ErrorView status={500} message={`Failed to fetch dynamically imported module: ${url}`} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ERROR_TITLE)
    const details = document.querySelector('details')
    expect(details?.querySelector('summary')?.textContent).toBe('Details')
    expect(details?.querySelector('[data-error-message]')?.textContent).toContain(url)
    expect(document.title).toBe(`${ERROR_TITLE} · Tessera`)
  })

  it('shows no details when the message is the title', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_FOUND_TITLE)
    expect(document.querySelector('details')).toBeNull()
  })
})
