import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useValidatedProps } from '../use-validated-props'
import styles from './Icon.module.css'
import { builtSvg, iconPending, iconSvg, iconsVersion, loadAllIcons, subscribeIcons } from './registry'
import type { IconProps } from './schema'
import { ICON_DEFAULTS } from './logic'

const loadSchema = () => import('./schema').then((m) => m.iconSchema)

/**
 * useIconsLanded re-renders the icon when icons land in the registry, as a
 * transition: a page of hundreds of icons draws them in slices React can
 * interrupt, not in one long task.
 */
function useIconsLanded(): void {
  const [, setVersion] = useState(iconsVersion)
  useEffect(() => {
    const update = () => startTransition(() => setVersion(iconsVersion()))
    update() // icons that landed between the render and this effect
    return subscribeIcons(update)
  }, [])
}

const unsubscribed = () => () => {}
const notHydrating = () => false
const hydratingNow = () => true

/**
 * Icon draws a named icon at one of the library's sizes, in the current text
 * colour. It is decorative (hidden from screen readers) unless it has a label,
 * which makes it an image with that name. An icon outside the shell's set
 * loads with the rest of the set on first use and appears when it lands; an
 * unknown name draws nothing, once the set has landed, and logs the props error.
 */
export function Icon(props: IconProps) {
  useValidatedProps('Icon', loadSchema, props)
  const { name, label, size = ICON_DEFAULTS.size } = props
  useIconsLanded()
  // Hydrating, it draws the shell's set only, as every server drew it (builtSvg): a part of the page can hydrate
  // after the rest of the set has landed (a live example far down), and React keeps the server's markup where a
  // hydrating render differs. A server that drew every icon (the docs' prerender) keeps its SVG the same way until
  // the set lands here: the render after hydration draws the same nothing, so React leaves it.
  const hydrating = useSyncExternalStore(unsubscribed, notHydrating, hydratingNow)
  const svg = hydrating ? builtSvg(name) : iconSvg(name)
  // The registry knows no names: a name it cannot draw waits for the rest of the set, and is unknown once it landed.
  const pending = svg === undefined && iconPending(hydrating)
  useEffect(() => {
    if (pending) void loadAllIcons()
  }, [pending])
  // React rewrites innerHTML whenever this object changes, which would swap
  // the SVG node under a pointer mid-click: keep it stable per SVG.
  const html = useMemo(() => ({ __html: svg ?? '' }), [svg])
  const labelled = typeof label === 'string' && label.trim() !== ''
  return (
    <span
      className={styles.icon}
      data-icon={name}
      data-size={size}
      data-state={svg === undefined ? (pending ? 'loading' : 'unknown') : 'ready'}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      dangerouslySetInnerHTML={html}
    />
  )
}
