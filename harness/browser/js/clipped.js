// clipped.js finds content a reader cannot reach: an element that clips its
// content (overflow hidden or clip on an axis) while that content is larger
// than its box on that axis, so that part of it is cut off and nothing lets
// the reader scroll to it. Clipping that is declared is left out: text cut
// with an ellipsis or a line clamp, a box of 1 px or less (the visually
// hidden pattern, read by screen readers only), a form field (its text
// scrolls with the caret), an element hidden from
// readers (not shown, or aria-hidden), and an element marked
// data-clip="…", whose value says why its content is meant to be cut. An
// overflow of 1 px or less is rounding, not content. It returns, for each
// element, a selector-like path, the axis, its box and its content's size.
// scope is a selector of what to look in ('' for the whole page): a theme
// cell's navbar, a locale cell's examples (the same scope as axe's).
(scope) => {
  const out = [];
  const path = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      let p = e.localName;
      if (e.id) p += '#' + e.id;
      else if (e.dataset.example !== undefined) p += `[data-example="${e.dataset.example}"]`;
      else if (typeof e.className === 'string' && e.className) p += '.' + e.className.trim().split(/\s+/)[0];
      parts.unshift(p);
      if (e.id) break;
    }
    return parts.join(' > ');
  };
  const roots = scope ? [...document.querySelectorAll(scope)] : [document.body];
  for (const el of roots.flatMap((r) => [r, ...r.querySelectorAll('*')])) {
    const cs = getComputedStyle(el);
    const x = cs.overflowX === 'hidden' || cs.overflowX === 'clip';
    const y = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
    if (!x && !y) continue;
    if (el.matches('input, textarea, select')) continue;
    if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || el.closest('[aria-hidden="true"], [data-clip]')) continue;
    if (cs.textOverflow === 'ellipsis' || cs.webkitLineClamp !== 'none') continue;
    const over = [];
    if (x && el.scrollWidth - el.clientWidth > 1) over.push(['x', el.clientWidth, el.scrollWidth]);
    if (y && el.scrollHeight - el.clientHeight > 1) over.push(['y', el.clientHeight, el.scrollHeight]);
    for (const [axis, box, content] of over) out.push({ element: path(el), axis, box, content, text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40).trim() });
  }
  return out;
};
