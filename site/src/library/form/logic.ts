/**
 * The form's rules, without React: reading and writing a value at a path
 * (for object and list controllers), the validation summary of the fields'
 * reported validations, whether it blocks a submission under each
 * preventSubmissionOn setting, the developer errors of the controllers and
 * of submitting, and the form's state. No DOM.
 */
import type { ValidationResult } from '../field/logic'

export const PREVENT_SUBMISSION_ON = ['error', 'warning', 'NEVER'] as const
export type PreventSubmissionOn = (typeof PREVENT_SUBMISSION_ON)[number]

export type FormValues = Record<string, unknown>
/** Path is where a value sits in the form's values: keys of objects and indexes of lists. */
export type Path = readonly (string | number)[]

/** isRecord: a non-null object that is not a list. */
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** pathKey names a path as the summary's key: its parts joined with dots ("contacts.0.email"). */
export function pathKey(path: Path): string {
  return path.map(String).join('.')
}

/** getAt is the value at path, or undefined when a step on the way is missing or not a container. */
export function getAt(values: unknown, path: Path): unknown {
  let v: unknown = values
  for (const step of path) {
    if (Array.isArray(v) && typeof step === 'number') v = v[step]
    else if (isRecord(v) && typeof step === 'string') v = v[step]
    else return undefined
  }
  return v
}

/**
 * setAt returns a copy of values with value at path, copying only the
 * containers on the way; a missing container is created (a list for an
 * index, an object for a key). values itself is not changed.
 */
export function setAt<T>(values: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T
  const [step, ...rest] = path
  if (typeof step === 'number') {
    const list = Array.isArray(values) ? [...values] : []
    list[step] = setAt(list[step], rest, value)
    return list as T
  }
  const obj: Record<string, unknown> = isRecord(values) ? { ...values } : {}
  obj[step] = setAt(obj[step], rest, value)
  return obj as T
}

/** withoutItem is a copy of list without the item at index (an empty list when list is none). */
export function withoutItem(list: unknown, index: number): unknown[] {
  return Array.isArray(list) ? list.filter((_, i) => i !== index) : []
}

/** withItem is a copy of list with item appended (a list of item alone when list is none). */
export function withItem(list: unknown, item: unknown): unknown[] {
  return [...(Array.isArray(list) ? list : []), item]
}

/** listKeys are the React keys of a list's count items: the known ids, then stand-ins for items added from outside. */
export function listKeys(ids: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => ids[i] ?? `extra-${i}`)
}

/** Reported is what a field reports to its form: its label and current validation. */
export interface Reported {
  label: string
  result: ValidationResult
}

/** SummaryEntry is one message of the summary: the field's key (its path), label and text. */
export interface SummaryEntry {
  key: string
  label: string
  text: string | null
}

export interface ValidationSummary {
  errors: SummaryEntry[]
  warnings: SummaryEntry[]
  successes: SummaryEntry[]
}

/** SubmitResult is what onSubmit receives. */
export interface SubmitResult<V = FormValues> {
  values: V
  validationSummary: ValidationSummary
}

const KNOWN_TYPES = new Set(['error', 'warning', 'success', 'empty'])

/**
 * buildSummary sorts the reported validations into errors, warnings and
 * successes (empty ones are left out), in the order given. A type that is
 * none of error, warning, success or empty is a developer error ("unexpected
 * validation state on submit"), and counts as an error so that it blocks.
 */
export function buildSummary(reported: ReadonlyArray<readonly [string, Reported]>, prevent: PreventSubmissionOn): { summary: ValidationSummary; problems: string[] } {
  const summary: ValidationSummary = { errors: [], warnings: [], successes: [] }
  const problems: string[] = []
  for (const [key, { label, result }] of reported) {
    const r = (result ?? {}) as { type?: unknown; text?: unknown }
    const type = r.type
    const entry: SummaryEntry = { key, label, text: typeof r.text === 'string' && r.text !== '' ? r.text : null }
    if (type === 'error') summary.errors.push(entry)
    else if (type === 'warning') summary.warnings.push(entry)
    else if (type === 'success') summary.successes.push(entry)
    else if (!KNOWN_TYPES.has(type as string)) {
      problems.push(`Form: unexpected validation state on submit: field "${key}" reported type ${JSON.stringify(type)} (preventSubmissionOn "${prevent}")`)
      summary.errors.push(entry)
    }
  }
  return { summary, problems }
}

/**
 * blockingEntries are the messages that keep the form from submitting: with
 * "error" every error, with "warning" every error and warning, with "NEVER"
 * none. An unknown setting is a developer error ("validation error on
 * submit") and is treated as "error".
 */
export function blockingEntries(summary: ValidationSummary, prevent: PreventSubmissionOn): { entries: SummaryEntry[]; problems: string[] } {
  switch (prevent) {
    case 'NEVER':
      return { entries: [], problems: [] }
    case 'error':
      return { entries: summary.errors, problems: [] }
    case 'warning':
      return { entries: [...summary.errors, ...summary.warnings], problems: [] }
    default: {
      const type = summary.errors.length ? 'error' : summary.warnings.length ? 'warning' : null
      const problems = type ? [`Form: validation error on submit: cannot decide on type "${type}" with preventSubmissionOn ${JSON.stringify(prevent)}; treated as "error"`] : []
      return { entries: summary.errors, problems }
    }
  }
}

/** SubmitDecision is what a submission attempt leads to. */
export interface SubmitDecision {
  summary: ValidationSummary
  blocked: boolean
  /** problems are developer errors to log. */
  problems: string[]
}

/** decideSubmit builds the summary and decides whether it blocks the submission. */
export function decideSubmit(reported: ReadonlyArray<readonly [string, Reported]>, prevent: PreventSubmissionOn): SubmitDecision {
  const built = buildSummary(reported, prevent)
  const blocking = blockingEntries(built.summary, prevent)
  return { summary: built.summary, blocked: blocking.entries.length > 0, problems: [...built.problems, ...blocking.problems] }
}

/** entryText is one line of the blocked-submission popup: "<label>: <text>", or the label alone. */
export function entryText(entry: SummaryEntry): string {
  return entry.text ? `${entry.label}: ${entry.text}` : entry.label
}

/** orderReported sorts reported entries by the order in which their keys first reported (keys never seen go last). */
export function orderReported(reported: Readonly<Record<string, Reported>>, order: ReadonlyMap<string, number>): Array<[string, Reported]> {
  return Object.entries(reported).sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
}

/** sameReport: two reports that show the same thing (so the form need not re-render). */
export function sameReport(a: Reported | undefined, b: Reported | null): boolean {
  if (!a || !b) return !a && !b
  return a.label === b.label && a.result.type === b.result.type && ('text' in a.result ? a.result.text : undefined) === ('text' in b.result ? b.result.text : undefined)
}

/** Reports are what the fields of a form last reported, by key. */
export interface Reports {
  entries: Readonly<Record<string, Reported>>
  /** order is the order in which keys first reported: the order of the summary. */
  order: ReadonlyMap<string, number>
}

export const NO_REPORTS: Reports = { entries: {}, order: new Map() }

/**
 * withReport records a field's report under key (null: the field is gone or
 * reports nothing). A report that shows what the last one showed returns
 * reports itself, so the form does not render again; a key keeps the place
 * in the order it first reported at.
 */
export function withReport(reports: Reports, key: string, entry: Reported | null): Reports {
  if (sameReport(reports.entries[key], entry)) return reports
  const entries = { ...reports.entries }
  if (entry) entries[key] = entry
  else delete entries[key]
  const order = entry && !reports.order.has(key) ? new Map(reports.order).set(key, reports.order.size) : reports.order
  return { entries, order }
}

export const FORM_SUBMIT_OUTSIDE = 'FormSubmit: form submit control outside a form'
export const OBJECT_CONTROLLER_VALUE = 'ObjectController needs a non-null, non-array object value'
export const LIST_CONTROLLER_VALUE = 'ListController needs an array value'

function describe(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'an array'
  return typeof v === 'object' ? 'an object' : typeof v
}

/** objectControllerError is the developer error of an object controller's value, or null. */
export function objectControllerError(formKey: string, value: unknown): string | null {
  return isRecord(value) ? null : `${OBJECT_CONTROLLER_VALUE} (formKey "${formKey}" holds ${describe(value)})`
}

/** listControllerError is the developer error of a list controller's value, or null. */
export function listControllerError(formKey: string, value: unknown): string | null {
  return Array.isArray(value) ? null : `${LIST_CONTROLLER_VALUE} (formKey "${formKey}" holds ${describe(value)})`
}

/** outsideFormError is the developer error of a form part used outside a Form, or null. */
export function outsideFormError(component: 'ObjectController' | 'ListController', inForm: boolean): string | null {
  return inForm ? null : `${component}: must be inside a Form`
}

/**
 * The form's state, as data-state: loading while isLoading; blocked while
 * the popup of a blocked submission is open; otherwise invalid when the
 * current validations would block a submission, else valid.
 */
export type FormState = 'loading' | 'blocked' | 'invalid' | 'valid'

/** FormModel is what the form remembers between submissions. */
export interface FormModel {
  /** attempted: a submission was tried, so every field shows its validation. */
  attempted: boolean
  /** popup: the summary shown in the blocked-submission popup, or null when it is closed. */
  popup: ValidationSummary | null
}

export type FormEvent = { type: 'submit'; decision: SubmitDecision; isLoading: boolean } | { type: 'close-popup' }

export const INITIAL_FORM: FormModel = { attempted: false, popup: null }

/**
 * formReducer: a submission marks the form attempted and, when blocked (and
 * not loading), opens the popup with the summary; closing the popup only
 * closes it.
 */
export function formReducer(model: FormModel, event: FormEvent): FormModel {
  switch (event.type) {
    case 'submit':
      return { attempted: true, popup: event.decision.blocked && !event.isLoading ? event.decision.summary : model.popup }
    case 'close-popup':
      return model.popup ? { ...model, popup: null } : model
  }
}

/** submits: whether a submission attempt calls onSubmit. */
export function submits(decision: SubmitDecision, isLoading: boolean): boolean {
  return !decision.blocked && !isLoading
}

const NOT_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'color', 'range', 'hidden'])

/**
 * enterSubmits: Enter in a text-like input submits its form (the browser's
 * implicit submission, which the form does itself so that it works while the
 * submit button is disabled); not in a text area, a button, a checkbox or a
 * radio.
 */
export function enterSubmits(target: { tagName: string; type?: string }): boolean {
  return target.tagName.toLowerCase() === 'input' && !NOT_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase())
}

/** formState is the form's data-state. */
export function formState(p: { isLoading: boolean; popupOpen: boolean; blocked: boolean }): FormState {
  if (p.isLoading) return 'loading'
  if (p.popupOpen) return 'blocked'
  return p.blocked ? 'invalid' : 'valid'
}

/** FORM_DEFAULTS are the defaults of formSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FORM_DEFAULTS = { preventSubmissionOn: 'error', isLoading: false } as const

/** FORM_SUBMIT_DEFAULTS are the defaults of formSubmitSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const FORM_SUBMIT_DEFAULTS = { variant: 'primary', size: 'medium', isBlock: false } as const
