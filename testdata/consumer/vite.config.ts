import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `vite build` builds the app with the four components (index.html) into dist/, which the harness's TestConsumer
// opens; `vite build --mode button` builds an app that imports Button alone (button.html) into dist-button/, to
// measure what one component costs an app.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  base: './',
  build: {
    outDir: mode === 'button' ? 'dist-button' : 'dist',
    emptyOutDir: true,
    // Nothing inlined as data: URLs, as a strict CSP would want.
    assetsInlineLimit: 0,
    rolldownOptions: { input: mode === 'button' ? 'button.html' : 'index.html' },
  },
}))
