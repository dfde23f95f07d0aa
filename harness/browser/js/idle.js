// idle.js waits for a frame, then until the page has nothing left to do
// (requestIdleCallback): the work a page queued (effects, timers due, focus
// moves) has run.
async () => {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestIdleCallback(resolve));
};
