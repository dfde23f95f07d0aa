// prefetch-probe.js reads and moves what the prefetch check needs.
// 'links' returns every internal link (a[data-prefetch]): the path it goes
// to, whether it is rendered (a link folded away has no box, and an
// IntersectionObserver never sees it) and its top and bottom in document
// coordinates. 'scroll' brings the last of them into view and resolves once
// the page has had its turn with it: an IntersectionObserver of its own on
// that link has been told it is in view (the app's observers are told in the
// same task: the app decides there whether to prefetch) and an idle callback
// asked for after that has run (the app prefetches in an idle callback, and
// idle callbacks run in the order they were asked for). It returns the link's
// path and the paths of the document's <link> elements then: Vite's preload
// adds a page's CSS and module dependencies as <link>s as it starts to load
// the page, so they show a prefetch the page has begun.
async (mode) => {
  const links = [...document.querySelectorAll('a[data-prefetch]')];
  const path = (a) => new URL(a.href, location.href).pathname;
  if (mode === 'links') {
    return links.map((a) => {
      const r = a.getBoundingClientRect();
      return { path: path(a), rendered: a.getClientRects().length > 0, top: r.top + scrollY, bottom: r.bottom + scrollY };
    });
  }
  const last = links[links.length - 1];
  if (!last) throw new Error('the page has no a[data-prefetch] link');
  await new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      requestIdleCallback(resolve);
    });
    observer.observe(last);
    last.scrollIntoView({ block: 'end' });
  });
  return { path: path(last), linked: [...document.querySelectorAll('link[href]')].map((l) => new URL(l.href, location.href).pathname) };
};
