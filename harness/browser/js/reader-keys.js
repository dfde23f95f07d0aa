// reader-keys.js reads what a keyboard reader meets, for reader_keys_test.go.
// op is one of:
//   'focus': the focused element (tag, text, href, whether its target is the
//     page's <main>, whether it shows: a box of some size, on screen, on top
//     at its centre) and whether the focus is inside <main>;
//   'toggle': the box of the top bar's menu button and of its bar;
//   'dialog': the search dialog's top, whether its index is ready, and how
//     many results it lists.
(op) => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width), height: Math.round(r.height) };
  };
  if (op === 'focus') {
    const el = document.activeElement;
    const main = document.querySelector('main');
    const focus = { tag: '', text: '', href: '', targetsMain: false, shown: false, box: null, inMain: false, ready: document.documentElement.dataset.ready !== undefined };
    if (!el || el === document.body) return focus;
    focus.tag = el.tagName.toLowerCase();
    focus.text = (el.getAttribute('aria-label') || el.textContent.trim() || el.querySelector('img')?.alt || '').trim().replace(/\s+/g, ' ').slice(0, 60);
    focus.href = el.getAttribute('href') ?? '';
    const hash = focus.href.startsWith('#') ? focus.href.slice(1) : '';
    focus.targetsMain = Boolean(hash) && document.getElementById(decodeURIComponent(hash)) === main;
    focus.box = box(el);
    const b = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const clipped = style.clipPath !== 'none' && style.clipPath !== '' || style.clip !== 'auto' && style.clip !== '';
    const onScreen = b.width >= 16 && b.height >= 16 && b.bottom > 0 && b.right > 0 && b.top < innerHeight && b.left < innerWidth;
    const hit = onScreen ? document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2) : null;
    focus.shown = onScreen && !clipped && style.visibility !== 'hidden' && Number(style.opacity) > 0 && Boolean(hit) && (hit === el || el.contains(hit));
    focus.inMain = Boolean(main) && (el === main || main.contains(el));
    return focus;
  }
  if (op === 'toggle') {
    const nav = [...document.querySelectorAll('nav[data-navbar][data-variant="top"]')].find((n) => !n.closest('main') && n.getClientRects().length > 0);
    const toggle = nav?.querySelector('button[aria-controls]');
    if (!toggle) return { error: 'no top bar menu button outside <main>' };
    return { toggle: box(toggle), bar: box(toggle.parentElement) };
  }
  if (op === 'dialog') {
    const dialog = document.querySelector('[data-modal]');
    const search = dialog?.querySelector('[data-search-dialog]');
    if (!search) return { open: false, top: 0, ready: false, results: 0 };
    return { open: true, top: Math.round(dialog.getBoundingClientRect().top), ready: search.dataset.state === 'ready', results: search.querySelectorAll('[data-search-result]').length };
  }
  return { error: 'unknown op ' + op };
};
