import { createElement, useState, useSyncExternalStore, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react'
import { BASE } from './menu'
import { prefetchPage } from './pages'
import { observePrefetch } from './prefetch'

/**
 * A page's static content (its prose, headings, lists, code and props tables)
 * is HTML the build already rendered, and nothing in it runs: on the first
 * load React keeps that HTML as it is and does not hydrate it (Static); only
 * what a reader acts on hydrates. Its links still navigate in the app and
 * prefetch their page (keepStaticLinks). A page reached in the app renders
 * the same content with React, as any page.
 */

let hydrating = false
let fromBuild = false

/**
 * hydration brackets the hydration of the page's shell, the tree outside
 * every Suspense boundary: main.tsx says when it starts and when the shell
 * has committed. React hydrates each boundary after that, on its own.
 */
export function hydration(on: boolean): void {
  hydrating = on
  if (on) fromBuild = true
}

const unsubscribed = () => () => {}

/**
 * useHydrating tells whether the component is being hydrated from the
 * build's HTML, in the shell or in a boundary (React reads a store's server
 * snapshot while it hydrates), rather than rendered by the client or on the
 * server. Once hydrated the component renders once more, with false.
 */
function useHydrating(): boolean {
  const hydratingNow = useSyncExternalStore(
    unsubscribed,
    () => false,
    () => true,
  )
  return fromBuild && hydratingNow
}

// One object for every kept element: React compares it by identity, and the
// same object on every render never asks it to set the element's HTML.
const SERVER_HTML = { __html: '' }

const kept = new WeakSet<Element>()

const keep = (el: Element | null) => {
  if (el) kept.add(el)
}

type StaticProps<T extends ElementType> = { as: T; children?: ReactNode } & Omit<ComponentPropsWithoutRef<T>, 'children'>

/**
 * Static renders an element of type as, with its props and children. Mounted
 * in the first hydration it keeps the children the build rendered and never
 * renders its own: none of them hydrate, and it must not render anything a
 * reader acts on (a live example goes outside it).
 */
export function Static<T extends ElementType>({ as, children, ...props }: StaticProps<T>) {
  const [server] = useState(() => hydrating)
  if (!server) return createElement(as, props, children)
  return createElement(as, { ...props, ref: keep, dangerouslySetInnerHTML: SERVER_HTML, suppressHydrationWarning: true })
}

/** NEAR is how close to the viewport, in CSS px, an example below it comes before it hydrates. */
export const NEAR = 400

// The live parts that put off their hydration once (HydrateNear).
const deferred = new Set<string>()

/** nearViewport tells whether el is within NEAR px of the viewport, vertically. */
function nearViewport(el: Element): boolean {
  const r = el.getBoundingClientRect()
  return r.bottom > -NEAR && r.top < window.innerHeight + NEAR
}

/** comesNear resolves once el is within NEAR px of the viewport, or a pointer or the focus enters it. */
function comesNear(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: `${NEAR}px 0px` })
    const done = () => {
      observer.disconnect()
      el.removeEventListener('pointerover', done)
      el.removeEventListener('focusin', done)
      resolve()
    }
    observer.observe(el)
    el.addEventListener('pointerover', done)
    el.addEventListener('focusin', done)
  })
}

/**
 * HydrateNear puts off the hydration of a live part far below the first
 * screen (the element at selector, inside a Suspense boundary of its own)
 * until it comes within NEAR px of the viewport or a pointer or the focus
 * enters it; the build's HTML shows meanwhile. It does so once, in the first
 * hydration: any render of it after that hydrates it at once, so an update
 * that reaches it (a new example locale, a click, which React hydrates where
 * it lands first) finds it hydrated. Outside the first hydration it renders
 * children.
 */
export function HydrateNear({ selector, children }: { selector: string; children: ReactNode }) {
  if (useHydrating() && !deferred.has(selector) && typeof IntersectionObserver !== 'undefined') {
    const el = document.querySelector(selector)
    if (el) {
      deferred.add(selector)
      if (!nearViewport(el)) throw comesNear(el)
    }
  }
  return children
}

/** isKept tells whether el is inside an element Static kept from the build. */
function isKept(el: Element): boolean {
  for (let at: Element | null = el; at; at = at.parentElement) if (kept.has(at)) return true
  return false
}

/** LinkClick is what routerPath reads of a click on a link. */
export interface LinkClick {
  href: string
  target: string
  download: boolean
  button: number
  modified: boolean
}

/**
 * routerPath is the app's path (below base) a click on a link goes to in the
 * app, as a router link would take it: a plain left click on a link of this
 * site's origin under base, opening in this tab. null leaves the click to the
 * browser.
 */
export function routerPath(click: LinkClick, origin: string, base: string): string | null {
  if (click.button !== 0 || click.modified || click.download || (click.target !== '' && click.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(click.href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || !url.pathname.startsWith(base)) return null
  return url.pathname.slice(base.length - 1) + url.search + url.hash
}

/**
 * keepStaticLinks gives the links Static kept what a router link has: a click
 * navigates in the app (navigate), and one that scrolls into view prefetches
 * its page. It returns the function that stops both.
 */
export function keepStaticLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return
    const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!a || !isKept(a)) return
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
    const to = routerPath({ href: a.getAttribute('href')!, target: a.target, download: a.hasAttribute('download'), button: event.button, modified }, window.location.origin, BASE)
    if (to === null) return
    event.preventDefault()
    navigate(to)
  }
  document.addEventListener('click', onClick)
  const stops: (() => void)[] = []
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch]')) {
    if (!isKept(a)) continue
    const to = routerPath({ href: a.getAttribute('href')!, target: '', download: false, button: 0, modified: false }, window.location.origin, BASE)
    if (to !== null) stops.push(observePrefetch(a, () => prefetchPage(to.split(/[?#]/)[0])))
  }
  return () => {
    document.removeEventListener('click', onClick)
    stops.forEach((stop) => stop())
  }
}
