import { Component, useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import styles from './ErrorPage.module.css'
import { BASE } from './menu'

export const NOT_FOUND_TITLE = 'This page could not be found'

/** errorDetails turns anything thrown while routing or rendering into a status and a message. */
export function errorDetails(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: NOT_FOUND_TITLE }
    const data = typeof error.data === 'string' && error.data ? error.data : ''
    return { status: error.status, message: data || error.statusText || ERROR_TITLE }
  }
  if (error instanceof Error && error.message) return { status: 500, message: error.message }
  if (typeof error === 'string' && error) return { status: 500, message: error }
  return { status: 500, message: ERROR_TITLE }
}

/** ERROR_TITLE is the error page's title for every error but a 404. */
export const ERROR_TITLE = 'An error occurred'

/**
 * ErrorView shows an error's status under a plain title, the technical message (a failed chunk's URL, a
 * thrown error's text) in a details element beneath it when it says more than the title, and the way home.
 */
export function ErrorView({ status, message }: { status: number; message: string }) {
  const title = status === 404 ? NOT_FOUND_TITLE : ERROR_TITLE
  useEffect(() => {
    document.title = `${title} · Tessera`
  }, [title])
  return (
    <section className={styles.error} data-error-page="" data-status={String(status)}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.message}>{title}</h1>
      {message !== title && (
        <details className={styles.details}>
          <summary>Details</summary>
          <code data-error-message="">{message}</code>
        </details>
      )}
      <Link to="/" className={styles.home}>
        {status === 404 ? 'Back to the home page' : 'Go back to the home page'}
      </Link>
    </section>
  )
}

/** NotFound is the page for a path no route matches. */
export function NotFound() {
  return <ErrorView status={404} message={NOT_FOUND_TITLE} />
}

/** ErrorFallback is shown when the error page itself fails. It depends on nothing that could fail in turn. */
export function ErrorFallback() {
  return (
    <section className={styles.error} data-error-page="" data-status="500">
      <h1 className={styles.message}>An error occurred while showing the error page</h1>
      <a href={BASE} className={styles.home}>
        Go back to home
      </a>
    </section>
  )
}

/** ErrorBoundary renders fallback when its children throw while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error('Tessera: the error page failed:', error)
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** RouteError is the router's error element: the error page, guarded by its own fallback. */
export function RouteError() {
  const error = useRouteError()
  const { status, message } = errorDetails(error)
  if (status >= 500) console.error(error)
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <ErrorView status={status} message={message} />
    </ErrorBoundary>
  )
}
