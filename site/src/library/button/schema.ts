import type { MouseEvent, ReactNode } from 'react'
import { z } from 'zod'
import { iconNameSchema } from '../icon/schema'
import { nonEmpty, isFunction } from '../validate'
import { BUTTON_DEFAULTS, BUTTON_HTML_TYPES, BUTTON_SIZES, BUTTON_VARIANTS, buttonRuleBreaks, type ButtonRuleProps, ICON_POSITIONS, RULE_ICON_ONLY_NEEDS_HELP_TEXT, RULE_LABEL_WITH_HELP_TEXT, RULE_TOGGLE_VARIANT, SPLIT_BUTTON_ACTION_DEFAULTS, SPLIT_BUTTON_DEFAULTS, SPLIT_BUTTON_VARIANTS } from './logic'

const breaks = (p: ButtonRuleProps, rule: string) => buttonRuleBreaks(p).some((b) => b.message === rule)

const icon = iconNameSchema.optional().meta({ tsType: 'IconName', description: 'An icon from Foundations / Icons / List, before or after the label; alone on an icon-only button.' })
const iconPosition = z.enum(ICON_POSITIONS).default(BUTTON_DEFAULTS.iconPosition).meta({ description: 'Which side of the label the icon sits on.' })
const size = z.enum(BUTTON_SIZES).default(BUTTON_DEFAULTS.size).meta({ description: 'small 1.75rem, medium 2.25rem, large 2.75rem high.' })
const isLoading = z.boolean().default(BUTTON_DEFAULTS.isLoading).meta({ description: 'Shows a spinner and sets aria-busy; a loading button ignores clicks.' })
const isDisabled = z.boolean().default(BUTTON_DEFAULTS.isDisabled).meta({ description: 'Disables the button.' })
const htmlType = z.enum(BUTTON_HTML_TYPES).default(BUTTON_DEFAULTS.type).meta({ description: 'The HTML type: "submit" to submit the surrounding form.' })
const onClick = z
  .custom<(event: MouseEvent<HTMLButtonElement>) => void>(isFunction)
  .optional()
  .meta({ tsType: '(event: MouseEvent<HTMLButtonElement>) => void', description: 'Called on click (and Enter or Space), unless the button is disabled or loading.' })

export const buttonSchema = z
  .object({
    label: z.string().trim().min(1).optional().meta({ description: 'The visible text. A labelled button cannot have help text.' }),
    variant: z.enum(BUTTON_VARIANTS).default(BUTTON_DEFAULTS.variant).meta({ description: 'The type of button: primary for the main action, secondary, danger for destructive actions, default, text for the least emphasis.' }),
    size,
    icon,
    iconPosition,
    helpText: z.string().trim().min(1).optional().meta({ description: 'For an icon-only button: its accessible name (aria-label) and tooltip.' }),
    isLoading,
    isDisabled,
    isBlock: z.boolean().default(BUTTON_DEFAULTS.isBlock).meta({ description: 'Takes the whole width of its container.' }),
    isMultiline: z.boolean().default(BUTTON_DEFAULTS.isMultiline).meta({ description: 'Lets a long label wrap onto several lines; the height follows the lines.' }),
    pressed: z.boolean().optional().meta({ description: 'Makes it a toggle (aria-pressed), controlled: ON when true. Only on default and text buttons.' }),
    defaultPressed: z.boolean().optional().meta({ description: 'Makes it a toggle that keeps its own status, starting ON when true. Only on default and text buttons.' }),
    onPressedChange: z.custom<(pressed: boolean) => void>(isFunction).optional().meta({ tsType: '(pressed: boolean) => void', description: 'Called by a toggle with its new status on each press.' }),
    type: htmlType,
    onClick,
  })
  // the rules across props, each reported on the prop it names (a toggle's on pressed, set or default)
  .refine((p) => !breaks(p, RULE_LABEL_WITH_HELP_TEXT), { message: RULE_LABEL_WITH_HELP_TEXT, path: ['helpText'] })
  .refine((p) => !breaks(p, RULE_TOGGLE_VARIANT), { message: RULE_TOGGLE_VARIANT, path: ['pressed'] })
  .refine((p) => !breaks(p, RULE_ICON_ONLY_NEEDS_HELP_TEXT), { message: RULE_ICON_ONLY_NEEDS_HELP_TEXT, path: ['label'] })

export const buttonGroupSchema = z.object({
  label: z.string().trim().min(1).optional().meta({ description: 'The group’s accessible name, when the buttons need one in common.' }),
  children: z.custom<ReactNode>(() => true).meta({ tsType: 'ReactNode', description: 'The buttons, joined into one block.' }),
})

export const splitButtonActionSchema = z.object({
  label: z.string().trim().min(1).meta({ description: 'The action’s text in the menu.' }),
  icon: iconNameSchema.optional().meta({ tsType: 'IconName', description: 'An icon before the text.' }),
  isDisabled: z.boolean().default(SPLIT_BUTTON_ACTION_DEFAULTS.isDisabled).meta({ description: 'Shows the action but does not run it; arrow keys skip it.' }),
  onClick: z.custom<() => void>(isFunction).optional().meta({ tsType: '() => void', description: 'Runs the action; the menu closes.' }),
})

export const splitButtonSchema = z.object({
  label: z.string().trim().min(1).meta({ description: 'The main action’s text.' }),
  variant: z.enum(SPLIT_BUTTON_VARIANTS).default(SPLIT_BUTTON_DEFAULTS.variant).meta({ description: 'The type of both halves.' }),
  size,
  icon: iconNameSchema.optional().meta({ tsType: 'IconName', description: 'An icon beside the main action’s label.' }),
  iconPosition,
  isLoading,
  isDisabled,
  type: htmlType,
  onClick,
  actions: nonEmpty(splitButtonActionSchema).meta({ description: 'The other actions, in the menu the arrow button opens.' }),
  open: z.boolean().optional().meta({ description: 'Whether the menu is open, controlled.' }),
  defaultOpen: z.boolean().default(SPLIT_BUTTON_DEFAULTS.defaultOpen).meta({ description: 'Whether the menu starts open, uncontrolled.' }),
  onOpenChange: z.custom<(open: boolean) => void>(isFunction).optional().meta({ tsType: '(open: boolean) => void', description: 'Called with the wanted open state.' }),
})

export type ButtonProps = z.input<typeof buttonSchema>
export type ButtonGroupProps = z.input<typeof buttonGroupSchema>
export type SplitButtonProps = z.input<typeof splitButtonSchema>
export type SplitButtonAction = z.input<typeof splitButtonActionSchema>
