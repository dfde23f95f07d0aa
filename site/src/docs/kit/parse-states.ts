/**
 * parse-states checks the states an example module exports (states.ts) with
 * zod: the prerender checks every example's (build/mdx.ts), and so do the
 * tests; the browser takes them as the build checked them.
 */
import { z } from 'zod'
import { ACTIONS, KEYS, ROLES, type ExampleState, type Step } from './states'

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

