/**
 * The button's rules and states: its variants and sizes, which variants may
 * be toggles, the rules across props, the states a button shows in
 * data-state, and the split button's menu navigation. No React, no DOM.
 */

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'default', 'text'] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]

export const BUTTON_SIZES = ['small', 'medium', 'large'] as const
export type ButtonSize = (typeof BUTTON_SIZES)[number]

export const ICON_POSITIONS = ['left', 'right'] as const
export type IconPosition = (typeof ICON_POSITIONS)[number]

export const BUTTON_HTML_TYPES = ['button', 'submit', 'reset'] as const

/** BUTTON_DEFAULTS are the button's props defaults: the schema's `.default()`s and what the view fills in (withDefaults). */
export const BUTTON_DEFAULTS = {
  variant: 'default',
  size: 'medium',
  iconPosition: 'left',
  isLoading: false,
  isDisabled: false,
  isBlock: false,
  isMultiline: false,
  type: 'button',
} as const

/** TOGGLE_VARIANTS are the variants that may carry a toggle status (ON/OFF). */
const TOGGLE_VARIANTS: readonly ButtonVariant[] = ['default', 'text']

export const SPLIT_BUTTON_VARIANTS = ['default', 'primary'] as const
export type SplitButtonVariant = (typeof SPLIT_BUTTON_VARIANTS)[number]

/** SPLIT_BUTTON_DEFAULTS are the split button's props defaults, the button's where they share a prop. */
export const SPLIT_BUTTON_DEFAULTS = {
  variant: 'default',
  size: BUTTON_DEFAULTS.size,
  iconPosition: BUTTON_DEFAULTS.iconPosition,
  isLoading: BUTTON_DEFAULTS.isLoading,
  isDisabled: BUTTON_DEFAULTS.isDisabled,
  type: BUTTON_DEFAULTS.type,
  defaultOpen: false,
} as const

/** SPLIT_BUTTON_ACTION_DEFAULTS are the defaults of an action in a split button's menu. */
export const SPLIT_BUTTON_ACTION_DEFAULTS = { isDisabled: false } as const

/**
 * elementProps keeps the props a wrapper adds to the button element it
 * wraps (a popover's trigger: aria-expanded, aria-controls, data-*, id, and
 * its focus, key and pointer handlers), leaving out the button's own props,
 * which Button reads itself (onClick among them: Button calls it unless the
 * button is disabled or loading).
 */
export function elementProps(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => key === 'id' || key.startsWith('aria-') || key.startsWith('data-') || (/^on[A-Z]/.test(key) && key !== 'onClick' && key !== 'onPressedChange')))
}

/** The rules' messages, as the console shows them after the component and the prop. */
export const RULE_LABEL_WITH_HELP_TEXT = 'a labelled button cannot have help text'
export const RULE_TOGGLE_VARIANT = 'toggle status only on default or text buttons'
export const RULE_ICON_ONLY_NEEDS_HELP_TEXT = 'a button without a label needs an icon and help text'

/** canToggle tells whether a button of this variant may be a toggle: only default and text buttons. */
export function canToggle(variant: ButtonVariant | undefined): boolean {
  return TOGGLE_VARIANTS.includes(variant ?? 'default')
}

/** ButtonRuleProps are the props the rules look at. */
export interface ButtonRuleProps {
  variant?: ButtonVariant
  label?: string | null
  helpText?: string | null
  icon?: string | null
  pressed?: boolean
  defaultPressed?: boolean
}

const filled = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== ''

/** isToggle tells whether the props make the button a toggle: pressed or defaultPressed is set. */
export function isToggle(p: Pick<ButtonRuleProps, 'pressed' | 'defaultPressed'>): boolean {
  return typeof p.pressed === 'boolean' || typeof p.defaultPressed === 'boolean'
}

/** RuleBreak is one broken rule: the prop it is reported on and the message. */
export interface RuleBreak {
  prop: string
  message: string
}

/**
 * buttonRuleBreaks lists the rules across props that the props break:
 * a label and help text together; a toggle status on a variant other than
 * default and text; a button with neither label nor icon-and-help-text.
 */
export function buttonRuleBreaks(p: ButtonRuleProps): RuleBreak[] {
  const out: RuleBreak[] = []
  if (filled(p.label) && filled(p.helpText)) out.push({ prop: 'helpText', message: RULE_LABEL_WITH_HELP_TEXT })
  if (isToggle(p) && !canToggle(p.variant)) out.push({ prop: typeof p.pressed === 'boolean' ? 'pressed' : 'defaultPressed', message: RULE_TOGGLE_VARIANT })
  if (!filled(p.label) && !(filled(p.icon) && filled(p.helpText))) out.push({ prop: 'label', message: RULE_ICON_ONLY_NEEDS_HELP_TEXT })
  return out
}

/** ButtonState is what a button shows in data-state. */
export type ButtonState = 'idle' | 'loading' | 'disabled'

/** buttonState: disabled wins over loading, loading over idle. */
export function buttonState(p: { isDisabled?: boolean; isLoading?: boolean }): ButtonState {
  if (p.isDisabled) return 'disabled'
  if (p.isLoading) return 'loading'
  return 'idle'
}

/** isActionable tells whether a click does anything: only an idle button acts. */
export function isActionable(state: ButtonState): boolean {
  return state === 'idle'
}

/** ToggleStatus is the toggle's status, shown in data-toggle: ON or OFF. */
export type ToggleStatus = 'on' | 'off'

export type ToggleEvent = 'press'

/** TOGGLE_TRANSITIONS is the toggle's transition table: a press flips the status. */
export const TOGGLE_TRANSITIONS: Record<ToggleStatus, Record<ToggleEvent, ToggleStatus>> = {
  off: { press: 'on' },
  on: { press: 'off' },
}

export function toggleStatus(pressed: boolean): ToggleStatus {
  return pressed ? 'on' : 'off'
}

/** nextPressed is the pressed value after a press. */
export function nextPressed(pressed: boolean): boolean {
  return TOGGLE_TRANSITIONS[toggleStatus(pressed)].press === 'on'
}

/* ---- split button menu ---- */

/** MenuState is the split button menu's state, shown in data-state. */
export type MenuState = 'closed' | 'open'

/** MenuKey is a key the menu handles while open, after APG's menu button pattern. */
export type MenuKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/**
 * moveHighlight gives the index of the action a key moves the focus to in a
 * menu of the given actions (disabled ones skipped), from the index current
 * (-1 for none). ArrowDown and ArrowUp wrap around; Home and End go to the
 * first and last enabled action. It returns -1 when every action is disabled.
 */
export function moveHighlight(disabled: readonly boolean[], current: number, key: MenuKey): number {
  const enabled = disabled.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0)
  if (enabled.length === 0) return -1
  switch (key) {
    case 'Home':
      return enabled[0]
    case 'End':
      return enabled[enabled.length - 1]
    case 'ArrowDown': {
      const next = enabled.find((i) => i > current)
      return next ?? enabled[0]
    }
    case 'ArrowUp': {
      const prev = [...enabled].reverse().find((i) => i < current)
      return current < 0 ? enabled[enabled.length - 1] : (prev ?? enabled[enabled.length - 1])
    }
  }
}
