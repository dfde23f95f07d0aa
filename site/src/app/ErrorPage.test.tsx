import { render, screen } from '@testing-library/react'
import { data, MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, errorDetails, ErrorFallback, NOT_FOUND_TITLE } from './ErrorPage'

describe('errorDetails', () => {
  it.each([
    ['a route 404', { status: 404, statusText: 'Not Found', internal: true, data: '' }, { status: 404, message: NOT_FOUND_TITLE }],
    ['an Error', new Error('boom'), { status: 500, message: 'boom' }],
    ['a string', 'bad', { status: 500, message: 'bad' }],
    ['nothing useful', null, { status: 500, message: 'An error occurred' }],
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
