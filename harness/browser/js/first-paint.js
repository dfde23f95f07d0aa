// first-paint.js waits until a page shows what its HTML, styles and its own
// inline scripts make of it (the fonts it asked for, its images, the blocks
// whose layout waited for the first paint, which the page's layout script
// lays out a task each, and two frames: with the page's scripts blocked, the
// first paint as it stays), and returns the box of <main> in document
// coordinates, where the navbar leaves the page's content.
async () => {
  await document.fonts.ready;
  while (document.querySelector('[data-defer-layout]')) await new Promise((resolve) => setTimeout(resolve, 10));
  await Promise.all(
    [...document.images]
      .filter((img) => !img.complete && img.loading !== 'lazy')
      .map((img) => new Promise((resolve) => ['load', 'error'].forEach((e) => img.addEventListener(e, resolve, { once: true })))),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const r = document.querySelector('main').getBoundingClientRect();
  return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
};
