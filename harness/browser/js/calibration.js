// calibration.js waits until every font of the calibration page has arrived
// and two frames were drawn, and returns the size of its body, to capture.
async () => {
  await document.fonts.ready;
  await Promise.all([...document.fonts].filter((f) => f.status === 'loading').map((f) => f.loaded));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const r = document.body.getBoundingClientRect();
  return { width: Math.ceil(r.right), height: Math.ceil(r.bottom) };
};
