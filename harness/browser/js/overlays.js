// overlays.js hides (hide true) or shows again (false) the fixed and sticky
// boxes outside the live examples, such as the top navbar at narrow widths,
// while the examples are captured: an example taller than the viewport is
// scrolled under them, and what they cover would go unseen. The first
// screen, the fingerprint and axe see the page with them.
//
// While boxes are hidden, the sheet also hides the text caret, whose blink
// no capture could hold: a state may leave the focus in a field.
//
// It never touches a box's style attribute: the site's Content-Security-
// Policy (style-src 'self') refuses a style attribute written by a script
// (setAttribute('style', …)), and Chromium re-serializes an inline style
// that the CSSOM changed, so a box would not come back as it was. A box is
// marked with an attribute, and a constructed style sheet (which the policy
// allows) hides what is marked; showing removes the marks and the sheet, so
// the markup and the document's sheets are as they were, whatever was hidden
// before, and hiding twice before showing once (a capture taken again) is
// hiding once.
(hide) => {
  const mark = 'data-harness-hidden';
  let sheet = window.__tesseraOverlays;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`[${mark}] { visibility: hidden !important; } * { caret-color: transparent !important; }`);
    Object.defineProperty(window, '__tesseraOverlays', { value: sheet });
  }
  const adopted = document.adoptedStyleSheets.includes(sheet);
  if (!hide) {
    for (const el of document.querySelectorAll(`[${mark}]`)) el.removeAttribute(mark);
    if (adopted) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    return;
  }
  const examples = [...document.querySelectorAll('[data-example]')];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.hasAttribute(mark)) continue;
    const { position } = getComputedStyle(el);
    if (position !== 'fixed' && position !== 'sticky') continue;
    if (examples.some((ex) => ex.contains(el) || el.contains(ex))) continue;
    // The site's toaster stays: a state of an example shows its toasts.
    if (el.querySelector('[aria-live]')) continue;
    el.setAttribute(mark, '');
  }
  if (!adopted) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};
