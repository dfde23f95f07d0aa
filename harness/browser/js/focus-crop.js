// focus-crop.js frames the focused element for the visible-focus check.
// op 'focused' (or 'stop': the place a walk inside a state is at, which
// state-keys.js keeps) keeps where the page is scrolled (the window and every
// scrolled box around the element) as stop number index, brings the element
// with room px around it into view when it is not, and returns the crop
// to capture, in CSS pixels of the document: that room around the element's
// box, cut to the viewport; its boxes (one a line, for a link that wraps)
// and the part of the viewport that shows them (cut by every box around
// that clips), relative to the crop; and the corner radii (top-left,
// top-right, bottom-right, bottom-left).
// op 'restore' scrolls the page back to where stop number index had it,
// when it is not there, and waits two frames; it returns whether it
// scrolled, and the window's scroll, to capture the same crop with nothing
// focused (consecutive stops mostly share one scroll: one capture serves).
async (op, index, room) => {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const stops = window.__tesseraFocusStops ?? [];
  Object.defineProperty(window, '__tesseraFocusStops', { value: stops, configurable: true });
  if (op === 'restore') {
    const s = stops[index];
    const there = s.x === scrollX && s.y === scrollY && s.boxes.every(([el, top, left]) => el.scrollTop === top && el.scrollLeft === left);
    if (!there) {
      for (const [el, top, left] of s.boxes) {
        el.scrollTop = top;
        el.scrollLeft = left;
      }
      scrollTo(s.x, s.y);
      await frames();
    }
    return { scrolled: !there, x: scrollX, y: scrollY };
  }
  if (index === 0) stops.length = 0;
  const focused = op === 'stop' ? window.__tesseraStop : document.activeElement;
  if (!focused || focused === document.body) throw new Error('nothing has the focus');
  // A control that draws no ring of its own, whose wrapper draws one (a
  // field's box around its input, by :focus-within), is measured by the
  // wrapper's box: that is the component a reader sees focused. A place a
  // walk inside a state is at (an option the list points at) is measured by
  // its own box: the list around it keeps its focus, and its ring, throughout.
  const ringed = (e) => {
    const s = getComputedStyle(e);
    return s.outlineStyle !== 'none' || s.boxShadow !== 'none';
  };
  let el = focused;
  for (let e = focused.parentElement, up = 0; op === 'focused' && !ringed(focused) && e && up < 3; e = e.parentElement, up++) {
    if (e.matches('[data-example], main, body')) break;
    if (ringed(e)) {
      el = e;
      break;
    }
  }
  const clipping = (e) => {
    const s = getComputedStyle(e);
    return s.overflowX !== 'visible' || s.overflowY !== 'visible';
  };
  const around = [];
  for (let e = el.parentElement; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
    if (clipping(e)) around.push(e);
  }
  const inflate = (r) => ({ left: r.left - room, top: r.top - room, right: r.right + room, bottom: r.bottom + room });
  const inside = (r) => r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
  if (!inside(inflate(el.getBoundingClientRect()))) {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    await frames();
  }
  stops[index] = { x: scrollX, y: scrollY, boxes: around.map((e) => [e, e.scrollTop, e.scrollLeft]) };
  const r = el.getBoundingClientRect();
  const cut = (a, b) => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const viewport = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const crop = cut(inflate(r), viewport);
  let view = viewport;
  for (const e of around) view = cut(view, e.getBoundingClientRect());
  const x = Math.floor(crop.left);
  const y = Math.floor(crop.top);
  const rel = (b) => ({
    x: Math.floor(b.left) - x,
    y: Math.floor(b.top) - y,
    width: Math.max(0, Math.ceil(b.right) - Math.floor(b.left)),
    height: Math.max(0, Math.ceil(b.bottom) - Math.floor(b.top)),
  });
  const s = getComputedStyle(el);
  const radius = (v) => {
    const n = parseFloat(v) || 0;
    return v.trim().endsWith('%') ? (n / 100) * Math.min(r.width, r.height) : n;
  };
  return {
    crop: {
      x: x + Math.floor(scrollX),
      y: y + Math.floor(scrollY),
      width: Math.max(0, Math.ceil(crop.right) - x),
      height: Math.max(0, Math.ceil(crop.bottom) - y),
    },
    boxes: [...el.getClientRects()].filter((b) => b.width > 0 && b.height > 0).map(rel),
    view: rel(view),
    radii: [s.borderTopLeftRadius, s.borderTopRightRadius, s.borderBottomRightRadius, s.borderBottomLeftRadius].map(radius),
  };
};
