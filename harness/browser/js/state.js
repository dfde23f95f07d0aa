// state.js reads, in one call, the parts of the page the behaviour checks
// watch: where the app is, whether it has rendered, the navbar, the error
// page, the online flag and the progress bar, the preference storage, and
// how many documents the tab loaded since a test began counting them
// (count-documents.js).
() => {
  const html = document.documentElement;
  const nav = document.querySelector('nav[data-navbar]');
  const error = document.querySelector('[data-error-page]');
  const bar = document.querySelector('[data-progressbar]');
  const toggle = nav?.querySelector('button[aria-label="Collapse menu"], button[aria-label="Expand menu"]');
  return {
    location: location.pathname + location.search,
    ready: html.dataset.ready === location.pathname + location.search,
    title: document.title,
    online: html.dataset.online ?? '',
    narrow: nav?.dataset.narrow ?? '',
    toggle: toggle?.getAttribute('aria-label') ?? '',
    errorStatus: error?.dataset.status ?? '',
    errorHeading: error?.querySelector('h1')?.textContent.trim() ?? '',
    errorLinks: error ? [...error.querySelectorAll('a')].map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') })) : [],
    progress: bar?.dataset.state ?? '',
    chunkReloadAt: sessionStorage.getItem('tessera:chunk-reload-at'),
    narrowStored: localStorage.getItem('tessera:navbar-narrow'),
    documents: Number(sessionStorage.getItem('tessera-harness:documents') ?? 0),
    prefetchLinks: document.querySelectorAll('a[data-prefetch]').length,
  };
};
