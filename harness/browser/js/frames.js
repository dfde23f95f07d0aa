// frames.js resolves after the browser has produced two more frames, so that
// what a scroll or a late layout changed is painted before a capture.
() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
