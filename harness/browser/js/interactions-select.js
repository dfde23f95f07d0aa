// interactions-select.js prepares and reads the select examples for the
// select checks. op is one of:
//   'focusBefore', example: focuses the tab stop just before the example's
//     combobox (in document order), so that Tab then moves into the select;
//   'state', example: what the example's select shows now (see below).
(op, example) => {
  const root = document.querySelector('[data-example="' + example + '"]');
  const input = root?.querySelector('input[role="combobox"]');
  if (!input) return { error: 'no combobox in example ' + example };
  if (op === 'focusBefore') {
    const stops = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0,
    );
    const at = stops.indexOf(input);
    if (at < 1) return { error: 'no tab stop before the combobox of ' + example };
    input.scrollIntoView({ block: 'center', behavior: 'instant' });
    stops[at - 1].focus();
    return { focused: document.activeElement === stops[at - 1] };
  }
  // the label an option or tag shows, without its hidden description
  const shown = (el) => [...el.childNodes].filter((n) => !n.hidden).map((n) => n.textContent).join('').trim();
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const activeId = input.getAttribute('aria-activedescendant');
  const active = activeId ? document.getElementById(activeId) : null;
  return {
    error: '',
    // the combobox has the focus
    focused: document.activeElement === input,
    expanded: input.getAttribute('aria-expanded') ?? '',
    state: input.closest('[data-select]')?.dataset.state ?? '',
    value: input.value,
    // the highlighted option's label, and whether aria-activedescendant points into the listbox
    active: active ? shown(active) : '',
    activeInListbox: Boolean(active && listbox && listbox.contains(active) && active.getAttribute('role') === 'option'),
    listbox: listbox?.getAttribute('role') ?? '',
    multiselectable: listbox?.getAttribute('aria-multiselectable') ?? '',
    options: listbox ? [...listbox.querySelectorAll('[role="option"]')].map(shown).join('|') : '',
    selected: listbox ? [...listbox.querySelectorAll('[role="option"][aria-selected="true"]')].map(shown).join('|') : '',
    tags: [...root.querySelectorAll('[data-select-tag]')].map((t) => t.textContent.trim()).join('|'),
  };
};
