// open-states.js opens, one at a time, what a reader opens on a page: every
// control of <main> that declares a popup (aria-haspopup) or that discloses
// something (aria-expanded), and reads what the open state shows.
//
// op 'list' returns the controls as {index, name}. op 'prepare' scrolls the
// window so that control index sits in the middle of the viewport and
// returns where the window is and where to press it. op 'read' returns
// whether the control is open, the window's scroll, and, inside what it
// opened (aria-controls, or the dialog, menu or listbox that appeared), the
// controls whose shown parts overlap, each list whose chosen option is
// scrolled out of its view, and a selector of what opened (scope: its id, or
// a data-open-state mark) for clipped.js to find content cut off in.
async (op, index) => {
  const CONTROLS = 'main [aria-haspopup]:not([aria-haspopup="false"]), main [aria-expanded]';
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]');
  const controls = () => [...document.querySelectorAll(CONTROLS)].filter((el) => shown(el) && !el.disabled && !el.readOnly && !el.matches('[aria-disabled="true"], [aria-readonly="true"]'));
  const text = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const by = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return text(el.getAttribute('aria-label')) || text(by) || text(el.textContent) || text(el.getAttribute('title')) || el.localName;
  };
  const where = (el) => {
    const ex = el.closest('[data-example]');
    return `${ex ? `example "${ex.dataset.example}": ` : ''}${el.getAttribute('role') ?? el.localName} "${nameOf(el).slice(0, 60)}"`;
  };
  const all = controls();
  if (op === 'list') return all.map((el, i) => ({ index: i, name: where(el) }));
  const el = all[index];
  if (!el) return { error: `no control ${index} of ${all.length}` };
  if (op === 'prepare') {
    // The focus leaves what the last press left it on first, as a reader's
    // click elsewhere would, so that what a blur changes (a field's
    // validation) has laid out before the point to press is read.
    document.activeElement?.blur();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const r = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + r.top + r.height / 2 - innerHeight / 2, behavior: 'instant' });
    const s = el.getBoundingClientRect();
    return { scrollY: window.scrollY, x: s.left + s.width / 2, y: s.top + s.height / 2, name: where(el) };
  }
  if (op === 'read-settled') {
    // What opened is placed once its rect holds still for two frames (a
    // floating element is positioned a promise after it mounts, and the
    // focus moves into it after that); then it is read.
    return await new Promise((resolve) => {
      let last = '';
      let still = 0;
      let frames = 0;
      const step = () => {
        const r = read();
        const box = r.popupBox ?? '';
        still = box === last ? still + 1 : 0;
        last = box;
        if (still >= 2 || ++frames > 120) resolve({ ...r, popupBox: undefined });
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  }
  return read();

  function read() {
  const open = el.getAttribute('aria-expanded') === 'true';
  const id = (el.getAttribute('aria-controls') ?? '').split(/\s+/)[0];
  let popup = id ? document.getElementById(id) : null;
  if (!popup || !shown(popup)) popup = [...document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"], dialog')].filter(shown).at(-1) ?? null;
  // A selector of what opened, for clipped.js to look in: its id, or a mark.
  for (const m of document.querySelectorAll('[data-open-state]')) m.removeAttribute('data-open-state');
  let scope = '';
  if (popup?.id) scope = `#${CSS.escape(popup.id)}`;
  else if (popup) {
    popup.setAttribute('data-open-state', '');
    scope = '[data-open-state]';
  }
  const out = { open, scrollY: window.scrollY, popup: popup ? where(popup) : '', scope, overlaps: [], hidden: [] };
  if (!popup || !shown(popup)) return out;
  const pr = popup.getBoundingClientRect();
  out.popupBox = `${pr.left},${pr.top},${pr.width},${pr.height},${window.scrollY},${document.activeElement?.id ?? ''}`;
  // The part of el a reader sees: its box cut by every ancestor that clips.
  const visible = (e) => {
    let r = e.getBoundingClientRect();
    let box = { l: r.left, t: r.top, r: r.right, b: r.bottom };
    for (let a = e.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      box = { l: Math.max(box.l, c.left), t: Math.max(box.t, c.top), r: Math.min(box.r, c.right), b: Math.min(box.b, c.bottom) };
    }
    return box.r - box.l > 0 && box.b - box.t > 0 ? box : null;
  };
  const parts = [...popup.querySelectorAll('button, a[href], input, select, textarea, [role="option"], [role="menuitem"], [role="gridcell"], [role="listbox"], [tabindex]')]
    .filter(shown)
    .map((e) => ({ e, box: visible(e) }))
    .filter((p) => p.box);
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const a = parts[i];
      const b = parts[j];
      if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
      const w = Math.min(a.box.r, b.box.r) - Math.max(a.box.l, b.box.l);
      const h = Math.min(a.box.b, b.box.b) - Math.max(a.box.t, b.box.t);
      if (w > 1 && h > 1) out.overlaps.push(`${where(a.e)} and ${where(b.e)} overlap by ${Math.round(w)} x ${Math.round(h)} px`);
    }
  }
  for (const list of [popup, ...popup.querySelectorAll('[role="listbox"]')].filter((l) => l.getAttribute('role') === 'listbox')) {
    const o = list.querySelector('[role="option"][aria-selected="true"]');
    if (!o || !shown(o)) continue;
    const l = list.getBoundingClientRect();
    const r = o.getBoundingClientRect();
    if (r.top < l.top - 1 || r.bottom > l.bottom + 1) out.hidden.push(`${where(list)} opens with its chosen option "${text(o.textContent)}" scrolled out of view`);
  }
  return out;
  }
};
