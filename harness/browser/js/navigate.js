// navigate.js moves the app to url without a reload, as a click on a link of
// its router would: a history entry, then popstate. It first sets the page's
// clock and random numbers back to their start (determinism.js) and takes the
// focus away, so every cell renders from the same state, and drops the note
// of the last ready mark (ready-rects.js): settle.js then waits for the mark
// of this navigation, even when url is the location the page shows already
// (a run of one theme and locale moves from width to width on one URL), and
// never reads the previous cell's mark as this one's.
(url) => {
  globalThis.__tessera?.reset();
  document.activeElement?.blur?.();
  window.__tesseraReadyRects = null;
  history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
};
