// settle.js waits until the app has finished rendering the current location:
// <html data-ready> equals location.pathname + location.search and
// ready-rects.js has noted that mark (navigate.js drops the note of the mark
// before, so a mark left from the previous cell on the same URL does not
// count), the fonts and images have loaded, and two frames have been drawn.
// It scrolls every scrolled box back to the top, as a fresh load would have
// it, and returns what the checks of a cell read from the page. The cell is
// width px wide: a page of another width, or a mark taken at another width,
// is an error naming both, since tops read at two widths say nothing about
// the page moving.
async (timeoutMs, width) => {
  const html = document.documentElement;
  const here = () => location.pathname + location.search;
  const ready = () => html.dataset.ready === here() && window.__tesseraReadyRects?.at === here();
  if (!ready()) {
    await new Promise((resolve, reject) => {
      const done = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      const observer = new MutationObserver(() => {
        if (ready()) {
          done();
          resolve();
        }
      });
      observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
      const timer = setTimeout(() => {
        done();
        const noted = window.__tesseraReadyRects?.at ?? null;
        reject(new Error(`<html data-ready> is ${JSON.stringify(html.dataset.ready ?? null)} (last mark noted since the navigation: ${JSON.stringify(noted)}) after ${timeoutMs} ms, want ${JSON.stringify(here())}`));
      }, timeoutMs);
      if (ready()) {
        done();
        resolve();
      }
    });
  }
  await document.fonts.ready;
  // Icons outside the shell's set arrive in a lazy chunk, an example that
  // asks the server for its data marks itself [data-pending], and the
  // progress bar of a slow navigation stays on screen for a moment after it
  // ends: wait for all three.
  const busy = '[data-icon][data-state="loading"], [data-pending], [data-progressbar]:not([data-state="idle"])';
  for (let waited = 0; document.querySelector(busy) && waited < timeoutMs; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(
    [...document.images]
      .filter((img) => !img.complete && img.loading !== 'lazy')
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
  for (const el of [document.scrollingElement, ...document.querySelectorAll('*')]) {
    if (el && (el.scrollTop || el.scrollLeft)) {
      el.scrollTop = 0;
      el.scrollLeft = 0;
    }
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const rects = window.__tesseraReadyRects;
  if (innerWidth !== width) {
    throw new Error(`the page is ${innerWidth} px wide once settled, the cell ${width} px`);
  }
  if (rects?.at === here() && rects.width !== width) {
    throw new Error(`the app marked ${here()} ready while the page was ${rects.width} px wide, the cell is ${width} px`);
  }
  const atReady = rects?.at === here() ? rects.tops : null;
  // firstScreen is where the page's title and its opening paragraph end, in
  // document coordinates: the first h1 of <main> and the first paragraph after it.
  const firstScreen = () => {
    const h1 = document.querySelector('main h1');
    if (!h1) return null;
    const p = [...document.querySelectorAll('main p')].find((el) => h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    const bottom = (el) => (el ? el.getBoundingClientRect().bottom + window.scrollY : null);
    return { titleBottom: bottom(h1), paragraphBottom: bottom(p) };
  };
  const nav = document.querySelector('nav[data-navbar]');
  const errorPage = document.querySelector('[data-error-page]');
  return {
    location: location.pathname + location.search,
    title: document.title,
    lang: html.getAttribute('lang') ?? '',
    scrollWidth: html.scrollWidth,
    clientWidth: html.clientWidth,
    navbar: nav && {
      // theme inherit: the nearest data-navbar-theme above it picks the theme (the app's navbar, from <html>)
      theme: (nav.dataset.theme === 'inherit' ? nav.parentElement?.closest('[data-navbar-theme]')?.dataset.navbarTheme : nav.dataset.theme) ?? '',
      narrow: nav.dataset.narrow ?? '',
      variant: nav.dataset.variant ?? '',
    },
    examples: [...document.querySelectorAll('[data-example]')].map((el) => ({
      id: el.dataset.example,
      lang: el.getAttribute('lang') ?? '',
      live: el.querySelectorAll(':scope > [data-example-live]').length === 1,
      states: el.dataset.states ?? '',
      top: el.getBoundingClientRect().top + window.scrollY,
      readyTop: atReady?.[el.dataset.example] ?? null,
    })),
    firstScreen: firstScreen(),
    errorPage: errorPage && (errorPage.dataset.status ?? ''),
  };
};
