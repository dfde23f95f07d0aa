/**
 * The rules of the single and multi select, with no React and no DOM: how
 * options are ordered and filtered by the typed query, which ones are
 * disabled once maximumSelectable is reached, how many tags show before “+k”,
 * what the dropdown says when it has nothing to list, and the dropdown's
 * keyboard and pointer model as a transition function over two named states,
 * closed and open.
 */

import { FIELD_DEFAULTS } from '../field/logic'

/** OptionValue is what an option stands for: the field's value (single) or one entry of it (multi). */
export type OptionValue = string | number

/** SelectOption is one choice of a select, as the options prop gives it. */
export interface SelectOption {
  label: string
  value: OptionValue
  isDisabled?: boolean
  dataTest?: string
  tooltip?: string
}

/** SELECT_OPTION_DEFAULTS are the defaults of selectOptionSchema: its `.default()`s. */
export const SELECT_OPTION_DEFAULTS = { isDisabled: false } as const

/** SINGLE_SELECT_DEFAULTS are the defaults of singleSelectSchema: its `.default()`s (the field's, then its own), and what the view fills in (withDefaults). */
export const SINGLE_SELECT_DEFAULTS = { ...FIELD_DEFAULTS, isUnsorted: false, defaultValue: null } as const

/** MULTI_SELECT_DEFAULTS are the defaults of multiSelectSchema: its `.default()`s (the field's, then its own), and what the view fills in (withDefaults). */
export const MULTI_SELECT_DEFAULTS = { ...FIELD_DEFAULTS, isUnsorted: false, defaultValue: [] as never[], clearOnSelect: false } as const

/** DropdownStatus are the named states of the dropdown, shown as data-state on the select's control. */
export type DropdownStatus = 'closed' | 'open'

/** RULE_UNIQUE_VALUES is the rule that no two options share a value. */
export const RULE_UNIQUE_VALUES = 'options need to be unique by `value`'
/** RULE_OVER_MAXIMUM is the rule that a multi select's value has at most maximumSelectable entries. */
export const RULE_OVER_MAXIMUM = 'has more entries than maximumSelectable'

/** sameValue compares option values: 1 and '1' are different values. */
export const sameValue = (a: OptionValue, b: OptionValue) => a === b

/** hasValue tells whether values holds value. */
export const hasValue = (values: readonly OptionValue[], value: OptionValue) => values.some((v) => sameValue(v, value))

/** labelCollator compares labels as people read them: digits as numbers (2 before 10), case and accents ignored. */
function labelCollator(locale?: string): Intl.Collator {
  return new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
}

/**
 * sortOptions orders options by label, numerically and case-insensitively,
 * in the locale's order; options with equal labels keep their order. With
 * isUnsorted the given order stands. It never changes its argument.
 */
export function sortOptions<T extends SelectOption>(options: readonly T[], opts: { isUnsorted?: boolean; locale?: string } = {}): T[] {
  if (opts.isUnsorted) return [...options]
  const collator = labelCollator(opts.locale)
  return [...options].sort((a, b) => collator.compare(a.label, b.label))
}

/** fold makes text comparable for the query: lower case, without accents, single spaces. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** matchesQuery: an option matches when its label contains the query, ignoring case, accents and extra spaces; a blank query matches all. */
export function matchesQuery(label: string, query: string): boolean {
  const q = fold(query)
  return q === '' || fold(label).includes(q)
}

/** filterOptions keeps the options whose label matches the query, in their order. */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  return options.filter((o) => matchesQuery(o.label, query))
}

/** isAtMaximum tells whether a multi select holds as many values as it may. */
export function isAtMaximum(selected: readonly OptionValue[], maximumSelectable?: number): boolean {
  return maximumSelectable !== undefined && selected.length >= maximumSelectable
}

/**
 * withMaximum disables every option that is not selected once
 * maximumSelectable values are selected; selected options stay enabled so
 * they can be removed. Below the maximum it changes nothing.
 */
export function withMaximum<T extends SelectOption>(options: readonly T[], selected: readonly OptionValue[], maximumSelectable?: number): T[] {
  if (!isAtMaximum(selected, maximumSelectable)) return [...options]
  return options.map((o) => (o.isDisabled || hasValue(selected, o.value) ? o : { ...o, isDisabled: true }))
}

/** collapseTags says how many tags show and how many hide behind “+k”: at most collapseTagsAfter show; without it, all. */
export function collapseTags(count: number, collapseTagsAfter?: number): { shown: number; hidden: number } {
  if (collapseTagsAfter === undefined || count <= collapseTagsAfter) return { shown: count, hidden: 0 }
  return { shown: collapseTagsAfter, hidden: count - collapseTagsAfter }
}

/** EmptyReason is why an open dropdown lists nothing: no options at all, or none matching the query. */
export type EmptyReason = 'noData' | 'noMatch'

/** emptyReason: no options is 'noData' (“No results”), options that all fail the query is 'noMatch' (“No matching data”), else null. */
export function emptyReason(optionCount: number, visibleCount: number): EmptyReason | null {
  if (optionCount === 0) return 'noData'
  if (visibleCount === 0) return 'noMatch'
  return null
}

/** optionLabel is the label of value among options; a value no option has shows as itself. */
export function optionLabel(options: readonly SelectOption[], value: OptionValue): string {
  return options.find((o) => sameValue(o.value, value))?.label ?? String(value)
}

/** toggleValue adds value to a multi select's values (at the end), or removes it when it is there. */
export function toggleValue(values: readonly OptionValue[], value: OptionValue): OptionValue[] {
  return hasValue(values, value) ? values.filter((v) => !sameValue(v, value)) : [...values, value]
}

/** removeValue removes value from a multi select's values. */
export function removeValue(values: readonly OptionValue[], value: OptionValue): OptionValue[] {
  return values.filter((v) => !sameValue(v, value))
}

/** removeLast removes the most recently added value (the last tag). */
export function removeLast(values: readonly OptionValue[]): OptionValue[] {
  return values.slice(0, -1)
}

// The dropdown's model.

/** SelectState is the dropdown: closed or open, the typed query, and the highlighted option's value. */
export interface SelectState {
  status: DropdownStatus
  query: string
  highlight: OptionValue | null
}

export const INITIAL_STATE: SelectState = Object.freeze({ status: 'closed', query: '', highlight: null })

/**
 * SelectContext is what the transitions read from the select: its options
 * (sorted, with maximumSelectable applied), its value (one entry for a
 * single select with a value), whether it is a multi select, and whether it
 * is busy (disabled or loading), when it never opens.
 */
export interface SelectContext {
  options: readonly SelectOption[]
  selected: readonly OptionValue[]
  multiple: boolean
  maximumSelectable?: number
  clearOnSelect?: boolean
  isBusy?: boolean
}

/** SelectEvent is what happens to the select: the user's keys, pointer and focus. */
export type SelectEvent =
  | { type: 'focus' }
  | { type: 'click' }
  | { type: 'arrowDown' }
  | { type: 'arrowUp' }
  | { type: 'enter' }
  | { type: 'escape' }
  | { type: 'backspace' }
  | { type: 'type'; query: string }
  | { type: 'pick'; value: OptionValue }
  | { type: 'hover'; value: OptionValue }
  | { type: 'close' }
  | { type: 'blur' }

/** SelectEffect is the change of value a transition asks for: pick an option (single sets it, multi toggles it) or remove the last tag. */
export type SelectEffect = { type: 'pick'; value: OptionValue } | { type: 'removeLast' } | null

export interface SelectTransition {
  state: SelectState
  effect: SelectEffect
}

/** visibleOptions are the options the open dropdown lists for the query. */
export function visibleOptions(state: Pick<SelectState, 'query'>, ctx: Pick<SelectContext, 'options'>): SelectOption[] {
  return filterOptions(ctx.options, state.query)
}

const enabled = (options: readonly SelectOption[]) => options.filter((o) => !o.isDisabled)

/**
 * moveHighlight moves from the highlighted value to the next (step 1) or
 * previous (step -1) enabled option, cyclically: past the last comes the
 * first, before the first the last. Disabled options are skipped. From no
 * highlight (or one not listed), down goes to the first and up to the last.
 */
export function moveHighlight(options: readonly SelectOption[], highlight: OptionValue | null, step: 1 | -1): OptionValue | null {
  const list = enabled(options)
  if (list.length === 0) return null
  const at = highlight === null ? -1 : list.findIndex((o) => sameValue(o.value, highlight))
  if (at === -1) return (step === 1 ? list[0] : list[list.length - 1]).value
  return list[(at + step + list.length) % list.length].value
}

/**
 * openingHighlight is the option highlighted when the dropdown opens or the
 * query changes: a single select's listed, enabled value; else the first
 * enabled option (the last when opened with ArrowUp).
 */
export function openingHighlight(
  options: readonly SelectOption[],
  ctx: Pick<SelectContext, 'selected' | 'multiple'>,
  from: 'start' | 'end' = 'start',
): OptionValue | null {
  const list = enabled(options)
  if (!ctx.multiple && ctx.selected.length > 0) {
    const current = list.find((o) => sameValue(o.value, ctx.selected[0]))
    if (current) return current.value
  }
  if (list.length === 0) return null
  return (from === 'start' ? list[0] : list[list.length - 1]).value
}

/** resolveHighlight is the highlight that stands: null when the highlighted option is no longer listed or enabled. */
export function resolveHighlight(state: SelectState, ctx: Pick<SelectContext, 'options'>): OptionValue | null {
  if (state.status !== 'open' || state.highlight === null) return null
  const h = state.highlight
  return enabled(visibleOptions(state, ctx)).some((o) => sameValue(o.value, h)) ? h : null
}

const CLOSED: SelectState = INITIAL_STATE
const same = (state: SelectState): SelectTransition => ({ state, effect: null })

/** open is the state just opened with the query. */
function opened(query: string, ctx: SelectContext, from: 'start' | 'end' = 'start'): SelectState {
  return { status: 'open', query, highlight: openingHighlight(filterOptions(ctx.options, query), ctx, from) }
}

/**
 * picked is the state after value was picked: a single select closes; a
 * multi select stays open to pick more, unless the pick fills it to
 * maximumSelectable (nothing more can be picked), and clears the query
 * with clearOnSelect.
 */
function picked(state: SelectState, value: OptionValue, ctx: SelectContext): SelectState {
  if (!ctx.multiple) return CLOSED
  const adds = !hasValue(ctx.selected, value)
  if (adds && isAtMaximum([...ctx.selected, value], ctx.maximumSelectable)) return CLOSED
  return { status: 'open', query: ctx.clearOnSelect ? '' : state.query, highlight: value }
}

/** pickable tells whether value is a listed, enabled option of the open dropdown. */
function pickable(state: SelectState, value: OptionValue, ctx: SelectContext): boolean {
  return enabled(visibleOptions(state, ctx)).some((o) => sameValue(o.value, value))
}

/**
 * selectTransition is the dropdown's transition table. From closed: focus,
 * click, ArrowDown, ArrowUp and typing open it (a busy select never opens).
 * When open: the arrows move the highlight cyclically over the enabled
 * options; Enter picks the highlighted option and a click picks any enabled
 * one (see picked for what stays open); typing filters and highlights the
 * first match; Escape, blur and close close it and drop the query.
 * Backspace on an empty query removes a multi select's last tag, open or
 * closed.
 */
export function selectTransition(state: SelectState, event: SelectEvent, ctx: SelectContext): SelectTransition {
  if (ctx.isBusy) return same(state.status === 'closed' && state.query === '' ? state : CLOSED)
  const open = state.status === 'open'
  switch (event.type) {
    case 'focus':
    case 'click':
      return same(open ? state : opened('', ctx))
    case 'arrowDown':
    case 'arrowUp': {
      const step = event.type === 'arrowDown' ? 1 : -1
      if (!open) return same(opened('', ctx, step === 1 ? 'start' : 'end'))
      return same({ ...state, highlight: moveHighlight(visibleOptions(state, ctx), resolveHighlight(state, ctx), step) })
    }
    case 'enter': {
      const h = resolveHighlight(state, ctx)
      if (!open || h === null) return same(state)
      return { state: picked(state, h, ctx), effect: { type: 'pick', value: h } }
    }
    case 'pick':
      if (!open || !pickable(state, event.value, ctx)) return same(state)
      return { state: picked(state, event.value, ctx), effect: { type: 'pick', value: event.value } }
    case 'hover':
      if (!open || !pickable(state, event.value, ctx)) return same(state)
      return same({ ...state, highlight: event.value })
    case 'type':
      return same(opened(event.query, ctx))
    case 'backspace':
      if (ctx.multiple && state.query === '' && ctx.selected.length > 0) return { state, effect: { type: 'removeLast' } }
      return same(state)
    case 'escape':
    case 'close':
    case 'blur':
      return same(open || state.query !== '' ? CLOSED : state)
  }
}
