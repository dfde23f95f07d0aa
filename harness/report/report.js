// report.js gives each failing capture of the harness report its views:
// side by side, a slider between expected and actual, an onion skin, and the
// diff alone; and it turns the ticks of the change groups into an accept
// file for go run ./harness/accept. It needs no network: the images sit
// beside the page.
(() => {
  const img = (src, cls) => {
    const el = document.createElement('img');
    el.loading = 'lazy'; // a report of hundreds of failures loads what is on screen first
    el.src = src;
    el.alt = '';
    if (cls) el.className = cls;
    return el;
  };
  // A side-by-side image shrinks to its column; its caption says its size
  // and scale, and an image drawn larger than its pixels (a narrow capture
  // on a high-density screen) keeps them crisp.
  const scaled = (el) => {
    if (!el.naturalWidth) return;
    const shown = el.clientWidth;
    el.classList.toggle('up', shown * devicePixelRatio > el.naturalWidth);
    const size = el.closest('figure')?.querySelector('.size');
    if (size) {
      const pct = Math.round((100 * shown) / el.naturalWidth);
      size.textContent = `, ${el.naturalWidth}×${el.naturalHeight} px` + (pct < 100 ? `, shown at ${pct}%` : '');
    }
  };
  const fit = new ResizeObserver((entries) => entries.forEach((e) => scaled(e.target)));
  const figure = (label, src) => {
    const f = document.createElement('figure');
    const c = document.createElement('figcaption');
    c.textContent = label;
    if (!src) {
      // Keep the three columns in place: a new capture has no expected image.
      const p = document.createElement('p');
      p.className = 'absent';
      p.textContent = `no ${label} image`;
      f.append(c, p);
      return f;
    }
    const size = document.createElement('span');
    size.className = 'size';
    c.append(size);
    const a = document.createElement('a');
    a.href = src;
    a.target = '_blank';
    a.rel = 'noopener';
    a.setAttribute('aria-label', `Open the ${label} image at full size`);
    const el = img(src);
    el.addEventListener('load', () => scaled(el));
    fit.observe(el);
    a.append(el);
    f.append(c, a);
    return f;
  };
  const range = (onInput) => {
    const r = document.createElement('input');
    r.type = 'range';
    r.min = 0;
    r.max = 100;
    r.value = 50;
    r.addEventListener('input', () => onInput(r.value));
    return r;
  };
  const views = {
    'side by side': ({ expected, actual, diff }) => {
      const d = document.createElement('div');
      d.className = 'side';
      d.append(figure('expected', expected), figure('actual', actual), figure('diff', diff));
      return d;
    },
    slider: ({ expected, actual }) => {
      const d = document.createElement('div');
      const stack = document.createElement('div');
      stack.className = 'stack';
      const top = img(actual, 'top');
      const set = (v) => (top.style.clipPath = `inset(0 0 0 ${v}%)`);
      set(50);
      stack.append(img(expected), top);
      d.append(range(set), stack);
      return d;
    },
    'onion skin': ({ expected, actual }) => {
      const d = document.createElement('div');
      const stack = document.createElement('div');
      stack.className = 'stack';
      const top = img(actual, 'top');
      const set = (v) => (top.style.opacity = v / 100);
      set(50);
      stack.append(img(expected), top);
      d.append(range(set), stack);
      return d;
    },
    'diff only': ({ diff }) => img(diff),
  };
  for (const cap of document.querySelectorAll('.capture')) {
    const srcs = { expected: cap.dataset.expected, actual: cap.dataset.actual, diff: cap.dataset.diff };
    const modes = cap.querySelector('.modes');
    const view = cap.querySelector('.view');
    const available = Object.keys(views).filter((name) => {
      if (name === 'diff only') return srcs.diff;
      if (name === 'side by side') return srcs.expected || srcs.actual;
      return srcs.expected && srcs.actual;
    });
    const show = (name) => {
      for (const b of modes.children) b.setAttribute('aria-pressed', String(b.textContent === name));
      for (const el of view.querySelectorAll('img')) fit.unobserve(el);
      view.replaceChildren(views[name](srcs));
    };
    for (const name of available) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = name;
      b.addEventListener('click', () => show(name));
      modes.append(b);
    }
    if (available.length) show(available[0]);
  }

  // Accepting: a group's box ticks its members; the accept file lists every
  // ticked capture's baseline, sorted, one per line.
  const file = document.getElementById('accept-file');
  if (!file) return;
  const count = document.getElementById('accept-count');
  const download = document.getElementById('accept-download');
  const groups = [...document.querySelectorAll('.group')];
  const members = (g) => [...g.querySelectorAll('.accept-one:not(:disabled)')];
  const refresh = () => {
    const picked = new Set();
    for (const g of groups) {
      const ms = members(g);
      const on = ms.filter((m) => m.checked);
      for (const m of on) picked.add(m.value);
      const box = g.querySelector('.accept-group');
      if (box) {
        box.checked = ms.length > 0 && on.length === ms.length;
        box.indeterminate = on.length > 0 && on.length < ms.length;
      }
      g.dataset.accepted = String(ms.length > 0 && on.length === ms.length);
    }
    const lines = [...picked].sort();
    const text = lines.map((l) => l + '\n').join('');
    file.value = text;
    download.href = 'data:text/plain;charset=utf-8,' + encodeURIComponent(text);
    count.textContent = `${lines.length} baselines to accept`;
  };
  const setGroup = (g, on) => {
    for (const m of members(g)) m.checked = on;
    refresh();
  };
  for (const g of groups) {
    g.querySelector('.accept-group')?.addEventListener('change', (e) => setGroup(g, e.target.checked));
    for (const m of members(g)) m.addEventListener('change', refresh);
  }
  const current = () => groups.findIndex((g) => g.contains(document.activeElement));
  const go = (i) => {
    const g = groups[Math.max(0, Math.min(groups.length - 1, i))];
    if (!g) return;
    g.focus();
    g.scrollIntoView({ block: 'start' });
  };
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target === file) return;
    const i = current();
    switch (e.key) {
      case 'j':
        go(i + 1);
        break;
      case 'k':
        go(i < 0 ? 0 : i - 1);
        break;
      case 'a':
      case 'r':
        if (i < 0) return;
        setGroup(groups[i], e.key === 'a');
        break;
      default:
        return;
    }
    e.preventDefault();
  });
  refresh();
})();
