import { describe, expect, it } from 'vitest'
import { parseStates } from './parse-states'
import { resolveStates } from './states'

const file = '../examples/modal/basic.tsx'

describe('parseStates', () => {
  it('reads what a module exports, and none when it exports nothing', () => {
    const states = [
      { id: 'open', steps: [{ click: { role: 'button', name: 'Open the modal' } }, { waitFor: { role: 'dialog' } }] },
      { id: 'focus-page', steps: [{ focus: { role: 'button', name: { label: 'pagination.page', values: { page: 2 } } } }] },
      { id: 'typed', steps: [{ type: 'PO 12' }, { press: 'Tab' }, { hover: { role: 'link', name: 'Messages' } }] },
    ]
    expect(parseStates(file, states)).toEqual(states)
    expect(parseStates(file, undefined)).toEqual([])
  })

  it.each([
    [{ id: 'open' }, 'state "open": steps must be a list of 1 to 12 steps'],
    [[{ id: 'Open', steps: [{ press: 'Enter' }] }], 'state "Open": an id is lowercase words joined by "-"'],
    [[{ id: 'a', steps: [{ press: 'Enter' }] }, { id: 'a', steps: [{ press: 'Enter' }] }], 'state "a": two states have this id'],
    [[{ id: 'a', steps: [{ press: 'Enter' }], when: 'wide' }], 'state "a": unknown field when'],
    [[{ id: 'open', steps: [{ click: { role: 'dailog', name: 'x' } }] }], 'state "open", step 1: click (role): role "dailog" is not an ARIA role the harness knows'],
    [[{ id: 'open', steps: [{ press: 'Enter' }, { press: 'F5' }] }], 'state "open", step 2: press: key "F5" is not one the harness presses'],
    [[{ id: 'open', steps: [{ click: { role: 'button', name: 'A' }, press: 'Enter' }] }], 'state "open", step 1: a step does exactly one of click, hover, focus, press, type, waitFor; this one has click, press'],
    [[{ id: 'open', steps: [{ tap: { role: 'button', name: 'A' } }] }], 'state "open", step 1: a step does exactly one of click, hover, focus, press, type, waitFor; this one has tap'],
    [[{ id: 'open', steps: [{ hover: { role: 'button' } }] }], 'state "open", step 1: hover (name):'],
    [[{ id: 'open', steps: [{ type: '' }] }], 'state "open", step 1: type:'],
  ])('refuses %j, naming the file, the state and the step', (states, message) => {
    const states_ = Array.isArray(states) ? states : [states]
    expect(() => parseStates(file, states_)).toThrow(`examples: ${file}: ${message}`)
  })

  it('refuses states that are not a list', () => {
    expect(() => parseStates(file, { id: 'open' })).toThrow(`examples: ${file}: states must be a list of { id, steps }`)
  })
})

describe('resolveStates', () => {
  const labels: Record<string, string> = { 'pagination.page': 'Seite {{page}}', 'button.moreActions': 'Weitere Aktionen' }
  const t = (key: string, values?: Record<string, string | number>) => labels[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k]))
  const exists = (key: string) => key in labels

  it('gives each locale key the name the locale shows, and keeps plain names', () => {
    const got = resolveStates(
      'basic',
      [
        { id: 'focus-page', steps: [{ focus: { role: 'button', name: { label: 'pagination.page', values: { page: 2 } } } }, { press: 'Enter' }] },
        { id: 'open', steps: [{ click: { role: 'button', name: { label: 'button.moreActions', suffix: ': Export' } } }, { waitFor: { role: 'menu' } }] },
        { id: 'plain', steps: [{ hover: { role: 'button', name: 'Primary' } }] },
      ],
      t,
      exists,
    )
    expect(got).toEqual([
      { id: 'focus-page', steps: [{ focus: { role: 'button', name: 'Seite 2' } }, { press: 'Enter' }] },
      { id: 'open', steps: [{ click: { role: 'button', name: 'Weitere Aktionen: Export' } }, { waitFor: { role: 'menu' } }] },
      { id: 'plain', steps: [{ hover: { role: 'button', name: 'Primary' } }] },
    ])
  })

  it('refuses a label the locale files do not have', () => {
    expect(() => resolveStates('basic', [{ id: 'open', steps: [{ click: { role: 'button', name: { label: 'modal.opne' } } }] }], t, exists)).toThrow(
      'examples: basic: state "open", step 1: the locale files have no label "modal.opne"',
    )
  })
})
