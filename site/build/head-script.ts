import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { THEMES } from '../src/app/menu'
import { STORAGE_KEYS } from '../src/app/preferences'

/**
 * HEAD_SCRIPT runs before the page's first paint: it sets <html
 * data-navbar-theme> from the query (?theme=) or the stored choice, as the
 * root loader reads them, so the navbar (theme inherit) paints in the
 * reader's scheme before the app's scripts have run. An unknown value is
 * left to the app, which warns and falls back.
 */
export const HEAD_SCRIPT =
  `(()=>{const t=${JSON.stringify(THEMES)},d=document.documentElement,q=new URLSearchParams(location.search).get("theme");` +
  `let s=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch{}` +
  `d.dataset.navbarTheme=t.includes(q)?q:t.includes(s)?s:"default"})()`

/** scriptHash is the CSP source that allows the inline script source: 'sha256-' and its digest in base64. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`
}

/** headScript puts HEAD_SCRIPT first in the head of index.html; the server allows it by its hash (site.json's scriptHashes). */
export function headScript(): Plugin {
  return {
    name: 'tessera:head-script',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' }],
  }
}
