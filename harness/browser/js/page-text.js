// page-text.js reads what served.Page holds: the title, the first heading of
// main, the text of main as a reader sees it and the targets of the links one
// can follow. Text counts where its element is rendered and visible, outside
// <output> (what the running example reports it did) and [data-client-text]
// (what only the browser can know, such as the window's width); the text
// nodes are joined as they are and white space collapsed, so the same words
// in other nodes read the same. It also reads where each deep link's target
// sits (the headings of main with an anchor id), in document coordinates,
// once the fonts the text asked for have come. It reads the DOM only, so it
// runs with the page's own scripts off.
async () => {
  await document.fonts.ready;
  const shown = (el) => el.checkVisibility({ visibilityProperty: true });
  const main = document.querySelector('main');
  let text = '';
  if (main) {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && shown(el) && !el.closest('output, [data-client-text]')) text += n.data;
    }
  }
  return {
    title: document.title,
    h1: main?.querySelector('h1')?.textContent.trim() ?? '',
    main: text.replace(/\s+/g, ' ').trim(),
    links: [...document.querySelectorAll('a[href]')].filter(shown).map((a) => a.href),
    anchors: [...(main?.querySelectorAll('h2[id], h3[id]') ?? [])]
      .filter((h) => /^[a-z][a-z0-9-]*$/.test(h.id) && shown(h))
      .map((h) => ({ id: h.id, top: h.getBoundingClientRect().top + window.scrollY })),
  };
};
