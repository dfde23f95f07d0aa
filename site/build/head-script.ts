import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { THEMES } from '../src/app/menu'
import { STORAGE_KEYS } from '../src/app/preferences'
import { DEFER_LAYOUT } from '../src/docs/kit/defer-layout'

/** SCRIPTS_ID is the id of the JSON list of a prerendered page's scripts: its entry, then the modules it preloads. */
export const SCRIPTS_ID = 'scripts'

/**
 * HEAD_SCRIPT runs before the page's first paint. It sets <html
 * data-navbar-theme> from the query (?theme=) or the stored choice, as the
 * root loader reads them, so the navbar (theme inherit) paints in the
 * reader's scheme before the app's scripts have run (an unknown value is
 * left to the app, which warns and falls back), and <html
 * data-navbar-narrow> from the stored narrow mode, as readNarrow reads it,
 * so the navbar (isNarrow inherit) paints narrow or wide as it will stay;
 * the theme picker (select[data-preference="theme"]) shows that theme as
 * soon as the parser has added its option, and the app hydrates with it. And once the page has
 * painted, it adds the scripts a prerendered page lists (SCRIPTS_ID), one
 * task each (all in one held a phone's main thread for 100 ms): the page's
 * text and styles then do not share the first round trips with 130 KB of
 * script it does not need to show itself. A page without the list (the dev
 * server's) has its own module script.
 */
export const HEAD_SCRIPT =
  `(()=>{const t=${JSON.stringify(THEMES)},d=document,h=d.documentElement,q=new URLSearchParams(location.search).get("theme");` +
  `let s=null,n=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});n=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.narrow)})}catch{}` +
  `const v=h.dataset.navbarTheme=t.includes(q)?q:t.includes(s)?s:"default";h.dataset.navbarNarrow=String(n==="true");` +
  `const o=new MutationObserver(()=>{const e=d.querySelector('select[data-preference="theme"] option[value="'+v+'"]');if(e){e.selected=true;o.disconnect()}});` +
  `o.observe(h,{childList:true,subtree:true});` +
  `const add=(tag,a)=>d.head.append(Object.assign(d.createElement(tag),a));` +
  `d.addEventListener("DOMContentLoaded",()=>{o.disconnect();const l=d.getElementById(${JSON.stringify(SCRIPTS_ID)});if(!l)return;` +
  `const[e,...p]=JSON.parse(l.textContent);requestAnimationFrame(()=>{` +
  `for(const href of p)setTimeout(()=>add("link",{rel:"modulepreload",href}));setTimeout(()=>add("script",{type:"module",src:e}))})})})()`

/**
 * LAYOUT_SCRIPT ends a prerendered page that has blocks whose layout waits
 * (DEFER_LAYOUT; pageHTML adds it). In the frame of the first paint it queues
 * one task per block that takes the attribute off and has the browser lay the
 * block out there and then: the whole form fields page laid out in one task
 * held a phone for a quarter of a second. Its frame callback is asked for
 * before HEAD_SCRIPT's, which waits for the end of the parse, so the blocks
 * are laid out before the page's scripts are added, and the page is whole
 * before the app can mark it ready.
 */
export const LAYOUT_SCRIPT = `requestAnimationFrame(()=>{for(const b of document.querySelectorAll("[${DEFER_LAYOUT}]"))setTimeout(()=>b.removeAttribute("${DEFER_LAYOUT}")||b.offsetWidth)})`

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
