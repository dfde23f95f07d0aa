// interactions-actions.js reads and prepares the button and pagination
// examples for the actions group's interaction checks. op is one of:
//   'focus', selector: scrolls the element into the middle of the viewport and focuses it;
//   'state', example: what the example shows now (see below).
(op, arg) => {
  if (op === 'focus') {
    const el = document.querySelector(arg);
    if (!el) return { error: 'no element ' + arg };
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    el.focus();
    return { focused: document.activeElement === el };
  }
  const root = document.querySelector('[data-example="' + arg + '"]');
  if (!root) return { error: 'no example ' + arg };
  const active = document.activeElement;
  const nav = root.querySelector('nav[data-pagination]');
  const toggle = root.querySelector('button[aria-pressed]');
  return {
    // the page button that has the focus ('' for none), or the aria-label of another focused element
    focused: active?.dataset?.page ?? active?.getAttribute?.('aria-label') ?? '',
    current: nav?.querySelector('[aria-current="page"]')?.dataset.page ?? '',
    pages: nav ? [...nav.querySelectorAll('li')].map((li) => li.querySelector('button[data-page]')?.dataset.page ?? (li.hasAttribute('data-pagination-ellipsis') ? '…' : '')).filter(Boolean).join(' ') : '',
    tabStops: nav ? [...nav.querySelectorAll('button[data-page]')].filter((b) => b.tabIndex === 0).map((b) => b.dataset.page).join(' ') : '',
    pressed: toggle?.getAttribute('aria-pressed') ?? '',
    toggle: toggle?.dataset.toggle ?? '',
  };
};
