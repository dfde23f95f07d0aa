// reader.js reads and prepares what the reader tests watch. op 'state': where
// the app is, whether it has rendered, the window's scroll, whether the top
// bar's menu is open, the navbar's theme (<html data-navbar-theme>, which the navbar inherits), the pickers' values, the examples'
// language and the stored preferences. 'menu-links': the links of the top
// bar's menu; 'menu-toggle': the button that opens it; 'menu-link' i: link i,
// brought into view; 'nav-link' path: the navbar's or action bar's link whose path ends so,
// in view; each with its centre in the viewport. 'scroll' y: scrolls the window
// to y. 'pick' picker value: chooses value in the navbar's theme or locale
// select, as a reader's choice would (a change event).
(op, arg, value) => {
  const centre = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };
  const text = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const top = document.querySelector('nav[data-navbar][data-variant="top"]');
  const menu = () => {
    const id = top?.querySelector('button[aria-controls]')?.getAttribute('aria-controls');
    return id ? [...document.getElementById(id).querySelectorAll('a[href]')] : [];
  };
  const link = (a) => ({ name: text(a.textContent) || a.getAttribute('aria-label') || '', href: new URL(a.href).pathname, external: a.target === '_blank' || new URL(a.href).origin !== location.origin, ...centre(a) });
  const select = (label) => [...document.querySelectorAll('nav[data-navbar] label')].find((l) => text(l.querySelector('span')?.textContent) === label)?.querySelector('select');
  const pickers = { theme: 'Navbar theme', locale: 'Examples language' };
  switch (op) {
    case 'menu-links':
      return menu().map(link);
    case 'menu-toggle': {
      const b = top?.querySelector('button[aria-controls]');
      return b ? { name: b.getAttribute('aria-label'), ...centre(b) } : { error: 'no top bar with a menu button' };
    }
    case 'menu-link': {
      const a = menu()[arg];
      if (!a) return { error: `no link ${arg} in the menu` };
      a.scrollIntoView({ block: 'center', behavior: 'instant' });
      return link(a);
    }
    case 'nav-link': {
      const a = [...document.querySelectorAll('nav[data-navbar] a[href], nav[data-actionbar] a[href]')].find((a) => new URL(a.href).pathname.endsWith(arg));
      if (!a) return { error: `no navbar link to ${JSON.stringify(arg)}` };
      a.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      return link(a);
    }
    case 'scroll':
      window.scrollTo({ top: arg, behavior: 'instant' });
      break;
    case 'pick': {
      const s = select(pickers[arg]);
      if (!s) return { error: `no ${pickers[arg]} picker in the navbar` };
      s.value = value;
      s.dispatchEvent(new Event('change', { bubbles: true }));
      break;
    }
  }
  const html = document.documentElement;
  const stored = {};
  for (const k of ['tessera:navbar-theme', 'tessera:locale']) {
    const v = localStorage.getItem(k);
    if (v !== null) stored[k] = v;
  }
  return {
    location: location.pathname + location.search,
    ready: html.dataset.ready === location.pathname + location.search,
    scrollY: window.scrollY,
    menuOpen: top?.dataset.state === 'open',
    navTheme: html.dataset.navbarTheme ?? '',
    themePick: select(pickers.theme)?.value ?? '',
    localePick: select(pickers.locale)?.value ?? '',
    exampleLang: document.querySelector('[data-example]')?.getAttribute('lang') ?? '',
    stored,
  };
};
