// ready-rects.js runs in every document of a harness tab before the page's own
// scripts. Each time the app marks a location ready (<html data-ready>), it
// notes where every live example block sits then, in document coordinates, in
// window.__tesseraReadyRects: settle.js compares them with where the blocks
// sit once the page has settled, so a block that moves after the page said it
// was ready (a font arriving late, data that grows a table above it) fails.
() => {
  const note = () => {
    const at = document.documentElement?.dataset.ready;
    if (!at) return;
    const tops = {};
    for (const el of document.querySelectorAll('[data-example]')) {
      tops[el.dataset.example] = el.getBoundingClientRect().top + window.scrollY;
    }
    window.__tesseraReadyRects = { at, tops };
  };
  // The script runs before the document has its <html> element: watch the
  // document for the attribute, wherever it appears.
  new MutationObserver(note).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
};
