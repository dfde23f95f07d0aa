// navigate.js moves the app to url without a reload, as a click on a link of
// its router would: a history entry, then popstate. It first sets the page's
// clock and random numbers back to their start (determinism.js) and takes the
// focus away, so every cell renders from the same state.
(url) => {
  globalThis.__tessera?.reset();
  document.activeElement?.blur?.();
  history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
};
