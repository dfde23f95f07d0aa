// clip.js returns the box of the index-th element matching selector in CSS
// pixels of the document, rounded out to whole pixels, for the clip of
// Page.captureScreenshot; with scroll, it first scrolls the element to the
// middle of the viewport and waits two frames, so that what the scroll
// revealed is painted before the capture. fits tells whether the box lies inside the viewport;
// masks are the boxes of the element's [data-capture-mask] descendants,
// relative to the clip: parts that a capture compared across locales blanks.
async (selector, index, scroll) => {
  const el = document.querySelectorAll(selector)[index];
  if (!el) throw new Error(`no element ${selector} number ${index}`);
  if (scroll) {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  const r = el.getBoundingClientRect();
  const x = Math.floor(r.left + scrollX);
  const y = Math.floor(r.top + scrollY);
  const masks = [...el.querySelectorAll('[data-capture-mask]')]
    .map((m) => m.getBoundingClientRect())
    .filter((m) => m.width > 0 && m.height > 0)
    .map((m) => {
      const mx = Math.floor(m.left + scrollX) - x;
      const my = Math.floor(m.top + scrollY) - y;
      return { x: mx, y: my, width: Math.ceil(m.right + scrollX) - x - mx, height: Math.ceil(m.bottom + scrollY) - y - my };
    });
  return {
    masks,
    x,
    y,
    width: Math.ceil(r.right + scrollX) - x,
    height: Math.ceil(r.bottom + scrollY) - y,
    fits: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
  };
};
