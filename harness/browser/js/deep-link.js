// deep-link.js reads where the element the location's hash names sits, in
// document coordinates, now (top) and when the app marked the page ready
// (readyTop, from ready-rects.js), and where the window is (scrollY) with
// the target's scroll margin. With op 'pick' it returns instead the id of the
// last heading of <main> that has one: the deep link everything above can
// move.
(op) => {
  if (op === 'pick') {
    const hs = [...document.querySelectorAll('main h2[id], main h3[id]')];
    return hs.at(-1)?.id ?? '';
  }
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {}
  const el = id ? document.getElementById(id) : null;
  if (!el) return { error: `no element has the id of the hash "${location.hash}"` };
  return {
    top: el.getBoundingClientRect().top + window.scrollY,
    readyTop: window.__tesseraReadyRects?.targetTop ?? null,
    scrollY: window.scrollY,
    margin: parseFloat(getComputedStyle(el).scrollMarginTop) || 0,
    maxScrollY: document.documentElement.scrollHeight - innerHeight,
  };
};
