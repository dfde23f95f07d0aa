// scroll-to-end.js brings the last internal link of the page into view, in
// whichever box scrolls, and returns how many internal links there are.
() => {
  const links = document.querySelectorAll('a[data-prefetch]');
  links[links.length - 1]?.scrollIntoView({ block: 'end' });
  return links.length;
};
