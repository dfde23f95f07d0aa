/**
 * The toggle group's rules: which options are pressed for a value, what a
 * press does in single and multiple mode, the empty value of each mode and
 * the uniqueness of option keys. No React, no DOM.
 */
import { FIELD_DEFAULTS } from '../field/logic'

/** ToggleGroupValue is one key or null (single mode), or a list of keys (multiple mode). */
export type ToggleGroupValue = string | string[] | null

export interface ToggleGroupOption {
  key: string
  label: string
  isDisabled?: boolean
}

export const RULE_UNIQUE_KEYS = 'options need to be unique by `key`'
export const RULE_VALUE_SHAPE = 'value must be a list of keys when isMultiple is set, otherwise a key or null'

/** emptyToggleGroupValue: nothing pressed is null in single mode, an empty list in multiple mode. */
export function emptyToggleGroupValue(isMultiple: boolean): ToggleGroupValue {
  return isMultiple ? [] : null
}

/** isPressed: a key is pressed when it is the value (single) or in it (multiple). */
export function isPressed(value: ToggleGroupValue, key: string): boolean {
  return Array.isArray(value) ? value.includes(key) : value === key
}

/**
 * pressKey is the value after a press on key. Single mode: the key, or null
 * when it was pressed already. Multiple mode: the key added or removed, the
 * list kept in the order of the options.
 */
export function pressKey(value: ToggleGroupValue, key: string, p: { isMultiple: boolean; options: readonly ToggleGroupOption[] }): ToggleGroupValue {
  if (!p.isMultiple) return value === key ? null : key
  const current = Array.isArray(value) ? value : value === null ? [] : [value]
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key]
  const order = new Map(p.options.map((o, i) => [o.key, i]))
  return [...next].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
}

/** valueFitsMode: a list in multiple mode; a string or null in single mode; undefined always. */
export function valueFitsMode(value: unknown, isMultiple: boolean): boolean {
  if (value === undefined) return true
  return isMultiple ? Array.isArray(value) : value === null || typeof value === 'string'
}

/** duplicates lists the values of prop that occur more than once, each once. */
export function duplicates<T>(items: readonly T[], prop: keyof T): unknown[] {
  const seen = new Set<unknown>()
  const twice = new Set<unknown>()
  for (const item of items) {
    const v = item[prop]
    if (seen.has(v)) twice.add(v)
    seen.add(v)
  }
  return [...twice]
}

/** TOGGLE_GROUP_OPTION_DEFAULTS are the defaults of toggleGroupOptionSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TOGGLE_GROUP_OPTION_DEFAULTS = { isDisabled: false } as const

/** TOGGLE_GROUP_DEFAULTS are the defaults of toggleGroupSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TOGGLE_GROUP_DEFAULTS = { ...FIELD_DEFAULTS, isMultiple: false } as const
