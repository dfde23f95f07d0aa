import '@tessera-ds/library/fonts.css'
import '@tessera-ds/library/tokens.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { initI18n } from './i18n'

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App invalid={new URLSearchParams(location.search).has('invalid')} />
    </StrictMode>,
  )
})
