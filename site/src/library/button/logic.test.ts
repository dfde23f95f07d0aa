// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  elementProps,
  BUTTON_VARIANTS,
  buttonRuleBreaks,
  buttonState,
  canToggle,
  isActionable,
  isToggle,
  moveHighlight,
  nextPressed,
  RULE_ICON_ONLY_NEEDS_HELP_TEXT,
  RULE_LABEL_WITH_HELP_TEXT,
  RULE_TOGGLE_VARIANT,
  TOGGLE_TRANSITIONS,
  toggleStatus,
  type ButtonRuleProps,
  type MenuKey,
} from './logic'

describe('canToggle', () => {
  const want: Record<string, boolean> = { primary: false, secondary: false, danger: false, default: true, text: true }
  for (const v of BUTTON_VARIANTS) {
    it(`${v}: ${want[v]}`, () => expect(canToggle(v)).toBe(want[v]))
  }
  it('treats a missing variant as default', () => expect(canToggle(undefined)).toBe(true))
})

describe('buttonRuleBreaks', () => {
  const cases: Array<{ name: string; props: ButtonRuleProps; want: Array<{ prop: string; message: string }> }> = [
    { name: 'a label alone', props: { label: 'Save' }, want: [] },
    { name: 'an icon with help text', props: { icon: 'edit', helpText: 'Edit' }, want: [] },
    { name: 'a label with an icon', props: { label: 'Save', icon: 'save' }, want: [] },
    { name: 'a label with help text', props: { label: 'Save', helpText: 'Saves it' }, want: [{ prop: 'helpText', message: RULE_LABEL_WITH_HELP_TEXT }] },
    { name: 'a blank label with help text is icon-only', props: { label: '  ', icon: 'edit', helpText: 'Edit' }, want: [] },
    { name: 'an icon without help text', props: { icon: 'edit' }, want: [{ prop: 'label', message: RULE_ICON_ONLY_NEEDS_HELP_TEXT }] },
    { name: 'nothing at all', props: {}, want: [{ prop: 'label', message: RULE_ICON_ONLY_NEEDS_HELP_TEXT }] },
    { name: 'a default toggle', props: { label: 'Bold', pressed: false }, want: [] },
    { name: 'a text toggle', props: { label: 'Bold', variant: 'text', defaultPressed: true }, want: [] },
    { name: 'a primary toggle (pressed)', props: { label: 'Bold', variant: 'primary', pressed: true }, want: [{ prop: 'pressed', message: RULE_TOGGLE_VARIANT }] },
    { name: 'a danger toggle (defaultPressed)', props: { label: 'Bold', variant: 'danger', defaultPressed: false }, want: [{ prop: 'defaultPressed', message: RULE_TOGGLE_VARIANT }] },
    { name: 'a secondary button that is not a toggle', props: { label: 'Bold', variant: 'secondary' }, want: [] },
    {
      name: 'two rules at once',
      props: { label: 'Bold', helpText: 'Bold text', variant: 'primary', pressed: false },
      want: [
        { prop: 'helpText', message: RULE_LABEL_WITH_HELP_TEXT },
        { prop: 'pressed', message: RULE_TOGGLE_VARIANT },
      ],
    },
  ]
  for (const c of cases) {
    it(c.name, () => expect(buttonRuleBreaks(c.props)).toEqual(c.want))
  }
})

describe('buttonState and isActionable', () => {
  const cases = [
    { p: {}, state: 'idle', acts: true },
    { p: { isLoading: true }, state: 'loading', acts: false },
    { p: { isDisabled: true }, state: 'disabled', acts: false },
    { p: { isDisabled: true, isLoading: true }, state: 'disabled', acts: false },
  ] as const
  for (const c of cases) {
    it(`${JSON.stringify(c.p)} is ${c.state}`, () => {
      expect(buttonState(c.p)).toBe(c.state)
      expect(isActionable(buttonState(c.p))).toBe(c.acts)
    })
  }
})

describe('the toggle', () => {
  it('is a toggle only with pressed or defaultPressed', () => {
    expect(isToggle({})).toBe(false)
    expect(isToggle({ pressed: false })).toBe(true)
    expect(isToggle({ defaultPressed: false })).toBe(true)
  })
  it('flips ON and OFF on each press', () => {
    expect(TOGGLE_TRANSITIONS).toEqual({ off: { press: 'on' }, on: { press: 'off' } })
    expect(toggleStatus(true)).toBe('on')
    expect(toggleStatus(false)).toBe('off')
    expect(nextPressed(false)).toBe(true)
    expect(nextPressed(true)).toBe(false)
  })
})

describe('moveHighlight', () => {
  // actions 0..4; 1 and 4 disabled
  const disabled = [false, true, false, false, true]
  const cases: Array<[number, MenuKey, number]> = [
    [-1, 'ArrowDown', 0],
    [0, 'ArrowDown', 2],
    [2, 'ArrowDown', 3],
    [3, 'ArrowDown', 0],
    [-1, 'ArrowUp', 3],
    [3, 'ArrowUp', 2],
    [2, 'ArrowUp', 0],
    [0, 'ArrowUp', 3],
    [2, 'Home', 0],
    [0, 'End', 3],
  ]
  for (const [from, key, want] of cases) {
    it(`${key} from ${from} goes to ${want}`, () => expect(moveHighlight(disabled, from, key)).toBe(want))
  }
  it('finds nothing when every action is disabled', () => {
    expect(moveHighlight([true, true], -1, 'ArrowDown')).toBe(-1)
    expect(moveHighlight([], -1, 'Home')).toBe(-1)
  })
})

describe('elementProps', () => {
  const noop = () => {}
  it.each([
    ['a popover trigger’s attributes', { 'aria-expanded': true, 'aria-controls': 'p1', 'data-popover-trigger': '', id: 't1' }, ['aria-expanded', 'aria-controls', 'data-popover-trigger', 'id']],
    ['its handlers, not onClick or onPressedChange', { onFocus: noop, onKeyDown: noop, onMouseEnter: noop, onClick: noop, onPressedChange: noop }, ['onFocus', 'onKeyDown', 'onMouseEnter']],
    ['none of the button’s own props', { label: 'Save', variant: 'primary', isDisabled: true, helpText: 'x', type: 'submit', ref: null, once: noop, className: 'x', style: {} }, []],
  ])('keeps %s', (_, props, want) => {
    expect(Object.keys(elementProps(props))).toEqual(want)
  })
})
