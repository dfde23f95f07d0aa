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
 */
import { z } from 'zod'

/** ROLES are the ARIA roles a step may name, as Chromium exposes them. */
const ROLES = [
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
const KEYS = ['Enter', 'Escape', ' ', 'Tab', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageDown', 'PageUp', 'Backspace'] as const

/** ACTIONS are what a step may do, one per step. */
const ACTIONS = ['click', 'hover', 'focus', 'press', 'type', 'waitFor'] as const

const role = z.enum(ROLES, { error: (issue) => `role ${JSON.stringify(issue.input)} is not an ARIA role the harness knows (${ROLES.join(', ')})` })
const label = z
  .object({
    label: z.string().min(1),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    suffix: z.string().min(1).optional(),
  })
  .strict()
const name = z.union([z.string().trim().min(1), label], { error: 'a name is the accessible name, or { label, values } for a name the locale files give' })
const target = z.object({ role, name }).strict()

const actionSchemas = {
  click: target,
  hover: target,
  focus: target,
  press: z.enum(KEYS, { error: (issue) => `key ${JSON.stringify(issue.input)} is not one the harness presses (${KEYS.map((k) => JSON.stringify(k)).join(', ')})` }),
  type: z.string().min(1),
  waitFor: z.object({ role, name: name.optional() }).strict(),
} as const

/** Name is an accessible name, or the locale key the library's label comes from. */
type Name = z.infer<typeof name>
/** Target is an element by its role and accessible name. */
type Target = z.infer<typeof target>
/** Step is one act of a reader. */
type Step =
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

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** MAX_STEPS bounds a state's steps. */
const MAX_STEPS = 12

/**
 * parseStates checks what an example module exports as states and returns
 * them; anything else throws an Error naming the file, the state and the
 * step, and what is wrong.
 */
export function parseStates(file: string, value: unknown): ExampleState[] {
  const fail = (where: string, why: string): never => {
    throw new Error(`examples: ${file}: ${where}${why}`)
  }
  if (value === undefined) return []
  if (!Array.isArray(value)) fail('', 'states must be a list of { id, steps }')
  const seen = new Set<string>()
  return (value as unknown[]).map((raw, i) => {
    const s = raw as { id?: unknown; steps?: unknown }
    const id = typeof s?.id === 'string' ? s.id : ''
    const where = id ? `state "${id}"` : `state ${i + 1}`
    if (!ID.test(id)) fail(where, ': an id is lowercase words joined by "-"')
    if (seen.has(id)) fail(where, ': two states have this id')
    seen.add(id)
    const extra = Object.keys(s).filter((k) => k !== 'id' && k !== 'steps')
    if (extra.length > 0) fail(where, `: unknown field ${extra.join(', ')}`)
    if (!Array.isArray(s.steps) || s.steps.length === 0 || s.steps.length > MAX_STEPS) fail(where, `: steps must be a list of 1 to ${MAX_STEPS} steps`)
    const steps = (s.steps as unknown[]).map((step, j) => parseStep(step, (why) => fail(`${where}, step ${j + 1}`, `: ${why}`)))
    return { id, steps }
  })
}

function parseStep(step: unknown, fail: (why: string) => never): Step {
  const keys = step !== null && typeof step === 'object' ? Object.keys(step) : []
  const actions = keys.filter((k): k is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(k))
  if (keys.length !== 1 || actions.length !== 1) fail(`a step does exactly one of ${ACTIONS.join(', ')}; this one has ${keys.length ? keys.join(', ') : 'nothing'}`)
  const action = actions[0]
  const parsed = actionSchemas[action].safeParse((step as Record<string, unknown>)[action])
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const path = issue.path.length ? ` (${issue.path.join('.')})` : ''
    fail(`${action}${path}: ${issue.message}`)
  }
  return step as Step
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
