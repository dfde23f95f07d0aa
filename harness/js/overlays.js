// overlays.js hides (hide true) or shows again (false) the fixed and sticky
// boxes outside the live examples, such as the top navbar at narrow widths,
// while the examples are captured: an example taller than the viewport is
// scrolled under them, and what they cover would go unseen. The first
// screen, the fingerprint and axe see the page with them. Showing them
// again leaves the markup as it was: the mark keeps the style attribute the
// box had ('' for none), so no empty style="" stays behind for the next
// cell's print to differ by.
(hide) => {
  const mark = 'data-harness-hidden';
  if (!hide) {
    for (const el of document.querySelectorAll(`[${mark}]`)) {
      const style = el.getAttribute(mark);
      el.style.removeProperty('visibility');
      // Reading the attribute first makes Chromium write the inline style
      // into it, which it does lazily: removed unread, it comes back empty.
      if (style) el.setAttribute('style', style);
      else if (el.getAttribute('style') !== null) el.removeAttribute('style');
      el.removeAttribute(mark);
    }
    return;
  }
  const examples = [...document.querySelectorAll('[data-example]')];
  for (const el of document.body.querySelectorAll('*')) {
    const { position } = getComputedStyle(el);
    if (position !== 'fixed' && position !== 'sticky') continue;
    if (examples.some((ex) => ex.contains(el) || el.contains(ex))) continue;
    el.setAttribute(mark, el.getAttribute('style') ?? '');
    el.style.setProperty('visibility', 'hidden', 'important');
  }
};
