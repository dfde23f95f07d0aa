import { STATIC_ICONS } from './icons'
import type { IconName } from './names'

/**
 * The icon registry: the SVG of every icon that has loaded so far. It starts
 * with the icons the shell uses; the first lookup of any other icon loads the
 * rest in one chunk (lazy-icons.ts), and subscribers re-render when it lands.
 * Components subscribe (subscribeIcons) and re-render with iconsVersion.
 * It holds no list of the names: until the whole set has landed, a name it
 * cannot draw may be one still to come (iconSetLoaded), so the first load
 * carries the drawings of the shell's icons and nothing else.
 */

const svgs = new Map<string, string>(Object.entries(STATIC_ICONS))
const listeners = new Set<() => void>()
let version = 0
let loading: Promise<void> | null = null
let setLoaded = false

function changed() {
  version++
  for (const listener of listeners) listener()
}

/**
 * builtSvg returns the SVG source of an icon in a server render and in the
 * render that hydrates it: on the server, every icon loaded there (the
 * shell's set, and the rest once loadAllIcons has run); in the browser, the
 * shell's set only, which every server drew (React keeps the SVG of a server
 * that drew more).
 */
export function builtSvg(name: string): string | undefined {
  if (typeof document === 'undefined') return iconSvg(name)
  return Object.hasOwn(STATIC_ICONS, name) ? STATIC_ICONS[name as keyof typeof STATIC_ICONS] : undefined
}

/** iconSvg returns the SVG source of a loaded icon, or undefined while it is not loaded (or not an icon). */
export function iconSvg(name: string): string | undefined {
  return svgs.get(name)
}

/** iconSetLoaded tells whether the whole set has landed: a name the registry cannot draw then names no icon. */
export function iconSetLoaded(): boolean {
  return setLoaded
}

/**
 * iconPending tells whether an icon the registry cannot draw may still come:
 * before the whole set has landed, and in a browser's hydrating render,
 * which draws the shell's set only (builtSvg).
 */
export function iconPending(hydrating: boolean): boolean {
  return !setLoaded || (hydrating && typeof document !== 'undefined')
}

/** registerIcons adds SVG sources to the registry and notifies the subscribers. */
export function registerIcons(entries: Partial<Record<IconName, string>>): void {
  let added = false
  for (const [name, svg] of Object.entries(entries) as [IconName, string | undefined][]) {
    if (svg !== undefined && svgs.get(name) !== svg) {
      svgs.set(name, svg)
      added = true
    }
  }
  if (added) changed()
}

/**
 * loadAllIcons loads the lazily loaded icons once; concurrent callers share
 * the request. A failed load is logged and may be retried by a later call.
 */
export function loadAllIcons(): Promise<void> {
  loading ??= import('./lazy-icons').then(
    (m) => {
      setLoaded = true
      registerIcons(m.LAZY_ICONS)
    },
    (err: unknown) => {
      loading = null
      console.error('Icon: could not load the icon set:', err)
    },
  )
  return loading
}

/** loadedIconCount is how many icons the registry can draw right now. */
export function loadedIconCount(): number {
  return svgs.size
}

/** subscribeIcons calls listener whenever icons are added; it returns the unsubscribe function. */
export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** iconsVersion changes every time icons are added. */
export function iconsVersion(): number {
  return version
}
