// rules.js reads the site's own style rules and which of them apply now,
// as a capture is taken: the rules of the page's same-origin sheets but
// those of moved style attributes ([data-inline-style]), each named by the
// conditions of the blocks around it and its selector as the CSSOM writes
// them, with the line number at the end of a CSS module's scoped class
// left out. A rule applies when its conditions hold (@media through
// matchMedia, @supports through CSS.supports) and its selector, without its
// pseudo-element, matches an element now: :hover, :focus-visible and the
// like match as they do for the reader. It returns the rules of each sheet
// not in knownSheets (by path), and the rules that apply, not in known;
// with only, it tests only the rules whose selector holds it (':focus', at
// each stop of a keyboard walk).
(knownSheets, known, only = '') => {
  const line = /(\._[A-Za-z][\w-]*_[a-z0-9]{5})_\d+/g;
  const pseudoElement = /::?(before|after|first-line|first-letter|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(\([^)]*\))?/g;
  const seen = new Set(known);
  const skipSheets = new Set(knownSheets);
  const out = { sheets: {}, applied: [] };
  const matches = (selector) => {
    const bare = selector.replace(pseudoElement, '').trim() || '*';
    try {
      return bare.split(/,(?![^(]*\))/).some((s) => document.querySelector(s.trim() || '*') !== null);
    } catch {
      return false; // a selector the CSSOM keeps but querySelector refuses (-webkit-autofill): it cannot be checked
    }
  };
  const walk = (list, conditions, holds, ids) => {
    for (const r of list) {
      if (r instanceof CSSStyleRule) {
        if (r.selectorText.includes('[data-inline-style')) continue;
        const id = [...conditions, r.selectorText.replace(line, '$1')].join(' ');
        ids.push(id);
        if (holds && !seen.has(id) && r.selectorText.includes(only) && matches(r.selectorText)) {
          seen.add(id);
          out.applied.push(id);
        }
      } else if (r instanceof CSSMediaRule) {
        walk(r.cssRules, [...conditions, `@media ${r.conditionText}`], holds && matchMedia(r.conditionText).matches, ids);
      } else if (r instanceof CSSSupportsRule) {
        walk(r.cssRules, [...conditions, `@supports ${r.conditionText}`], holds && CSS.supports(r.conditionText), ids);
      } else if (r instanceof CSSLayerBlockRule) {
        walk(r.cssRules, [...conditions, `@layer ${r.name}`], holds, ids);
      } else if (r instanceof CSSContainerRule) {
        walk(r.cssRules, [...conditions, `@container ${r.conditionText}`], holds, ids);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    if (!sheet.href) continue;
    const url = new URL(sheet.href);
    if (url.origin !== location.origin) continue;
    let list;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    const ids = [];
    const media = sheet.media.mediaText;
    walk(list, media ? [`@media ${media}`] : [], !sheet.disabled && (!media || matchMedia(media).matches), ids);
    if (!skipSheets.has(url.pathname)) {
      out.sheets[url.pathname] = ids;
      skipSheets.add(url.pathname);
    }
  }
  return out;
};
