// parts.js names the parts of the page under the given points, in CSS
// pixels of the document: for each point, the deepest element whose box
// holds it, then the nearest element, it or an ancestor, with a CSS-module
// class (_local_hash_line, as Vite scopes a module's class). The classes
// found, sorted and without repeats, say which component parts a change
// touched, wherever on the page or in whichever example they are drawn.
(points) => {
  const scoped = /^_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+$/;
  const holds = (el, x, y) => {
    const r = el.getBoundingClientRect();
    return x >= r.left + scrollX && x < r.right + scrollX && y >= r.top + scrollY && y < r.bottom + scrollY;
  };
  const deepest = (x, y) => {
    let el = document.body;
    for (;;) {
      // The last child in document order is drawn on top of its siblings.
      const child = [...el.children].reverse().find((c) => holds(c, x, y));
      if (!child) return el;
      el = child;
    }
  };
  const names = new Set();
  for (const [x, y] of points) {
    for (let el = deepest(x, y); el; el = el.parentElement) {
      const name = [...el.classList].find((c) => scoped.test(c));
      if (name) {
        names.add(name);
        break;
      }
    }
  }
  return [...names].sort();
};
