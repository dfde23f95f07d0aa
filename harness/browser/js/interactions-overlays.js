// interactions-overlays.js reads what the overlays group's checks watch, in
// one call: which overlays are open, where the focus is, the open dialog's
// frame (its name, whether its body scrolls and is a tab stop), the drawer's
// width state and measured width, and the toasts an example's toaster shows.
// example is the data-example id whose toasts to list ('' for none).
(example) => {
  const active = document.activeElement;
  const describe = (el) => {
    if (!el || el === document.body) return '';
    if (el.hasAttribute('data-scrolls')) return 'body';
    const name = el.getAttribute('aria-label') || el.textContent.trim().replace(/\s+/g, ' ').slice(0, 60);
    return el.tagName.toLowerCase() + ':' + name;
  };
  const drawer = document.querySelector('[data-drawer]');
  const dialog = document.querySelector('[data-modal], [data-drawer]');
  const body = dialog?.querySelector('[data-scrolls]');
  const label = dialog && document.getElementById(dialog.getAttribute('aria-labelledby'));
  const root = example ? document.querySelector('[data-example="' + example + '"]') : null;
  const toaster = root?.querySelector('[data-toaster]');
  return {
    modal: document.querySelectorAll('[data-modal]').length,
    drawer: document.querySelectorAll('[data-drawer]').length,
    popover: document.querySelectorAll('[data-popover]').length,
    // the focused element, as tag:name, and whether it is inside an open dialog
    focused: describe(active),
    focusInDialog: Boolean(active?.closest('[role="dialog"]')),
    // the open modal's or drawer's name (its labelling heading) and its body
    dialogName: label ? label.textContent.trim() : '',
    bodyScrolls: body?.dataset.scrolls ?? '',
    bodyTabStop: body?.getAttribute('tabindex') === '0',
    drawerState: drawer?.dataset.state ?? '',
    drawerWidth: drawer ? Math.round(drawer.getBoundingClientRect().width) : 0,
    toasts: toaster ? [...toaster.querySelectorAll('[data-toast]')].map((t) => t.textContent.trim()) : [],
    queued: toaster ? Number(toaster.dataset.count) : 0,
    exampleFound: !example || Boolean(root),
  };
};
