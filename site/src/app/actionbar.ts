import { createElement, type ComponentType } from 'react'
import type { ActionbarProps } from '../library/actionbar/schema'
import { guarded } from './chunk-guard'

let loaded: ComponentType<ActionbarProps> | undefined

const importActionbar = () =>
  import('../library/actionbar/Actionbar').then((m) => {
    loaded = m.Actionbar
  })

/**
 * loadActionbar loads the action bar's code through the chunk-reload guard.
 * The default layout is the only one that shows the bar, and its pages load
 * it with their own code (app/router.tsx), so no other page's first load
 * carries it; the prerender names its chunk in their HTML (ACTIONBAR_MODULE).
 */
export const loadActionbar: () => Promise<void> = guarded(importActionbar)

/** prefetchActionbar loads the bar's code ahead of a navigation (app/pages.ts); a failure is ignored, the navigation loads it again. */
export function prefetchActionbar(): void {
  importActionbar().catch(() => {})
}

/**
 * Actionbar draws the library's action bar once loadActionbar has resolved,
 * and nothing before it or when its code failed to load (a page whose code
 * failed shows its error without the bar).
 */
export function Actionbar(props: ActionbarProps) {
  return loaded ? createElement(loaded, props) : null
}
