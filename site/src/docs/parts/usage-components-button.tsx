import type { ButtonVariant } from '../../library/button/logic'
import type { SplitButtonAction } from '../../library/button/schema'

/** VARIANT_NAMES are the button types' names as the page writes them. */
export const VARIANT_NAMES: Record<ButtonVariant, string> = { primary: 'Primary', secondary: 'Secondary', danger: 'Danger', default: 'Default', text: 'Text' }

/** VARIANT_USE says what each button type is for. */
export const VARIANT_USE: Record<ButtonVariant, string> = {
  primary: 'The one main action of a screen or a dialog, such as “Place order”. Use at most one per view.',
  secondary: 'Actions next to the primary one that still matter, such as “Save draft”.',
  danger: 'Actions that destroy or cannot be undone, such as “Delete project”. Ask for confirmation before they run.',
  default: 'Everyday actions of equal weight, such as the tools of a toolbar. The only type besides text that can be a toggle.',
  text: 'The least emphasis: actions inside text, cards and tables, and “Cancel” beside a primary action.',
}

/** SPLIT_ACTIONS are the split button's actions in the page's validation and playground. */
export const SPLIT_ACTIONS: SplitButtonAction[] = [
  { label: 'Save as template', icon: 'calendar' },
  { label: 'Save and call the customer', icon: 'phone_landline' },
  { label: 'Save to another site', icon: 'location', isDisabled: true },
]
