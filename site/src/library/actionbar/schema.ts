import type { ElementType } from 'react'
import { z } from 'zod'
import { nonEmpty } from '../validate'
import { ACTIONBAR_ITEM_DEFAULTS, ACTIONBAR_DEFAULTS } from './logic'

const ACTIONBAR_VARIANTS = ['auto', 'side', 'top'] as const

const actionbarBadgeSchema = z.object({
  text: z.string().min(1).meta({ description: 'The short word on the pill, e.g. a page tag.' }),
  description: z.string().min(1).meta({ description: 'What the badge means, shown on hover and read by screen readers.' }),
})

export const actionbarItemSchema = z.object({
  title: z.string().min(1).meta({ description: 'The item’s text.' }),
  component: z
    .custom<ElementType>((v) => v === undefined || typeof v === 'string' || typeof v === 'function' || (typeof v === 'object' && v !== null))
    .optional()
    .meta({ tsType: 'ElementType', description: "What renders the item: an <a> unless told, a router link in an application, or 'button' for an action (it looks the same as a link)." }),
  props: z.record(z.string(), z.unknown()).default(ACTIONBAR_ITEM_DEFAULTS.props).meta({ description: "Passed to component, e.g. { href }, { to }, or { type: 'button', onClick } for a button. In the collapsed bar a click also closes the list." }),
  isActive: z.boolean().default(ACTIONBAR_ITEM_DEFAULTS.isActive).meta({ description: 'Marks the item of the current page (aria-current="page"); in the collapsed bar the control shows its title and badges.' }),
  isDisabled: z.boolean().default(ACTIONBAR_ITEM_DEFAULTS.isDisabled).meta({ description: 'Shows the item greyed out and not as a link.' }),
  badges: z.array(actionbarBadgeSchema).default(ACTIONBAR_ITEM_DEFAULTS.badges).meta({ description: 'Small pills after the title, each with a hover explanation.' }),
})

export const actionbarSchema = z.object({
  headerTitle: z.string().min(1).meta({ description: 'The title at the top, usually the section the pages belong to; it names the navigation landmark. In the collapsed bar it stands before the control, which shows it instead of a page when no item is active.' }),
  items: nonEmpty(actionbarItemSchema).meta({ description: 'The menu: one link per page or action, in order.' }),
  variant: z
    .enum(ACTIONBAR_VARIANTS)
    .default(ACTIONBAR_DEFAULTS.variant)
    .meta({ description: 'side: a 16rem column with the whole list; top: full width above the workspace, collapsed to one control that names the current page and opens the list on demand (a disclosure: Enter or Space toggles, Escape closes and returns the focus to the control, choosing an item closes it); auto: the column from 840 px, the collapsed bar below.' }),
})

export type ActionbarProps = z.input<typeof actionbarSchema>
export type ActionbarItem = z.input<typeof actionbarItemSchema>
export type ActionbarBadge = z.input<typeof actionbarBadgeSchema>
