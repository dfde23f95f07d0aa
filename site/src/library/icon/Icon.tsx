import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { useHydrating } from '../use-hydrating'
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
  // hydrating render differs. A server that drew every icon (the docs' prerender) keeps its SVG the same way, and
  // then for good (kept, below).
  const hydrating = useHydrating()
  const svg = hydrating ? builtSvg(name) : iconSvg(name)
  // The registry knows no names: a name it cannot draw waits for the rest of the set, and is unknown once it landed.
  const pending = svg === undefined && iconPending(hydrating)
  // kept is the name whose drawing the server left in the element, which React has not written over since: hydrated
  // over a drawing it could not make itself, the icon keeps the server's and asks for no set (a page that lists every
  // icon would load the set only to draw each again). A new name ends it.
  const element = useRef<HTMLSpanElement>(null)
  const [kept, setKept] = useState<string | null>(null)
  if (kept && kept !== name) setKept(null)
  const keeping = kept === name
  useEffect(() => {
    if (!pending || keeping) return
    if (hydrating && element.current?.firstElementChild) setKept(name)
    else void loadAllIcons()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hydrating and name: as the render that asked
  }, [pending, keeping])
  // React rewrites innerHTML whenever this object changes (it compares the object, not its text), which would swap
  // the SVG node under a pointer mid-click: keep it stable per text and name. A kept drawing is never written again,
  // not even when the set lands: the text stays the hydrating render's nothing, so the element stays the one the
  // server drew. A new name writes its text, even nothing, over the drawing of the old.
  const text = (!keeping && svg) || ''
  // eslint-disable-next-line react-hooks/exhaustive-deps -- name: a new name writes even the same nothing
  const html = useMemo(() => ({ __html: text }), [text, name])
  const labelled = typeof label === 'string' && label.trim() !== ''
  return (
    <span
      className={styles.icon}
      data-icon={name}
      data-size={size}
      ref={element}
      data-state={svg || keeping ? 'ready' : pending ? 'loading' : 'unknown'}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      dangerouslySetInnerHTML={html}
    />
  )
}
