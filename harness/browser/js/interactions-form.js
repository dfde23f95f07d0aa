// interactions-form.js reads and prepares the form and inline edit examples
// for the form group's interaction checks. op is one of:
//   'focus', selector: scrolls the element into the middle of the viewport and focuses it;
//   'state', example: what the example and the page's open modal show now (see below).
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
  const text = (el) => (el ? el.textContent.trim().replace(/\s+/g, ' ') : '');
  const active = document.activeElement;
  const modal = document.querySelector('[data-modal]');
  const form = root.querySelector('form[data-form]');
  const submit = form?.querySelector('button[type="submit"]');
  const inline = root.querySelector('[data-field-inline-edit]');
  const view = inline?.querySelector('[data-inline-edit-view]');
  const input = inline?.querySelector('[data-inline-edit-input]');
  return {
    modals: document.querySelectorAll('[data-modal]').length,
    // the open modal's title, section headings and list items
    title: text(modal?.querySelector('h2')),
    sections: modal ? [...modal.querySelectorAll('[data-summary] h3')].map(text) : [],
    items: modal ? [...modal.querySelectorAll('[data-summary] li')].map(text) : [],
    formState: form?.dataset.state ?? '',
    submitDisabled: Boolean(submit?.disabled),
    // the messages the example's fields show
    messages: form ? [...form.querySelectorAll('p[data-validation]')].map(text) : [],
    result: text(root.querySelector('[data-form-result] pre')),
    // the focused element: its accessible label when it is a field, or its tag
    focused: active ? (active.labels?.[0] ? text(active.labels[0]) : active.getAttribute('aria-label') || active.tagName.toLowerCase()) : '',
    focusInExample: Boolean(active && root.contains(active)),
    inlineState: inline?.dataset.state ?? '',
    // the shown text of the inline edit (without its visually hidden label), and the field's value while editing
    inlineText: view ? text(view.lastElementChild) : '',
    inlineInput: input ? input.value : '',
    inputFocused: Boolean(input && active === input),
  };
};
