/**
 * The states an example declares: what a reader reaches from it by acting
 * (an open dialog, a hovered button, a keyboard focus ring, a highlighted
 * option, a field after a wrong value), as data the harness runs with a real
 * mouse and keyboard, then captures and judges like the example at rest.
 *
 * An example module exports them beside its component:
 *
 *	export const states: ExampleState[] = [
 *	  { id: 'open', steps: [{ click: { role: 'button', name: 'Open the modal' } }, { waitFor: { role: 'dialog' } }] },
 *	]
 *
 * Each step does one thing to an element found by its ARIA role and its
 * accessible name, first inside the example, then in what it opened (a
 * popup the library renders at the end of the page): click, hover, focus
 * (the harness presses Tab to it), press a key, type text into what has
 * focus, or wait until an element with a role shows. A name the library
 * translates is given as its locale key ({ label: 'pagination.page',
 * values: { page: 2 } }, and a suffix for what the component adds to the
 * label, such as ': Export'), so that the step finds its element in every
 * example locale. A state starts from the page at rest; the harness loads
 * the page again before the next.
 *
 * This module is what the browser needs of them, with no zod; parse-states.ts
 * checks them, in the build and in the tests.
 */
/** ROLES are the ARIA roles a step may name, as Chromium exposes them. */
export const ROLES = [
  'alert',
  'alertdialog',
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'combobox',
  'dialog',
  'grid',
  'gridcell',
  'group',
  'heading',
  'img',
  'link',
  'list',
  'listbox',
  'listitem',
  'menu',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'navigation',
  'option',
  'progressbar',
  'radio',
  'radiogroup',
  'region',
  'row',
  'rowheader',
  'searchbox',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'switch',
  'tab',
  'table',
  'tablist',
  'tabpanel',
  'textbox',
  'tooltip',
  'tree',
  'treeitem',
] as const

/** KEYS are the keys a step may press, by KeyboardEvent.key. */
export const KEYS = ['Enter', 'Escape', ' ', 'Tab', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageDown', 'PageUp', 'Backspace'] as const

/** ACTIONS are what a step may do, one per step. */
export const ACTIONS = ['click', 'hover', 'focus', 'press', 'type', 'waitFor'] as const

/** Name is an accessible name, or the locale key the library's label comes from. */
type Name = string | { label: string; values?: Record<string, string | number>; suffix?: string }
/** Target is an element by its role and accessible name. */
type Target = { role: (typeof ROLES)[number]; name: Name }
/** Step is one act of a reader. */
export type Step =
  | { click: Target }
  | { hover: Target }
  | { focus: Target }
  | { press: (typeof KEYS)[number] }
  | { type: string }
  | { waitFor: { role: (typeof ROLES)[number]; name?: Name } }
/** ExampleState is a state a reader reaches from an example: its id, unique in the example, and the steps from the page at rest. */
export interface ExampleState {
  id: string
  steps: Step[]
}

/** Resolved is a state as the page carries it for the harness: every name a plain string. */
export interface Resolved {
  id: string
  steps: Record<string, unknown>[]
}

/**
 * resolveStates turns each locale key of the states into the name the
 * locale gives (t), for the block's data-states; a key the locale files do
 * not have (exists) throws an Error naming the example, the state and the
 * step.
 */
export function resolveStates(example: string, states: ExampleState[], t: (key: string, values?: Record<string, string | number>) => string, exists: (key: string) => boolean): Resolved[] {
  return states.map((s) => ({
    id: s.id,
    steps: s.steps.map((step, j) => {
      const [action, arg] = Object.entries(step)[0] as [string, unknown]
      if (arg === null || typeof arg !== 'object' || !('role' in arg)) return { [action]: arg }
      const { role, name } = arg as { role: string; name?: Name }
      if (name === undefined || typeof name === 'string') return { [action]: arg }
      if (!exists(name.label)) throw new Error(`examples: ${example}: state "${s.id}", step ${j + 1}: the locale files have no label ${JSON.stringify(name.label)}`)
      return { [action]: { role, name: t(name.label, name.values) + (name.suffix ?? '') } }
    }),
  }))
}
