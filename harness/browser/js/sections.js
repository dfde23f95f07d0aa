// sections.js splits the page's article into its sections: the opening
// before the first heading of level 2 that is a child of the article, then
// each such heading with what follows it up to the next. Each section is
// named by its heading's id ("section.<id>"; "section.<n>" when the heading
// has no plain id, "section.opening" for the opening) and boxed in CSS
// pixels of the document, rounded out, across the article's width. masks are
// the boxes of the live example parts inside it, relative to it: each
// example's own capture holds those. With index >= 0 it returns that section
// only, after scrolling its top into view and waiting two frames, as clip.js
// does for an element.
async (article, live, index) => {
  const root = document.querySelector(article);
  if (!root) return [];
  const heads = [...root.children].filter((el) => el.tagName === 'H2');
  // The last section ends where the article's last child does: what space
  // the article leaves below it is no section's.
  const box = (i) => {
    const a = root.getBoundingClientRect();
    const top = i === 0 ? a.top : heads[i - 1].getBoundingClientRect().top;
    const bottom = i < heads.length ? heads[i].getBoundingClientRect().top : Math.max(...[...root.children].map((el) => el.getBoundingClientRect().bottom));
    return { top, bottom };
  };
  const name = (i) => {
    if (i === 0) return 'section.opening';
    const id = heads[i - 1].id;
    return 'section.' + (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) ? id : String(i));
  };
  const section = (i) => {
    const a = root.getBoundingClientRect();
    const { top, bottom } = box(i);
    const x = Math.floor(a.left + scrollX);
    const y = Math.floor(top + scrollY);
    const width = Math.ceil(a.right + scrollX) - x;
    const height = Math.ceil(bottom + scrollY) - y;
    const masks = [...root.querySelectorAll(live)]
      .map((m) => m.getBoundingClientRect())
      .filter((m) => m.width > 0 && m.height > 0 && m.bottom > top && m.top < bottom)
      .map((m) => {
        const mx = Math.floor(m.left + scrollX) - x;
        const my = Math.floor(m.top + scrollY) - y;
        return { x: mx, y: my, width: Math.ceil(m.right + scrollX) - x - mx, height: Math.ceil(m.bottom + scrollY) - y - my };
      });
    return {
      name: name(i),
      x,
      y,
      width,
      height,
      masks,
      fits: top >= 0 && a.left >= 0 && bottom <= innerHeight && a.right <= innerWidth,
    };
  };
  const n = heads.length + (box(0).bottom > box(0).top ? 1 : 0);
  const first = n === heads.length ? 1 : 0; // no opening: the article starts with a heading
  if (index < 0) {
    const all = [];
    for (let i = first; i <= heads.length; i++) all.push(section(i));
    return all;
  }
  const i = first + index;
  if (i > heads.length) throw new Error(`no section number ${index} in ${article}`);
  const el = i === 0 ? root : heads[i - 1];
  el.scrollIntoView({ block: 'start', inline: 'nearest' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return [section(i)];
};
