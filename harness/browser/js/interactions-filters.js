// interactions-filters.js reads and prepares the filters page's "basic"
// example (a search field and the Filters button whose popup holds the
// filter builder) for the filters' interaction checks. op is one of:
//   'prepare': scrolls the example so its Filters button sits near the top of the window (room for the popup below);
//   'point', target: the centre of a target, for a real mouse click; target is 'trigger', 'add', 'clear',
//     'value:<row>' (the value select of row <row>, from 0) or 'option:<text>' (an option of the open select list);
//   'focus', target: focuses a target ('search' is the search field);
//   'state': what the example shows now (see below).
(op, arg) => {
  const root = document.querySelector('[data-example="basic"]');
  if (!root) return { error: 'no example basic' };
  const trigger = root.querySelector('[data-filters-trigger]');
  const popup = document.querySelector('[data-filters-popup]');
  const button = (text) => (popup ? [...popup.querySelectorAll('button')].find((b) => b.textContent.trim() === text) : null);
  const find = (target) => {
    if (target === 'trigger') return trigger;
    if (target === 'search') return root.querySelector('[data-filters-search] input');
    if (target === 'add') return button('Add filter');
    if (target === 'clear') return button('Clear all');
    if (target.startsWith('value:')) {
      const row = popup?.querySelectorAll('[data-filter-row]')[Number(target.slice(6))];
      return row?.querySelector('[data-filter-value] [role="combobox"]') ?? null;
    }
    if (target.startsWith('option:')) return [...document.querySelectorAll('[data-select-popup] [role="option"]')].find((o) => o.textContent.trim() === target.slice(7)) ?? null;
    return null;
  };
  if (op === 'prepare') {
    if (!trigger) return { error: 'no Filters button' };
    window.scrollBy({ top: trigger.getBoundingClientRect().top - 120, behavior: 'instant' });
    return { top: trigger.getBoundingClientRect().top };
  }
  if (op === 'point') {
    const el = find(arg);
    if (!el) return { error: 'no ' + arg };
    if (el.disabled) return { error: arg + ' is disabled' };
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }
  if (op === 'focus') {
    const el = find(arg);
    if (!el) return { error: 'no ' + arg };
    el.focus();
    return { focused: document.activeElement === el };
  }
  const t = trigger?.getBoundingClientRect();
  const p = popup?.getBoundingClientRect();
  return {
    open: Boolean(popup),
    expanded: trigger?.getAttribute('aria-expanded') ?? '',
    // the popup's top and the Filters button's bottom, in CSS pixels; the popup's computed z-index and placement
    popupTop: p ? p.top : 0,
    triggerBottom: t ? t.bottom : 0,
    zIndex: popup ? getComputedStyle(popup).zIndex : '',
    placement: popup?.dataset.placement ?? '',
    builderState: popup?.querySelector('[data-filter-builder]')?.dataset.state ?? '',
    // each row as 'Where status EQUAL'
    rows: popup ? [...popup.querySelectorAll('[data-filter-row]')].map((r) => [r.querySelector('[data-filter-conjunction]')?.textContent.trim(), r.dataset.filterRow, r.dataset.operation].join(' ')) : [],
    empty: popup?.querySelector('[data-filters-empty]')?.textContent.trim() ?? '',
    // the applied filters the example prints, without spaces or trailing commas: appliedFilters=[{"id":"search",…}]
    applied: root.querySelector('output')?.textContent.replace(/\s+/g, '').replace(/,([}\]])/g, '$1') ?? '',
    search: root.querySelector('[data-filters-search] input')?.value ?? '',
    count: trigger?.querySelector('[data-filters-count]')?.textContent ?? '',
    focusOnTrigger: document.activeElement === trigger,
  };
};
