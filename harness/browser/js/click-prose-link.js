// click-prose-link.js clicks the first link of the prose of <main> to
// another page of the site (a script's click, where it is) and returns the
// path it goes to.
() => {
  const a = [...document.querySelectorAll('main p a[data-prefetch]')].find((a) => !a.closest('[data-example]'));
  if (!a) throw new Error('the prose of <main> has no link to a page of the site');
  a.click();
  return new URL(a.href).pathname;
};
