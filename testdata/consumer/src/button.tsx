import '@tessera-ds/library/tokens.css'
import { Button } from '@tessera-ds/library/button'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Button label="Save" variant="primary" />
  </StrictMode>,
)
