// interactions-fields.js prepares and reads the number field examples of the
// form fields page for the fields' typing checks. op is one of:
//   'focus', example: scrolls the example's spin button into the middle of the
//     viewport, focuses it and puts the caret at the end of its text;
//   'state', example: what the example's first number field shows now;
//   'picker': focuses the playground's field type picker and says which type
//     it shows, which types it offers, and which component the playground runs.
(op, example) => {
  if (op === 'picker') {
    const picker = document.querySelector('select[data-field-type-picker]');
    if (!picker) return { error: 'no field type picker' };
    picker.scrollIntoView({ block: 'center', behavior: 'instant' });
    picker.focus();
    const playground = document.querySelector('[data-playground]');
    return {
      error: '',
      focused: document.activeElement === picker,
      kind: picker.value,
      kinds: [...picker.options].map((o) => o.value),
      playground: playground?.dataset.playground ?? '',
      live: !!playground?.querySelector('[data-example="playground"] [data-field]'),
    };
  }
  const root = document.querySelector('[data-example="' + example + '"]');
  const input = root?.querySelector('input[role="spinbutton"]');
  if (!input) return { error: 'no spin button in example ' + example };
  if (op === 'focus') {
    input.scrollIntoView({ block: 'center', behavior: 'instant' });
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    return { error: '', focused: document.activeElement === input };
  }
  const field = input.closest('[data-field]');
  const button = (name) => field.querySelector('button[data-stepper="' + name + '"]');
  return {
    error: '',
    focused: document.activeElement === input,
    value: input.value,
    valueNow: input.getAttribute('aria-valuenow') ?? '',
    invalid: input.getAttribute('aria-invalid') ?? '',
    state: field?.dataset.state ?? '',
    increaseDisabled: button('increase')?.disabled ?? null,
    decreaseDisabled: button('decrease')?.disabled ?? null,
  };
};
