// focus-start.js prepares a walk of the page with Tab (start), or ends one
// (!start). Both take the focus off the page and scroll every scrolled box
// back to the top. start puts the point the next Tab moves on from at the
// top of the document, as a fresh load has it (the body takes the focus for
// a moment, so the first Tab reaches the page's first stop wherever the last
// focus or click was), and adds an empty stop after everything else
// (data-path-end), where the walk ends: the focus never leaves the page for
// the browser's controls, which would leave the tab without focus. The end
// takes that stop away.
async (start) => {
  document.activeElement?.blur?.();
  document.querySelector('[data-path-end]')?.remove();
  if (start) {
    const end = document.createElement('span');
    end.setAttribute('data-path-end', '');
    end.tabIndex = 0;
    document.body.append(end);
    const had = document.body.getAttribute('tabindex');
    document.body.setAttribute('tabindex', '-1');
    document.body.focus({ preventScroll: true });
    if (had === null) document.body.removeAttribute('tabindex');
    else document.body.setAttribute('tabindex', had);
  }
  for (const el of [document.scrollingElement, ...document.querySelectorAll('*')]) {
    if (el && (el.scrollTop || el.scrollLeft)) {
      el.scrollTop = 0;
      el.scrollLeft = 0;
    }
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
};
