import { createElement, Suspense, useEffect, useState, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react'
import { useHydrating } from '../library/use-hydrating'
import { BASE } from './menu'
import { prefetchPage } from './pages'
import { observePrefetch } from './prefetch'

/**
 * A first load hydrates only what runs. A page's static content (its prose,
 * headings, lists, code and props tables) is HTML the build already
 * rendered, and nothing in it runs: React keeps it as it is (Static), and its
 * links still navigate in the app and prefetch their page (keepStaticLinks).
 * What a reader acts on far below the first screen hydrates as it comes near
 * (LivePart). A page reached in the app renders everything with React.
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
  if (!on || fromBuild) return
  fromBuild = true
  // What a reader does can update what is above a live part: it hydrates first (partsSettled).
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => partsSettled(`the first ${type}`), { capture: true, once: true })
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

/** NEAR is how close to the viewport, in CSS px, a live part below it comes before it hydrates. */
export const NEAR = 400

/** PART is the attribute that names a live part (LivePart) in the page's HTML. */
const PART = 'data-live-part'

// What each live part of a first load waits for before it hydrates (null:
// nothing), decided once, at its first render: React may render a boundary
// again before it commits (a restarted or a prewarming render), and a part
// far below must not take that for leave to hydrate. Then the parts that
// hydrate with the page and have not yet (null: not counted yet).
const waits = new Map<string, Promise<void> | null>()
const done = new Set<string>()
let pending: Set<string> | null = null
let waiting: (() => void)[] = []

function hydrated(id: string) {
  done.add(id)
  if (!pending?.delete(id) || pending.size > 0) return
  waiting.forEach((resolve) => resolve())
  waiting = []
}

/**
 * partsHydrated resolves once every live part of a first load that hydrates
 * with the page has hydrated (each hydrates in its own boundary, after the
 * shell): the page is not ready before. A part put off until it comes near
 * is not waited for, and neither is anything after the first navigation or
 * revalidation (partsSettled).
 */
export function partsHydrated(): Promise<void> {
  if (!fromBuild) return Promise.resolve()
  pending ??= new Set([...document.querySelectorAll(`[${PART}]`)].map((el) => el.getAttribute(PART)!).filter((id) => !done.has(id)))
  if (pending.size === 0) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}

// Whether the parts put off may hydrate now, and what each waits for.
let settled = false
const near = new Set<() => void>()

/**
 * partsSettled ends the first load's deferring: every part put off hydrates
 * now, and partsHydrated stops waiting; the first reason is kept in
 * window.__tesseraPartsSettled. The router calls it as it moves (the
 * stored preferences' revalidation too), and the first press of a pointer or
 * a key: either can update what is above a part not yet hydrated, and React
 * would otherwise have to wait for it (a transition) or drop the build's HTML
 * of it (any other update).
 */
export function partsSettled(reason: string): void {
  // What ended the deferring first, for a test that finds a part hydrated sooner than it should.
  if (!settled) (window as { __tesseraPartsSettled?: string }).__tesseraPartsSettled = reason
  settled = true
  near.forEach((resolve) => resolve())
  near.clear()
  pending ??= new Set()
  for (const id of [...pending]) hydrated(id)
}

/** nearViewport tells whether el is within NEAR px of the viewport, vertically. */
function nearViewport(el: Element): boolean {
  const r = el.getBoundingClientRect()
  return r.bottom > -NEAR && r.top < window.innerHeight + NEAR
}

/** comesNear resolves once el is within NEAR px of the viewport, or a pointer or the focus enters it. */
function comesNear(el: Element): Promise<void> {
  return new Promise((resolve) => {
    near.add(resolve)
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
 * hydrateAll tells whether the page asks every live part to hydrate with the
 * page (window.__tesseraHydrateAll): the harness's cells judge each part as a
 * reader meets it, hydrated, and not at the moment a scroll brought it near;
 * its behaviour tests drive the deferred hydration without it.
 */
function hydrateAll(): boolean {
  return (window as { __tesseraHydrateAll?: boolean }).__tesseraHydrateAll === true
}

/**
 * actedOn tells whether the event being dispatched (if any) lands in el: React
 * hydrates the part a click or a key press lands in synchronously, within the
 * event's dispatch, and that render must not put the part off.
 */
function actedOn(el: Element): boolean {
  const target = (window.event as Event | undefined)?.target
  return target instanceof Node && el.contains(target)
}

/**
 * Gate puts off the hydration of part id in a first load, if it is far from
 * the viewport at its first render (see LivePart), until it comes near, the
 * deferring ends (partsSettled) or an event lands in it; it tells
 * partsHydrated when it has hydrated.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  // Mounted in the first load's hydration, rather than rendered by the client (useHydrating).
  const hydrating = useHydrating()
  const first = fromBuild && hydrating
  useEffect(() => hydrated(id), [id])
  if (!first || settled || hydrateAll() || typeof IntersectionObserver === 'undefined') return children
  const el = document.querySelector(`[${PART}="${id}"]`)
  if (!el) return children
  let wait = waits.get(id)
  if (wait === undefined) {
    wait = nearViewport(el) ? null : comesNear(el).then(() => void waits.set(id, null))
    waits.set(id, wait)
    if (wait) hydrated(id) // not waited for
  }
  if (wait && !actedOn(el)) throw wait
  return children
}

type LivePartProps = { id: string; children: ReactNode } & Omit<ComponentPropsWithoutRef<'div'>, 'id' | 'children'>

/**
 * LivePart is a div around something a reader acts on, such as a live
 * example, with a Suspense boundary of its own: in a first load, if it lies
 * far below the first screen, it hydrates only once it comes within NEAR px
 * of the viewport, a pointer or the focus enters it or a click or a key
 * press lands in it (React hydrates the part an event lands in first), and
 * the build's HTML shows meanwhile; anything that can update the page around
 * it (a navigation, a revalidation, the first press of a pointer or a key)
 * ends the deferring first (partsSettled). Outside a first load it renders
 * as a div. id is unique in the page.
 */
export function LivePart({ id, children, ...props }: LivePartProps) {
  return (
    <div {...props} {...{ [PART]: id }}>
      <Suspense>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  )
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
