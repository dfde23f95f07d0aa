import { afterEach } from 'vitest'

// Only a test with a document renders: one in Node loads no React DOM.
if (typeof document !== 'undefined') {
  if (!window.matchMedia) {
    // jsdom has no layout: every media query is false, as on a wide screen.
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList
  }
  const { cleanup, configure } = await import('@testing-library/react')
  // waitFor and findBy wait for a state, not for a time: their default second
  // bounds the wait on a dynamic import (a props check loads its schema), which
  // took over a second beside the rest of the suite on 2 cores. The bound
  // guards against a hang, under the test's own budget (testTimeout).
  configure({ asyncUtilTimeout: 20_000 })
  afterEach(() => {
    cleanup()
    // A worker runs many files in one document (isolate: false): what a test
    // left in the body outside React's roots (a live region, a portal's host)
    // goes too, so the next test starts from an empty page.
    document.body.replaceChildren()
  })
}
