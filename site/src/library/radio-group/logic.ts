/**
 * The radio group's rules: the uniqueness of option values, which option is
 * checked, and a value no option has. The arrow keys are the browser's own on
 * native radios: they move to the next or previous enabled option,
 * cyclically, and check it. No React, no DOM.
 */
import { FIELD_DEFAULTS } from '../field/logic'

export interface RadioOption {
  value: string
  label: string
  isDisabled?: boolean
}

export const RADIO_DIRECTIONS = ['vertical', 'horizontal'] as const
export type RadioDirection = (typeof RADIO_DIRECTIONS)[number]

export const RULE_UNIQUE_VALUES = 'options need to be unique by `value`'

/** duplicateValues lists the option values that occur more than once, each once. */
export function duplicateValues(options: readonly RadioOption[]): string[] {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const o of options) {
    if (seen.has(o.value)) twice.add(o.value)
    seen.add(o.value)
  }
  return [...twice]
}

/** isChecked: the option whose value is the group's value. */
export function isChecked(value: string | null, option: RadioOption): boolean {
  return value !== null && option.value === value
}

/** unknownValueError is the developer error of a value that no option has, or null. */
export function unknownValueError(value: string | null, options: readonly RadioOption[]): string | null {
  if (value === null || options.some((o) => o.value === value)) return null
  return `RadioGroup: the value "${value}" is not the value of any option`
}

/** RADIO_OPTION_DEFAULTS are the defaults of radioOptionSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const RADIO_OPTION_DEFAULTS = { isDisabled: false } as const

/** RADIO_GROUP_DEFAULTS are the defaults of radioGroupSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const RADIO_GROUP_DEFAULTS = { ...FIELD_DEFAULTS, direction: 'vertical', defaultValue: null } as const
