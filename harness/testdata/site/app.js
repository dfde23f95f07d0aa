// app.js is a tiny stand-in for the Tessera site that keeps the harness's DOM
// contract (data-ready, title, navbar, example blocks), with pages that break
// one check each, so the harness's own tests can see each check fail.
const base = '/tessera';
const labels = { 'de-DE': 'Speichern', 'en-US': 'Save' };

const menuStates = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Open' } }, { waitFor: { role: 'menu', name: 'Actions' } }] },
  { id: 'hover', steps: [{ hover: { role: 'button', name: 'Open' } }] },
  { id: 'focus', steps: [{ focus: { role: 'button', name: 'Open' } }] },
];

function menuExample(states) {
  const attr = JSON.stringify(states).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
  return (locale) => `<div data-example="menu" lang="${locale}" data-states='${attr}'><div data-example-live><button type="button" class="trigger">Open</button></div><pre>menu</pre></div>`;
}

const pages = {
  '/': { title: 'Overview', body: '<h1>Overview</h1><p>A fixture page.</p><div class="tall"></div>' },
  '/axe-violation': { title: 'Axe violation', body: '<h1>Axe violation</h1><p>An image without a text.</p><img src="/tessera/pixel.png" width="20" height="20">' },
  '/console-error': { title: 'Console error', body: '<h1>Console error</h1>', run: () => console.error('fixture: something broke') },
  '/exception': { title: 'Exception', body: '<h1>Exception</h1>', run: () => setTimeout(() => { throw new Error('fixture: boom'); }) },
  '/off-origin': {
    title: 'Off origin',
    body: '<h1>Off origin</h1>',
    run: () => fetch('http://127.0.0.2:9/tracker.js').catch(() => {}),
  },
  '/overflow': { title: 'Overflow', body: '<h1>Overflow</h1><div class="wide"></div>' },
  '/moves-after-ready': {
    title: 'Moves after ready',
    body: '<h1>Moves after ready</h1><p>A notice arrives after the page is marked ready.</p>',
    // A frame after the page is marked ready (which app.js does a frame after render).
    run: () => requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector('main p').insertAdjacentHTML('afterend', '<div class="notice"></div>'))),
  },
  '/below-first-screen': { title: 'Below the first screen', body: '<h1>Below the first screen</h1><div class="tall"></div><p>Too far down.</p>' },
  '/locale-in-navbar': { title: 'Locale in navbar', body: '<h1>Locale in navbar</h1><p>The navbar names the locale.</p>', navLocale: true },
  '/duplicate-id': { title: 'Duplicate id', body: '<h1>Duplicate id</h1><p id="intro">Two paragraphs,</p><p id="intro">one id.</p>' },
  // A code sample cut off by its frame, which nothing scrolls; then what is
  // declared: an ellipsis, a line clamp, a visually hidden label, data-clip,
  // and a box that scrolls.
  '/clipped': {
    title: 'Clipped',
    body:
      '<h1>Clipped</h1><p>A sample cut short.</p>' +
      '<figure class="frame"><pre class="sample">' + 'line\n'.repeat(40) + '</pre></figure>' +
      '<p class="ellipsis">' + 'An ellipsis says the text goes on. '.repeat(20) + '</p>' +
      '<p class="clamp">' + 'A clamp says so too. '.repeat(60) + '</p>' +
      '<span class="sr-only">' + 'Read by screen readers. '.repeat(5) + '</span>' +
      '<div class="frame" data-clip="a picture cropped to its circle"><div class="tall"></div></div>' +
      '<div class="frame scrolls"><div class="tall"></div></div>',
  },
  // Two navigations named alike, one by its element and one by its role, and
  // two regions named alike, one by aria-label and one by aria-labelledby.
  '/repeated-landmark': {
    title: 'Repeated landmark',
    body:
      '<h1>Repeated landmark</h1><p>Two demos, one name.</p>' +
      '<nav aria-label="Steps"><a href="#a">A</a></nav><div role="navigation" aria-label=" Steps "><a href="#b">B</a></div>' +
      '<section aria-label="Returns"><p>One.</p></section><div role="region" aria-labelledby="returns-title"><h2 id="returns-title">Returns</h2></div>',
  },
  // What is unique, or no landmark: one name in two roles, sections and forms
  // without a name, headers inside articles, and a hidden navigation.
  '/unique': {
    title: 'Unique ids and landmarks',
    body:
      '<h1>Unique ids and landmarks</h1><p>Each name once per role.</p>' +
      '<nav aria-label="Steps"><a href="#a">A</a></nav><nav aria-label="Steps, text separator"><a href="#b">B</a></nav>' +
      '<section aria-label="Steps"><p>A region of the same name.</p></section>' +
      '<section><p>No name: no region.</p></section><section><p>Nor this.</p></section>' +
      '<form><p>No name: no form landmark.</p></form><form><p>Nor this.</p></form>' +
      '<article><header>Not a banner</header></article><article><header>Nor this</header></article>' +
      '<nav aria-label="Steps" hidden><a href="#c">C</a></nav>',
  },
  // An example with states: a menu opened by a click into a portal outside
  // the example, and a trigger with hover and keyboard focus styles.
  '/states': { title: 'States', body: '<h1>States</h1><p>What a reader reaches by acting.</p>', example: menuExample(menuStates) },
  // What a screen reader and a keyboard meet (a11y_test.go changes each): a
  // heading, a live region, a control's state, a link in the tab order whose
  // focus ring is a box shadow, a toolbar with one tab stop (a roving tab
  // index) and controls hidden from everyone.
  '/a11y': {
    title: 'Accessibility',
    body:
      '<h1>Accessibility</h1><p>Names, roles, states and stops.</p>' +
      '<h2 class="h">Returns</h2><p role="status" aria-live="polite">Saved</p>' +
      '<button type="button" aria-expanded="false">Details</button> <a class="ring" href="#returns">Read on</a>' +
      '<div role="toolbar" aria-label="Format"><button type="button" tabindex="0">Bold</button><button type="button" tabindex="-1">Italic</button></div>' +
      '<button type="button" hidden>Hidden</button><button type="button" class="gone">Gone</button>',
  },
  // A state whose step names a button the example does not have.
  '/state-step-missing': {
    title: 'State step missing',
    body: '<h1>State step missing</h1><p>A step that finds nothing.</p>',
    example: menuExample([{ id: 'open', steps: [{ click: { role: 'button', name: 'Missing' } }] }]),
  },
};

// A click on the trigger opens the menu in a portal at the end of the body,
// below the trigger and wider than the example, with the focus on its first
// item; ArrowDown moves it to the next, from the last back to the first.
addEventListener('click', (e) => {
  const trigger = e.target.closest?.('.trigger');
  if (!trigger) return;
  const r = trigger.getBoundingClientRect();
  const portal = document.createElement('div');
  portal.setAttribute('data-floating-ui-portal', '');
  portal.innerHTML = '<div role="menu" aria-label="Actions" class="menu"><div role="menuitem" tabindex="-1">Archive</div><div role="menuitem" tabindex="-1">Delete</div></div>';
  const menu = portal.firstChild;
  menu.style.left = `${Math.round(r.left + scrollX)}px`;
  menu.style.top = `${Math.round(r.bottom + scrollY + 4)}px`;
  document.body.append(portal);
  menu.addEventListener('keydown', (k) => {
    if (k.key !== 'ArrowDown') return;
    const items = [...menu.children];
    const next = items.indexOf(document.activeElement) + 1;
    items[next < items.length ? next : 0].focus();
  });
  menu.firstChild.focus();
});

function render() {
  const html = document.documentElement;
  delete html.dataset.ready;
  const params = new URLSearchParams(location.search);
  const theme = params.get('theme') ?? 'default';
  const locale = params.get('locale') ?? 'en-US';
  const path = location.pathname.slice(base.length) || '/';
  const page = pages[path] ?? { title: 'Not found', body: '<div data-error-page data-status="404"><h1>This page could not be found</h1></div>' };
  document.title = `${page.title} · Tessera`;
  const variant = innerWidth < 840 ? 'top' : 'side';
  const navLocale = page.navLocale ? `<span class="locale">${locale}</span>` : '';
  document.body.innerHTML =
    `<nav data-navbar data-theme="${theme}" data-narrow="false" data-variant="${variant}" aria-label="Main">` +
    `<a href="${base}/">Tessera</a> <span class="locale" data-capture-mask>${locale}</span>${navLocale}</nav>` +
    `<main>${page.body}` +
    `<div data-example="save" lang="${locale}"><div data-example-live><button type="button">${labels[locale]}</button></div><pre>save</pre></div>` +
    // A viewport and more between the two examples: capturing one scrolls the other out of view.
    `<div class="gap"></div>` +
    `<div data-example="plain" lang="${locale}"><div data-example-live><p>Same in every locale.</p></div><pre>plain</pre></div>` +
    `</main>`;
  if (page.example) document.querySelector('main').insertAdjacentHTML('beforeend', page.example(locale));
  page.run?.();
  requestAnimationFrame(() => {
    html.dataset.ready = location.pathname + location.search;
  });
}

addEventListener('popstate', render);
render();
