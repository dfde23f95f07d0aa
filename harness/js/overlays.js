// overlays.js hides (hide true) or shows again (false) the fixed and sticky
// boxes outside the live examples, such as the top navbar at narrow widths,
// while the examples are captured: an example taller than the viewport is
// scrolled under them, and what they cover would go unseen. The first
// screen, the fingerprint and axe see the page with them.
//
// It works through the CSSOM (style.setProperty, style.cssText), which the
// site's Content-Security-Policy (style-src 'self') allows, never through the
// style attribute, which it blocks. What a box's style was is kept in the
// page's memory, not its markup, and hiding twice keeps the first record, so
// showing again leaves the markup exactly as it was found: no mark, and no
// empty style="" where there was none.
(hide) => {
  const hidden = (window.__tesseraHidden ??= new Map());
  if (!hide) {
    for (const [el, style] of hidden) {
      if (style === null) el.removeAttribute('style');
      else el.style.cssText = style;
    }
    hidden.clear();
    return;
  }
  const examples = [...document.querySelectorAll('[data-example]')];
  for (const el of document.body.querySelectorAll('*')) {
    if (hidden.has(el)) continue;
    const { position } = getComputedStyle(el);
    if (position !== 'fixed' && position !== 'sticky') continue;
    if (examples.some((ex) => ex.contains(el) || el.contains(ex))) continue;
    // Reading the attribute makes Chromium write a pending inline style into
    // it, which it does lazily.
    hidden.set(el, el.getAttribute('style'));
    el.style.setProperty('visibility', 'hidden', 'important');
  }
};
