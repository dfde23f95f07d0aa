import { StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { DataRouter } from 'react-router'
import { i18n } from './i18n'
import { ProgressBar } from './ProgressBar'

/**
 * App is the tree around the router, the same in the browser and in the
 * prerender (entry-server.tsx), so the markup the build wrote is the markup
 * hydrateRoot finds: children is RouterProvider in one, StaticRouterProvider
 * in the other. onMount runs once the tree has committed.
 */
export function App({ router, onMount, children }: { router: DataRouter; onMount?: () => void; children: ReactNode }) {
  // Once the tree has committed: after hydration, so nothing updates a part React has not hydrated yet.
  useLayoutEffect(() => onMount?.(), [onMount])
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ProgressBar router={router} />
        {children}
      </I18nextProvider>
    </StrictMode>
  )
}
