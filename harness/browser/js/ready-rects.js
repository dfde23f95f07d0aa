// ready-rects.js runs in every document of a harness tab before the page's own
// scripts. Each time the app marks a location ready (<html data-ready>), it
// notes where every live example block sits then, in document coordinates,
// and how wide the page was (innerWidth), in window.__tesseraReadyRects:
// settle.js compares them with where the blocks sit once the page has
// settled, so a block that moves after the page said it was ready (a font
// arriving late, data that grows a table above it) fails. When the app takes
// the mark away, the note goes with it: a note belongs to the mark it was
// taken at, never to an earlier mark of the same location at another width.
() => {
  const note = () => {
    const at = document.documentElement?.dataset.ready;
    if (!at) {
      window.__tesseraReadyRects = null;
      return;
    }
    const tops = {};
    for (const el of document.querySelectorAll('[data-example]')) {
      tops[el.dataset.example] = el.getBoundingClientRect().top + window.scrollY;
    }
    // The element a deep link names: it must stay where the mark found it.
    let id = '';
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {}
    const target = id ? document.getElementById(id) : null;
    const targetTop = target ? target.getBoundingClientRect().top + window.scrollY : null;
    window.__tesseraReadyRects = { at, width: window.innerWidth, tops, targetTop };
  };
  // The script runs before the document has its <html> element: watch the
  // document for the attribute, wherever it appears.
  new MutationObserver(note).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
};
