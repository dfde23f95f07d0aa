// state-keys.js finds a keyboard reader's place inside what a state opened
// (window.__tesseraShown, which state-capture.js 'shown' keeps: the live
// part, then what the state opened). The place is the item an
// aria-activedescendant names (a combobox's highlighted option), else the
// focused element.
// op 'key' names the key that walks what the state opened: 'ArrowDown' on an
// item of a list or a menu, or on an open control that points at one; 'Tab'
// inside anything else the state opened (a dialog, a popover); '' where the
// state put the focus in nothing it opened (a hover, a tooltip).
// op 'stop', two frames after the last key, keeps the place as
// window.__tesseraStop (null when nothing in the page has the focus) and
// returns whether it is inside what the state opened.
async (op) => {
  const place = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return { active: null, at: null };
    const id = active.getAttribute('aria-activedescendant');
    return { active, at: (id && document.getElementById(id)) || active };
  };
  const opened = (window.__tesseraShown ?? []).slice(1);
  const inside = (el) => !!el && opened.some((o) => o.contains(el));
  if (op === 'key') {
    const { active, at } = place();
    if (active?.hasAttribute('aria-activedescendant') && active.getAttribute('aria-expanded') === 'true') return 'ArrowDown';
    if (!inside(at)) return '';
    return /^(option|menuitem|menuitemcheckbox|menuitemradio|treeitem)$/.test(at.getAttribute('role') ?? '') ? 'ArrowDown' : 'Tab';
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const { at } = place();
  Object.defineProperty(window, '__tesseraStop', { value: at, configurable: true });
  return inside(at);
};
