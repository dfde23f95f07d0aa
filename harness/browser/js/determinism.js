// determinism.js runs in every document of a harness tab before the page's own
// scripts. It makes the page render the same on every run: a fixed clock and a
// seeded Math.random, both set back to their start at each cell
// (window.__tessera.reset), a clock that a state stops where it is
// (window.__tessera.pause: what a state shows never depends on how long its
// steps took, such as a toast's progress), and a style sheet that turns animations,
// transitions, smooth scrolling and the text caret off. The sheet is a
// constructed one, so the site's Content-Security-Policy does not block it.
// Every live example hydrates with the page (window.__tesseraHydrateAll)
// rather than as a scroll brings it near: a cell judges each one as a reader
// meets it, hydrated, whenever the harness reaches it (the behaviour test
// "hydration" drives the deferred hydration itself).
(epoch) => {
  const RealDate = Date;
  const realNow = performance.now.bind(performance);
  let start = realNow();
  let paused = null;
  const now = () => paused ?? epoch + Math.floor(realNow() - start);
  function FixedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length ? new RealDate(...args) : new RealDate(now());
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = now;
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  globalThis.Date = FixedDate;

  let seed = 1;
  Math.random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  globalThis.__tesseraHydrateAll = true;

  Object.defineProperty(globalThis, '__tessera', {
    value: Object.freeze({
      reset() {
        start = realNow();
        paused = null;
        seed = 1;
      },
      pause() {
        paused = now();
      },
    }),
  });

  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`*, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
  }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};
