// app.js is the site of the skip fixture (TestSkipFollowsInputs): each page
// loads one kind of file the others do not (a style sheet, a font, an
// image, an answer of the API), two import a shared module under a hashed
// name as a build writes it, every page's example shows a label from the
// locale's file, and no page loads unused.css.
const base = '/tessera';

const pages = {
  '/': { title: 'Overview', body: '<h1>Overview</h1><p>A page that loads only what every page loads.</p>' },
  // Its example declares a state, whose rule in styled.css no page at rest shows.
  '/styled': { title: 'Styled', sheet: 'styled.css', body: '<h1>Styled</h1><p class="styled">A page with a style sheet of its own.</p>', state: 'hover' },
  '/font': { title: 'Font', sheet: 'font.css', body: '<h1>Font</h1><p class="fixture-font">A page with a font of its own.</p>' },
  '/image': { title: 'Image', body: `<h1>Image</h1><p>A page with an image.</p><img src="${base}/pic.png" alt="A fixture picture" width="20" height="20">` },
  '/texts': { title: 'Texts', body: '<h1>Texts</h1><p>A page whose words change.</p>' },
  '/module': { title: 'Module', module: true, body: '<h1>Module</h1><p>A page that imports the shared module:</p>' },
  '/data': { title: 'Data', module: true, api: true, body: '<h1>Data</h1><p>A page that shows an answer of the API and imports the shared module:</p>' },
};

async function render() {
  const html = document.documentElement;
  delete html.dataset.ready;
  const params = new URLSearchParams(location.search);
  const theme = params.get('theme') ?? 'default';
  const locale = params.get('locale') ?? 'en-US';
  const labels = await (await fetch(`${base}/locales/${locale}.json`)).json();
  const path = location.pathname.slice(base.length) || '/';
  const page = pages[path] ?? { title: 'Not found', body: '<div data-error-page data-status="404"><h1>This page could not be found</h1></div>' };
  document.title = `${page.title} · Tessera`;
  if (page.sheet && !document.querySelector(`link[href="${base}/${page.sheet}"]`)) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `${base}/${page.sheet}` });
    const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
    document.head.append(link);
    await loaded;
  }
  let extra = '';
  if (page.module) extra += `<p>${(await import('./assets/shared-AbCd1234.js')).greeting}</p>`;
  if (page.api) extra += `<p>${(await (await fetch(`${base}/api/answer?page=1`)).json()).answer}</p>`;
  const variant = innerWidth < 840 ? 'top' : 'side';
  document.body.innerHTML =
    `<nav data-navbar data-theme="${theme}" data-narrow="false" data-variant="${variant}" aria-label="Main">` +
    `<a href="${base}/">Tessera</a> <span class="locale" data-capture-mask>${locale}</span></nav>` +
    `<main>${page.body}${extra}` +
    `<div data-example="save" lang="${locale}"${states(page, labels)}><div data-example-live><button type="button">${labels.save}</button></div><pre>save</pre></div>` +
    `</main>`;
  await document.fonts.ready;
  requestAnimationFrame(() => {
    html.dataset.ready = location.pathname + location.search;
  });
}

// states is the example's data-states: the page's state on the button, named
// as the locale names it.
function states(page, labels) {
  if (!page.state) return '';
  return ` data-states='${JSON.stringify([{ id: page.state, steps: [{ [page.state]: { role: 'button', name: labels.save } }] }])}'`;
}

addEventListener('popstate', render);
render();
