// interactions-search.js reads what the search checks watch, in one call:
// whether the search dialog is open and in which state, the combobox's ARIA
// state, the results (kind and where each leads), the active one, the focused
// element and whether it is in the list of results, and where the page is: its path and hash, and whether the element
// the hash names is in view and focused.
() => {
  const dialog = document.querySelector('[data-search-dialog]');
  const input = dialog?.querySelector('[role="combobox"]');
  const active = document.activeElement;
  const describe = (el) => {
    if (!el || el === document.body) return '';
    const name = el.getAttribute('aria-label') || el.textContent.trim().replace(/\s+/g, ' ').slice(0, 60);
    return el.tagName.toLowerCase() + ':' + name;
  };
  const results = dialog ? [...dialog.querySelectorAll('[data-search-result]')] : [];
  const activeId = input?.getAttribute('aria-activedescendant') || '';
  const activeOption = activeId ? document.getElementById(activeId) : null;
  const listbox = input ? document.getElementById(input.getAttribute('aria-controls') || '') : null;
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  const box = target?.getBoundingClientRect();
  return {
    open: Boolean(dialog),
    state: dialog?.dataset.state ?? '',
    status: dialog?.querySelector('[data-search-status]')?.textContent.trim() ?? '',
    inputFocused: Boolean(input) && active === input,
    expanded: input?.getAttribute('aria-expanded') ?? '',
    activeInListbox: Boolean(activeOption && listbox?.contains(activeOption) && activeOption.getAttribute('role') === 'option'),
    results: results.map((r) => r.dataset.searchResult + ' ' + r.dataset.href),
    active: activeOption?.dataset.href ?? '',
    marked: activeOption ? [...activeOption.querySelectorAll('mark')].map((m) => m.textContent) : [],
    focused: describe(active),
    focusInListbox: Boolean(listbox?.contains(active)),
    path: location.pathname,
    hash: location.hash,
    ready: document.documentElement.dataset.ready !== undefined,
    targetFound: Boolean(target),
    // the target's top edge within the window, and the focus on it
    targetInView: Boolean(box && box.top >= -1 && box.top < innerHeight / 2),
    targetFocused: Boolean(target) && active === target,
  };
};
