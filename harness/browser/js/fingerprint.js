// fingerprint.js describes, after settle, what decides a settled cell's pixels
// and its axe result in the page itself; the harness adds the bytes of the
// files named here, the cell and the environment (fingerprint.go).
//
// page: the SHA-256 of the document as it renders: its markup, the state the
// markup does not show (form values, checked boxes, chosen options, focus,
// open modal dialogs and popovers, scroll offsets, canvases), and, in order,
// the style sheets that apply (their files, or their rules when they have
// none).
// scope: the same of what axe inspects when run on selector (empty: the whole
// document): the matching elements, their ancestors' tags and attributes, the
// elements their ARIA references name, and the style sheets that apply. With
// masked, the parts a navbar capture masks ([data-capture-mask], the locale
// picker) count by their boxes only: their text and state are what a locale
// may change in the navbar, and nothing else.
// resources: the same-origin files those sheets and the document's images
// come from, which the harness hashes by their bytes.
// text: with raw, what page is the SHA-256 of, to tell why a print changed.
//
// A sheet applies unless none of its rules can match: the app preloads the
// chunks of the pages it links to when the browser is idle, and each such
// chunk adds its sheet of CSS-module rules, which match nothing here, at a
// moment that varies from run to run. A rule can match unless its selector,
// without its pseudo-classes and pseudo-elements, names a class no element
// has or matches no element; a sheet with rules that are not style rules
// (fonts, layers, imports, registered properties) always applies.
async (selector, masked, raw) => {
  const sha = async (text) => {
    const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, '0')).join('');
  };
  const origin = location.origin;
  const local = (url) => url.replaceAll(origin, '');

  // Scripts, preloads and style sheet links render nothing themselves (the
  // sheets that apply are listed apart).
  const inert = 'script, link';
  const all = (root) => [root, ...root.querySelectorAll('*')].filter((el) => !el.matches(inert));
  // markup serialises root's subtree canonically: attributes sorted (their
  // order records the order a script set them in, not what renders), the
  // server's origin, which changes from run to run, left out, and the value
  // of <html data-ready> (the location the app rendered, which the cell
  // names anyway) kept out of the prints of parts of the page.
  const attrs = (el) =>
    [...el.attributes].map((a) => (a.name === 'data-ready' ? a.name : `${a.name}="${local(a.value)}"`)).sort();
  const mask = '[data-capture-mask]';
  const markup = (root, masking) => {
    const out = [];
    const walk = (node) => {
      if (masking && node.nodeType === Node.ELEMENT_NODE && node.matches(mask)) {
        const r = node.getBoundingClientRect();
        out.push(`<mask ${r.x} ${r.y} ${r.width} ${r.height}>`);
      } else if (node.nodeType === Node.TEXT_NODE) {
        out.push(node.data);
      } else if (node.nodeType === Node.ELEMENT_NODE && !node.matches(inert)) {
        out.push(`<${node.localName} ${attrs(node).join(' ')}>`);
        for (const child of node.childNodes) walk(child);
        out.push(`</${node.localName}>`);
      }
    };
    walk(root);
    return out.join('');
  };
  // state is what the markup of root's subtree does not say.
  const topLayer = new Set(document.querySelectorAll('dialog:modal, :popover-open'));
  const state = (root, masking) => {
    const out = [];
    all(root).forEach((el, i) => {
      if (masking && el.closest(mask)) return;
      if (el instanceof HTMLInputElement) out.push(`${i} input ${el.value} ${el.checked} ${el.indeterminate}`);
      else if (el instanceof HTMLTextAreaElement) out.push(`${i} textarea ${el.value}`);
      else if (el instanceof HTMLSelectElement) out.push(`${i} select ${[...el.options].map((o) => o.selected).join()}`);
      else if (el instanceof HTMLCanvasElement) out.push(`${i} canvas ${el.toDataURL()}`);
      if (el === document.activeElement) out.push(`${i} focus ${el.matches(':focus-visible')}`);
      if (topLayer.has(el)) out.push(`${i} top-layer`);
      if (el.scrollTop || el.scrollLeft) out.push(`${i} scroll ${el.scrollTop} ${el.scrollLeft}`);
    });
    return out.join('\n');
  };

  const classes = new Set();
  for (const el of document.querySelectorAll('[class]')) for (const c of el.classList) classes.add(c);
  // Each selector of a list, its pseudo-classes and pseudo-elements made to
  // match anything (:is(*)), so that a rule for a state the page is not in
  // counts as one that can match.
  const selectors = (list) => {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < list.length; i++) {
      if (list[i] === '(') depth++;
      else if (list[i] === ')') depth--;
      else if (list[i] === ',' && depth === 0) {
        out.push(list.slice(start, i));
        start = i + 1;
      }
    }
    out.push(list.slice(start));
    return out.map((sel) => sel.replace(/::?[a-zA-Z-]+(\((?:[^()]|\([^()]*\))*\))?/g, ':is(*)').trim());
  };
  const canMatch = (list) =>
    selectors(list).some((sel) => {
      const outsideAttributes = sel.replace(/\[[^\]]*\]/g, '');
      for (const m of outsideAttributes.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!classes.has(m[1])) return false;
      try {
        return document.querySelector(sel) !== null;
      } catch {
        return true; // a selector the browser takes but querySelector does not: count it
      }
    });
  const applies = (rules) => {
    for (const r of rules) {
      if (r instanceof CSSStyleRule) {
        if (canMatch(r.selectorText)) return true;
        if (r.cssRules?.length && applies(r.cssRules)) return true;
      } else if (r instanceof CSSGroupingRule) {
        if (applies(r.cssRules)) return true;
      } else if (!(r instanceof CSSKeyframesRule)) {
        return true; // @font-face, @layer, @import, @property, ...
      }
    }
    return false;
  };
  const sheets = [...document.styleSheets, ...document.adoptedStyleSheets].filter((s) => applies(s.cssRules));
  const sheetText = sheets.map((s) => (s.href ? local(s.href) : [...s.cssRules].map((r) => r.cssText).join('\n'))).join('\n/* sheet */\n');

  const pageText = [markup(document.documentElement), state(document.documentElement), sheetText, `${scrollX} ${scrollY} ${innerWidth} ${innerHeight}`].join('\n/* part */\n');
  const page = await sha(pageText);

  let scope = page;
  if (selector) {
    const parts = [...document.querySelectorAll(selector)].map((root) => {
      const chain = [];
      for (let el = root.parentElement; el; el = el.parentElement) {
        chain.push(`${el.localName} ${attrs(el).join(' ')}`);
      }
      const refs = new Set();
      for (const el of all(root)) {
        for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-errormessage', 'for', 'list']) {
          for (const id of (el.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) refs.add(id);
        }
      }
      const named = [...refs].sort().map((id) => {
        const el = document.getElementById(id);
        return `${id}: ${el ? markup(el) : '(none)'}`;
      });
      return [markup(root, masked), state(root, masked), chain.join('\n'), named.join('\n')].join('\n/* part */\n');
    });
    scope = await sha([selector, ...parts, sheetText, `${innerWidth} ${innerHeight}`].join('\n/* root */\n'));
  }

  const resources = new Set();
  for (const s of sheets) {
    if (s.href) resources.add(s.href);
    for (const r of s.cssRules) {
      for (const m of r.cssText.matchAll(/url\("([^"]+)"\)/g)) resources.add(new URL(m[1], s.href ?? location.href).href);
    }
  }
  for (const el of document.querySelectorAll('img, source, image, use, video, audio, object, embed, iframe')) {
    for (const name of ['src', 'currentSrc', 'poster', 'data']) if (typeof el[name] === 'string' && el[name]) resources.add(el[name]);
    const href = el.getAttribute('href') ?? el.getAttribute('xlink:href');
    if (href) resources.add(new URL(href, location.href).href);
  }
  return {
    page,
    scope,
    text: raw ? pageText : '',
    resources: [...resources].filter((u) => u.startsWith(origin + '/')).map((u) => new URL(u).pathname).sort(),
  };
};
