// overlays.js hides (hide true) or shows again (false) the fixed and sticky
// boxes outside the live examples, such as the top navbar at narrow widths,
// while the examples are captured: an example taller than the viewport is
// scrolled under them, and what they cover would go unseen. The first
// screen, the fingerprint and axe see the page with them.
(hide) => {
  const mark = 'data-harness-hidden';
  if (!hide) {
    for (const el of document.querySelectorAll(`[${mark}]`)) {
      el.style.removeProperty('visibility');
      el.removeAttribute(mark);
    }
    return;
  }
  const examples = [...document.querySelectorAll('[data-example]')];
  for (const el of document.body.querySelectorAll('*')) {
    const { position } = getComputedStyle(el);
    if (position !== 'fixed' && position !== 'sticky') continue;
    if (examples.some((ex) => ex.contains(el) || el.contains(ex))) continue;
    el.setAttribute(mark, '');
    el.style.setProperty('visibility', 'hidden', 'important');
  }
};
