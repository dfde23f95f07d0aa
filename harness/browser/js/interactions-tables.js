// interactions-tables.js reads and prepares the table and standard table
// examples for the tables group's interaction checks. op is one of:
//   'point', selector: scrolls the element into the middle of the viewport and
//     returns its centre in viewport coordinates;
//   'focus', selector: scrolls the element into view and focuses it;
//   'drag', { example, column, onto }: scrolls the example's header into view and
//     returns where a drag of the column's handle starts and where it must end
//     for the dragged header's centre to land on the centre of the header onto;
//   'select', { selector, value }: chooses an option of a select as a person
//     would, the value set and a change event sent (React listens to it);
//   'table', example: what the example's table shows now (see below);
//   'requests': the query strings of the requests the page made to the orders
//     API, in order, from the browser's resource timing entries.
(op, arg) => {
  const centre = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  if (op === 'point') {
    const el = document.querySelector(arg);
    if (!el) return { error: 'no element ' + arg };
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    return centre(el);
  }
  if (op === 'focus') {
    const el = document.querySelector(arg);
    if (!el) return { error: 'no element ' + arg };
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    el.focus();
    return document.activeElement === el ? centre(el) : { error: 'could not focus ' + arg };
  }
  if (op === 'drag') {
    const root = document.querySelector('[data-example="' + arg.example + '"]');
    const handle = root?.querySelector('[data-drag-handle="' + arg.column + '"]');
    const from = root?.querySelector('th[data-column="' + arg.column + '"]');
    const onto = root?.querySelector('th[data-column="' + arg.onto + '"]');
    if (!handle || !from || !onto) return { error: 'no header ' + arg.column + ' or ' + arg.onto + ' in ' + arg.example };
    from.scrollIntoView({ block: 'center', behavior: 'instant' });
    const start = centre(handle);
    const a = centre(from);
    const b = centre(onto);
    return { x: start.x, y: start.y, toX: start.x + (b.x - a.x), toY: start.y + (b.y - a.y) };
  }
  if (op === 'select') {
    const el = document.querySelector(arg.selector);
    if (!(el instanceof HTMLSelectElement)) return { error: 'no select ' + arg.selector };
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    el.focus();
    const set = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
    set.call(el, arg.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return { value: el.value };
  }
  if (op === 'requests') {
    return performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.pathname.endsWith('/api/orders'))
      .map((u) => u.search.replace(/^\?/, ''));
  }
  // 'table': the example's table
  const root = document.querySelector('[data-example="' + arg + '"]');
  const table = root?.querySelector('[data-table]');
  if (!table) return { error: 'no table in example ' + arg };
  const sort = {};
  for (const th of table.querySelectorAll('th[aria-sort]')) sort[th.dataset.column] = th.getAttribute('aria-sort');
  return {
    ordering: table.dataset.ordering ?? '',
    pageIndex: table.dataset.pageIndex ?? '',
    pageSize: table.dataset.pageSize ?? '',
    sort,
    columns: [...table.querySelectorAll('thead th')].map((th) => th.dataset.column),
    // shown: the headers in the order they are drawn, left to right, with a
    // drag's transforms: what a drop there would make the order.
    shown: [...table.querySelectorAll('thead th')]
      .map((th) => ({ column: th.dataset.column, x: centre(th).x }))
      .sort((a, b) => a.x - b.x)
      .map((h) => h.column),
    rows: [...table.querySelectorAll('tbody tr[data-row-id]')].map((tr) => tr.dataset.rowId),
    selected: [...table.querySelectorAll('tbody tr[data-selected="true"]')].map((tr) => tr.dataset.rowId),
    current: table.querySelector('nav [aria-current="page"]')?.textContent ?? '',
    dragging: Boolean(table.querySelector('th[data-dragging="true"]')),
    output: root.querySelector('output')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
  };
};
