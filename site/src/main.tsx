import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/400-italic.css'
import '@fontsource/noto-sans/600.css'
import '@fontsource/noto-sans/700.css'
import '@fontsource/noto-sans-mono/400.css'
import './library/tokens.css'
// Once, at the root, as an app does: the docs' examples lay themselves out with the library's utilities.
import './library/utilities.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router'
import { handleChunkError } from './app/chunk-guard'
import { i18n } from './app/i18n'
import { ProgressBar } from './app/ProgressBar'
import { createAppRouter } from './app/router'

// A style or script a page depends on failed to preload: same guard as a failed page chunk.
window.addEventListener('vite:preloadError', (event) => {
  if (handleChunkError((event as Event & { payload: unknown }).payload)) event.preventDefault()
})

const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ProgressBar router={router} />
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
)
