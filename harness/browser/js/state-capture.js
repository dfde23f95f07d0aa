// state-capture.js frames a live example's state. op 'start' stops the page's
// clock (determinism.js), scrolls the index-th live part (selector) to the
// middle of the viewport and waits two frames, so that every state of an
// example starts from the same place and time.
// op 'settle' waits until what the state shows holds still and returns its
// clip: the live part together with what the state opened outside every
// example (a floating portal's content, an open dialog or popover, a toast,
// a tooltip) and the parts of its block a step hovered or focused, cut to
// the viewport; the whole viewport when what opened
// covers it (a backdrop). Still means the same boxes and scroll for two
// frames running, once the fonts are loaded.
// op 'shown' keeps, as window.__tesseraShown, the live part and what the
// state opened (as 'settle' finds them), for their accessibility tree, and
// returns how many there are.
async (op, selector, index) => {
  const live = document.querySelectorAll(selector)[index];
  if (!live) throw new Error(`no element ${selector} number ${index}`);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const opened = () =>
    [
      ...document.querySelectorAll(
        '[data-floating-ui-portal] > *, dialog[open], [popover], [aria-live] > *, [role="alert"], [role="status"], [role="tooltip"]',
      ),
    ].filter((el) => !el.closest('[data-example]') && (!el.matches('[popover]') || el.matches(':popover-open')) && shown(el));
  if (op === 'start') {
    window.__tessera.pause();
    // What shows before the state is not what the state opened.
    Object.defineProperty(window, '__tesseraResting', { value: new Set(opened()), configurable: true });
    live.scrollIntoView({ block: 'center', inline: 'nearest' });
    await frame();
    await frame();
    return null;
  }
  const resting = window.__tesseraResting ?? new Set();
  if (op === 'shown') {
    const shownNow = [live, ...opened().filter((el) => !resting.has(el))];
    Object.defineProperty(window, '__tesseraShown', { value: shownNow, configurable: true });
    return shownNow.length;
  }
  // The block's hovered and focused parts outside the live part (the code's
  // toolbar) are what a state on them shows.
  const block = live.closest('[data-example]') ?? live;
  const boxes = () => [
    live.getBoundingClientRect(),
    ...[...block.querySelectorAll(':hover, :focus')].filter((el) => !live.contains(el)).map((el) => el.getBoundingClientRect()),
    ...opened()
      .filter((el) => !resting.has(el))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0),
  ];
  const clip = () => {
    const all = boxes();
    const backdrop = all.slice(1).some((r) => r.left <= 0 && r.top <= 0 && r.right >= innerWidth && r.bottom >= innerHeight);
    let l = 0;
    let t = 0;
    let r = innerWidth;
    let b = innerHeight;
    if (!backdrop) {
      l = Math.max(0, Math.min(...all.map((x) => x.left)));
      t = Math.max(0, Math.min(...all.map((x) => x.top)));
      r = Math.min(innerWidth, Math.max(...all.map((x) => x.right)));
      b = Math.min(innerHeight, Math.max(...all.map((x) => x.bottom)));
    }
    const x = Math.floor(l + scrollX);
    const y = Math.floor(t + scrollY);
    return { x, y, width: Math.ceil(r + scrollX) - x, height: Math.ceil(b + scrollY) - y, fits: true, masks: [] };
  };
  await document.fonts.ready;
  let last = '';
  for (let still = 0, frames = 0; frames < 240; frames++) {
    await frame();
    const now = JSON.stringify([scrollX, scrollY, ...boxes()]);
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 2) return clip();
  }
  throw new Error('what the state shows did not hold still for two frames within 240 frames');
};
