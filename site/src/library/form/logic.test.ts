// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ValidationResult } from '../field/logic'
import {
  blockingEntries,
  buildSummary,
  decideSubmit,
  enterSubmits,
  entryText,
  formReducer,
  formState,
  getAt,
  INITIAL_FORM,
  listControllerError,
  listKeys,
  objectControllerError,
  orderReported,
  outsideFormError,
  pathKey,
  sameReport,
  setAt,
  submits,
  withItem,
  NO_REPORTS,
  withReport,
  withoutItem,
  type PreventSubmissionOn,
  type Reported,
  type ValidationSummary,
} from './logic'

const rep = (label: string, result: ValidationResult): Reported => ({ label, result })
const reported: Array<[string, Reported]> = [
  ['name', rep('Name', { type: 'error', text: 'This field is required' })],
  ['email', rep('Email', { type: 'warning', text: 'Looks like a typo' })],
  ['phone', rep('Phone', { type: 'success', text: 'Reachable' })],
  ['notes', rep('Notes', { type: 'empty' })],
  ['company', rep('Company', { type: 'error' })],
]

describe('paths', () => {
  const values = { name: 'Ada', address: { city: 'Springfield' }, contacts: [{ email: 'a@example.com' }, { email: 'b@example.com' }] }
  it('pathKey joins the steps with dots', () => {
    expect(pathKey(['contacts', 1, 'email'])).toBe('contacts.1.email')
    expect(pathKey(['name'])).toBe('name')
  })
  it('getAt reads keys and indexes, undefined past a missing or wrong step', () => {
    expect(getAt(values, ['address', 'city'])).toBe('Springfield')
    expect(getAt(values, ['contacts', 1, 'email'])).toBe('b@example.com')
    expect(getAt(values, ['contacts', 5, 'email'])).toBeUndefined()
    expect(getAt(values, ['name', 'first'])).toBeUndefined()
    expect(getAt(values, ['contacts', 'email'])).toBeUndefined()
    expect(getAt(values, ['address', 0])).toBeUndefined()
    expect(getAt(values, [])).toBe(values)
  })
  it('setAt copies the containers on the way and leaves the rest shared', () => {
    const next = setAt(values, ['contacts', 1, 'email'], 'c@example.com')
    expect(next.contacts[1]).toEqual({ email: 'c@example.com' })
    expect(values.contacts[1].email).toBe('b@example.com')
    expect(next.contacts).not.toBe(values.contacts)
    expect(next.contacts[0]).toBe(values.contacts[0])
    expect(next.address).toBe(values.address)
  })
  it('setAt creates missing containers: a list for an index, an object for a key', () => {
    expect(setAt({}, ['address', 'city'], 'Paris')).toEqual({ address: { city: 'Paris' } })
    expect(setAt({}, ['contacts', 0, 'email'], 'x')).toEqual({ contacts: [{ email: 'x' }] })
    expect(setAt({ address: null }, ['address', 'city'], 'Paris')).toEqual({ address: { city: 'Paris' } })
    expect(setAt({ a: 1 }, [], { b: 2 })).toEqual({ b: 2 })
  })
  it('listKeys: the known ids, cut or padded to the count', () => {
    expect(listKeys(['item-0', 'item-3'], 2)).toEqual(['item-0', 'item-3'])
    expect(listKeys(['item-0', 'item-3'], 1)).toEqual(['item-0'])
    expect(listKeys(['item-0'], 3)).toEqual(['item-0', 'extra-1', 'extra-2'])
  })
  it('withoutItem and withItem copy a list without one item or with one more', () => {
    expect(withoutItem(values.contacts, 0)).toEqual([{ email: 'b@example.com' }])
    expect(values.contacts).toHaveLength(2)
    expect(withoutItem(undefined, 0)).toEqual([])
    expect(withItem(values.contacts, { email: 'c' })).toHaveLength(3)
    expect(withItem(null, 'x')).toEqual(['x'])
  })
})

describe('buildSummary', () => {
  it('sorts errors, warnings and successes in order, leaving empty ones out', () => {
    const { summary, problems } = buildSummary(reported, 'error')
    expect(summary).toEqual({
      errors: [
        { key: 'name', label: 'Name', text: 'This field is required' },
        { key: 'company', label: 'Company', text: null },
      ],
      warnings: [{ key: 'email', label: 'Email', text: 'Looks like a typo' }],
      successes: [{ key: 'phone', label: 'Phone', text: 'Reachable' }],
    })
    expect(problems).toEqual([])
  })
  it('an unknown type is the developer error "unexpected validation state on submit" and counts as an error', () => {
    const { summary, problems } = buildSummary([['vat', rep('VAT', { type: 'info', text: 'Hm' } as unknown as ValidationResult)]], 'warning')
    expect(problems).toEqual(['Form: unexpected validation state on submit: field "vat" reported type "info" (preventSubmissionOn "warning")'])
    expect(summary.errors).toEqual([{ key: 'vat', label: 'VAT', text: 'Hm' }])
  })
})

describe('blockingEntries', () => {
  const { summary } = buildSummary(reported, 'error')
  const onlyWarnings: ValidationSummary = { ...summary, errors: [] }
  it('error: every error blocks, warnings do not', () => {
    expect(blockingEntries(summary, 'error').entries.map((e) => e.key)).toEqual(['name', 'company'])
    expect(blockingEntries(onlyWarnings, 'error').entries).toEqual([])
  })
  it('warning: errors and warnings block', () => {
    expect(blockingEntries(summary, 'warning').entries.map((e) => e.key)).toEqual(['name', 'company', 'email'])
    expect(blockingEntries(onlyWarnings, 'warning').entries.map((e) => e.key)).toEqual(['email'])
  })
  it('NEVER: nothing blocks', () => {
    expect(blockingEntries(summary, 'NEVER').entries).toEqual([])
  })
  it('an unknown setting is the developer error "validation error on submit", naming the type and the setting, and acts as error', () => {
    const r = blockingEntries(summary, 'sometimes' as PreventSubmissionOn)
    expect(r.entries.map((e) => e.key)).toEqual(['name', 'company'])
    expect(r.problems).toEqual(['Form: validation error on submit: cannot decide on type "error" with preventSubmissionOn "sometimes"; treated as "error"'])
    expect(blockingEntries({ errors: [], warnings: [], successes: [] }, 'sometimes' as PreventSubmissionOn).problems).toEqual([])
  })
})

describe('decideSubmit and submits', () => {
  it('blocks per preventSubmissionOn and submits only when not blocked and not loading', () => {
    const warningsOnly = reported.filter(([, r]) => r.result.type !== 'error')
    const cases: Array<[Array<[string, Reported]>, PreventSubmissionOn, boolean]> = [
      [reported, 'error', true],
      [warningsOnly, 'error', false],
      [warningsOnly, 'warning', true],
      [reported, 'NEVER', false],
      [[], 'warning', false],
    ]
    for (const [entries, prevent, blocked] of cases) expect(decideSubmit(entries, prevent).blocked, `${prevent} with ${entries.length}`).toBe(blocked)
    expect(submits(decideSubmit(warningsOnly, 'error'), false)).toBe(true)
    expect(submits(decideSubmit(warningsOnly, 'error'), true)).toBe(false)
    expect(submits(decideSubmit(reported, 'error'), false)).toBe(false)
  })
})

describe('entryText', () => {
  it('is "<label>: <text>", or the label alone without a text', () => {
    expect(entryText({ key: 'name', label: 'Name', text: 'This field is required' })).toBe('Name: This field is required')
    expect(entryText({ key: 'company', label: 'Company', text: null })).toBe('Company')
  })
})

describe('orderReported and sameReport', () => {
  it('orders by first report, unknown keys last', () => {
    const order = new Map([
      ['b', 0],
      ['a', 1],
    ])
    const r = rep('X', { type: 'empty' })
    expect(orderReported({ z: r, a: r, b: r }, order).map(([k]) => k)).toEqual(['b', 'a', 'z'])
  })
  it('compares label, type and text', () => {
    const a = rep('Name', { type: 'error', text: 'x' })
    expect(sameReport(a, rep('Name', { type: 'error', text: 'x' }))).toBe(true)
    expect(sameReport(a, rep('Name', { type: 'error', text: 'y' }))).toBe(false)
    expect(sameReport(a, rep('Name', { type: 'warning', text: 'x' }))).toBe(false)
    expect(sameReport(a, rep('Full name', { type: 'error', text: 'x' }))).toBe(false)
    expect(sameReport(undefined, null)).toBe(true)
    expect(sameReport(a, null)).toBe(false)
  })
})

describe('withReport', () => {
  const error = rep('Name', { type: 'error', text: 'Required' })
  const warning = rep('Email', { type: 'warning', text: 'Typo?' })
  it.each<[string, Array<[string, Reported | null]>, string[], string[]]>([
    ['a first report takes the next place', [['name', error], ['email', warning]], ['name', 'email'], ['name', 'email']],
    ['a key keeps its first place when it reports again', [['name', error], ['email', warning], ['name', rep('Name', { type: 'empty' })]], ['name', 'email'], ['name', 'email']],
    ['null removes the entry and keeps the place', [['name', error], ['email', warning], ['name', null]], ['email'], ['name', 'email']],
    ['a key that comes back keeps its old place', [['name', error], ['email', warning], ['name', null], ['name', error]], ['email', 'name'], ['name', 'email']],
    ['null for a key never seen changes nothing', [['gone', null]], [], []],
  ])('%s', (_, steps, entries, order) => {
    const r = steps.reduce((acc, [key, entry]) => withReport(acc, key, entry), NO_REPORTS)
    expect(Object.keys(r.entries)).toEqual(entries)
    expect([...r.order.entries()].sort((a, b) => a[1] - b[1]).map(([k]) => k)).toEqual(order)
  })
  it('returns the same reports for a report that shows the same, so the form does not render again', () => {
    const once = withReport(NO_REPORTS, 'name', error)
    expect(withReport(once, 'name', rep('Name', { type: 'error', text: 'Required' }))).toBe(once)
    expect(withReport(NO_REPORTS, 'gone', null)).toBe(NO_REPORTS)
  })
  it('leaves the reports it was given as they were', () => {
    const once = withReport(NO_REPORTS, 'name', error)
    withReport(once, 'email', warning)
    withReport(once, 'name', null)
    expect(Object.keys(once.entries)).toEqual(['name'])
    expect(once.order.size).toBe(1)
    expect(NO_REPORTS.order.size).toBe(0)
  })
})

describe('developer errors of the controllers', () => {
  it('ObjectController needs a non-null, non-array object', () => {
    expect(objectControllerError('address', { city: 'x' })).toBeNull()
    expect(objectControllerError('address', {})).toBeNull()
    expect(objectControllerError('address', null)).toBe('ObjectController needs a non-null, non-array object value (formKey "address" holds null)')
    expect(objectControllerError('address', [])).toBe('ObjectController needs a non-null, non-array object value (formKey "address" holds an array)')
    expect(objectControllerError('address', 'x')).toBe('ObjectController needs a non-null, non-array object value (formKey "address" holds string)')
    expect(objectControllerError('address', undefined)).toBe('ObjectController needs a non-null, non-array object value (formKey "address" holds undefined)')
  })
  it('ListController needs an array', () => {
    expect(listControllerError('contacts', [])).toBeNull()
    expect(listControllerError('contacts', {})).toBe('ListController needs an array value (formKey "contacts" holds an object)')
    expect(listControllerError('contacts', undefined)).toBe('ListController needs an array value (formKey "contacts" holds undefined)')
  })
  it('controllers belong inside a form', () => {
    expect(outsideFormError('ListController', false)).toBe('ListController: must be inside a Form')
    expect(outsideFormError('ObjectController', true)).toBeNull()
  })
})

describe('formReducer and formState', () => {
  const blocked = decideSubmit(reported, 'error')
  const fine = decideSubmit([], 'error')
  it('a submission marks the form attempted; a blocked one opens the popup with the summary', () => {
    expect(formReducer(INITIAL_FORM, { type: 'submit', decision: fine, isLoading: false })).toEqual({ attempted: true, popup: null })
    expect(formReducer(INITIAL_FORM, { type: 'submit', decision: blocked, isLoading: false })).toEqual({ attempted: true, popup: blocked.summary })
  })
  it('no popup while loading; closing closes it', () => {
    expect(formReducer(INITIAL_FORM, { type: 'submit', decision: blocked, isLoading: true }).popup).toBeNull()
    const open = formReducer(INITIAL_FORM, { type: 'submit', decision: blocked, isLoading: false })
    expect(formReducer(open, { type: 'close-popup' })).toEqual({ attempted: true, popup: null })
    expect(formReducer(INITIAL_FORM, { type: 'close-popup' })).toBe(INITIAL_FORM)
  })
  it('data-state: loading, then blocked (popup open), then invalid or valid', () => {
    expect(formState({ isLoading: true, popupOpen: true, blocked: true })).toBe('loading')
    expect(formState({ isLoading: false, popupOpen: true, blocked: true })).toBe('blocked')
    expect(formState({ isLoading: false, popupOpen: false, blocked: true })).toBe('invalid')
    expect(formState({ isLoading: false, popupOpen: false, blocked: false })).toBe('valid')
  })
})

describe('enterSubmits', () => {
  it('Enter submits from text-like inputs only', () => {
    for (const type of ['text', 'email', 'number', 'password', 'search', 'tel', 'url', 'date', undefined]) expect(enterSubmits({ tagName: 'INPUT', type }), String(type)).toBe(true)
    for (const type of ['checkbox', 'radio', 'submit', 'button', 'file', 'range']) expect(enterSubmits({ tagName: 'INPUT', type }), type).toBe(false)
    expect(enterSubmits({ tagName: 'TEXTAREA', type: 'textarea' })).toBe(false)
    expect(enterSubmits({ tagName: 'BUTTON', type: 'button' })).toBe(false)
  })
})
