// viewport.js resolves once the page itself reports the viewport the harness
// set (Emulation.setDeviceMetricsOverride): innerWidth and innerHeight, and
// the media queries of that size match; then one frame more, since the
// change events of media queries (which the app's useMediaQuery listens to)
// are dispatched when a frame is rendered, before its animation frame
// callbacks. It reads what the page reports, not how long the browser took.
async (width, height, timeoutMs) => {
  const query = matchMedia(`(width: ${width}px) and (height: ${height}px)`);
  const fits = () => innerWidth === width && innerHeight === height && query.matches;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page reports a ${innerWidth}x${innerHeight} px viewport ${timeoutMs} ms after it was set to ${width}x${height}`)),
      timeoutMs,
    );
  });
  const applied = (async () => {
    while (!fits()) await frame();
    await frame();
  })();
  try {
    await Promise.race([applied, late]);
  } finally {
    clearTimeout(timer);
  }
};
