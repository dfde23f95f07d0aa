// chunk-guard.js stores at (ms on the page's clock) as the time of the last
// guarded reload, as if a chunk had failed then.
(at) => {
  sessionStorage.setItem('tessera:chunk-reload-at', String(at));
};
