// axe-present.js tells whether axe-core is loaded in the page already.
() => typeof globalThis.axe?.run === 'function';
