// hydration-probe.js reads which parts of a first load React has hydrated:
// an element React hydrated carries its props (a __reactProps$ key; the
// check reads React's own mark, as nothing else tells a kept element from a
// hydrated one). 'read' returns each example's id, its top in document
// coordinates, whether its live part is hydrated and whether it has a
// sortable header, and how many of the links and code in the prose
// paragraphs of <main> are, and what ended the deferring, if anything did
// (the app's window.__tesseraPartsSettled). 'click' clicks the first button of the
// example id's live part where it is, without scrolling (a script's click:
// no pointer moves over it), and returns the aria-sort of the header it is
// in. 'near' scrolls example id into view.
async (mode, id) => {
  const hydrated = (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const live = (id) => document.querySelector(`[data-example="${id}"] > [data-example-live]`);
  if (mode === 'read') {
    // A kept paragraph is itself hydrated (React owns the element, not what is in it): its links and code are not.
    const prose = [...document.querySelectorAll('main p a, main p code')].filter((el) => !el.closest('[data-example]'));
    return {
      viewport: innerHeight,
      examples: [...document.querySelectorAll('[data-example]')].map((fig) => ({
        id: fig.dataset.example,
        top: fig.getBoundingClientRect().top + scrollY,
        hydrated: hydrated(fig.querySelector(':scope > [data-example-live]')?.firstElementChild),
        sortable: !!fig.querySelector(':scope > [data-example-live] th button'),
      })),
      prose: prose.length,
      proseHydrated: prose.filter(hydrated).length,
      settledBy: globalThis.__tesseraPartsSettled ?? '',
    };
  }
  const part = live(id);
  if (!part) return { error: `no example ${id}` };
  if (mode === 'click') {
    const button = part.querySelector('th button');
    if (!button) return { error: `example ${id} has no header button` };
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { sort: button.closest('th').getAttribute('aria-sort') ?? '' };
  }
  part.scrollIntoView({ block: 'center' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return {};
};
