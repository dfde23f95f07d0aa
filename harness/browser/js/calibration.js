// calibration.js waits until every font of the calibration page has arrived,
// lays the page out afresh with them (a native select laid out while a font
// was arriving can keep its text a pixel off), waits until two frames were
// drawn, and returns the size of its body, to capture.
async () => {
  await document.fonts.ready;
  await Promise.all([...document.fonts].filter((f) => f.status === 'loading').map((f) => f.loaded));
  document.body.replaceChildren(...[...document.body.childNodes].map((n) => n.cloneNode(true)));
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const r = document.body.getBoundingClientRect();
  return { width: Math.ceil(r.right), height: Math.ceil(r.bottom) };
};
