import { afterEach } from 'vitest'

// Only a test with a document renders: one in Node loads no React DOM.
if (typeof document !== 'undefined') {
  if (!window.matchMedia) {
    // jsdom has no layout: every media query is false, as on a wide screen.
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList
  }
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
    // A worker runs many files in one document (isolate: false): what a test
    // left in the body outside React's roots (a live region, a portal's host)
    // goes too, so the next test starts from an empty page.
    document.body.replaceChildren()
  })
}
