// scroll-to-top.js scrolls every scrolled box back to the top, as settle.js
// does, and resolves after two frames: the first screen is captured from there.
async () => {
  for (const el of [document.scrollingElement, ...document.querySelectorAll('*')]) {
    if (el && (el.scrollTop || el.scrollLeft)) {
      el.scrollTop = 0;
      el.scrollLeft = 0;
    }
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
};
