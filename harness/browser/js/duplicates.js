// duplicates.js reads what must be unique on a page and is not: every id
// that more than one element carries, and every landmark role and
// accessible name that more than one shown landmark shares, each with how
// many times it occurs, in document order of the first. A landmark is an
// element whose role, explicit or implicit, is a landmark role: main, nav
// (navigation), search, a header or footer outside sectioning content
// (banner, contentinfo), an aside that is named or outside article, aside,
// nav and section (complementary), a named section or form (region, form).
// Its name is aria-labelledby's text, else aria-label, else title, its white
// space collapsed. A landmark hidden from the accessibility tree (display
// none, visibility hidden, aria-hidden) is in no screen reader's list of
// landmarks and does not count.
() => {
  const LANDMARKS = new Set(['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search']);
  const SECTIONING = 'article, aside, main, nav, section, [role~="article"], [role~="complementary"], [role~="main"], [role~="navigation"], [role~="region"]';
  const text = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const ids = text(el.getAttribute('aria-labelledby'));
    if (ids) {
      const parts = ids.split(' ').map((id) => {
        const ref = document.getElementById(id);
        return ref ? text(ref.getAttribute('aria-label')) || text(ref.textContent) : '';
      });
      const joined = text(parts.join(' '));
      if (joined) return joined;
    }
    return text(el.getAttribute('aria-label')) || text(el.getAttribute('title'));
  };
  const roleOf = (el) => {
    const explicit = text(el.getAttribute('role')).split(' ')[0];
    if (explicit) return LANDMARKS.has(explicit) ? explicit : '';
    switch (el.localName) {
      case 'main':
        return 'main';
      case 'nav':
        return 'navigation';
      case 'search':
        return 'search';
      case 'aside':
        return nameOf(el) || !el.parentElement?.closest('article, aside, nav, section') ? 'complementary' : '';
      case 'header':
        return el.parentElement?.closest(SECTIONING) ? '' : 'banner';
      case 'footer':
        return el.parentElement?.closest(SECTIONING) ? '' : 'contentinfo';
      case 'section':
        return nameOf(el) ? 'region' : '';
      case 'form':
        return nameOf(el) ? 'form' : '';
      default:
        return '';
    }
  };
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');
  const count = (keys) => {
    const seen = new Map();
    for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1);
  };
  const ids = count([...document.querySelectorAll('[id]')].map((el) => el.id).filter((id) => id !== ''));
  const landmarks = count(
    [...document.querySelectorAll('main, nav, search, aside, header, footer, section, form, [role]')]
      .filter(shown)
      .map((el) => [roleOf(el), nameOf(el)])
      .filter(([role]) => role !== '')
      .map((pair) => JSON.stringify(pair)),
  );
  return {
    ids: ids.map(([id, count]) => ({ id, count })),
    landmarks: landmarks.map(([key, count]) => {
      const [role, name] = JSON.parse(key);
      return { role, name, count };
    }),
  };
};
