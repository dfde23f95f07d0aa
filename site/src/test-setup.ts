import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

if (typeof window !== 'undefined' && !window.matchMedia) {
  // jsdom has no layout: every media query is false, as on a wide screen.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
