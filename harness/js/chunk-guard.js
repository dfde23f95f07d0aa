// chunk-guard.js sets the time of the last guarded reload to offsetMs from
// the page's clock (negative: in the past), as if a chunk had failed then.
(offsetMs) => {
  sessionStorage.setItem('tessera:chunk-reload-at', String(Date.now() + offsetMs));
};
