import { z } from 'zod'
import { iconNameSchema } from '../icon/schema'
import { nonEmpty, isFunction } from '../validate'
import { activeIndexInRange, BREADCRUMB_DEFAULTS, BREADCRUMB_ITEM_DEFAULTS } from './logic'

export const breadcrumbItemSchema = z.object({
  title: z.string().trim().min(1, 'may not be empty').meta({ description: 'The item’s text.' }),
  isCompleted: z.boolean().default(BREADCRUMB_ITEM_DEFAULTS.isCompleted).meta({ description: 'A step already done: the item becomes a button that calls onClick.' }),
  isDisabled: z.boolean().default(BREADCRUMB_ITEM_DEFAULTS.isDisabled).meta({ description: 'The item cannot be clicked, even when completed.' }),
  onClick: z
    .custom<() => void>(isFunction)
    .optional()
    .meta({ tsType: '() => void', description: 'Called when a completed item is clicked, e.g. to go back to that step.' }),
})

const breadcrumbSeparatorSchema = z.discriminatedUnion('style', [
  z.object({
    style: z.literal('icon').meta({ description: 'An icon between the items.' }),
    value: iconNameSchema.meta({ tsType: 'IconName', description: 'The icon’s name.' }),
  }),
  z.object({
    style: z.literal('text').meta({ description: 'A text between the items.' }),
    value: z.string().min(1, 'may not be empty').meta({ description: 'The text, e.g. "/".' }),
  }),
])

export const breadcrumbSchema = z
  .object({
    items: nonEmpty(breadcrumbItemSchema).meta({ description: 'The items, first to last.' }),
    activeIndex: z.number().int().min(0).nullable().default(BREADCRUMB_DEFAULTS.activeIndex).meta({ description: 'The index of the item where the reader is, marked with aria-current; null for none.' }),
    current: z.enum(['page', 'step']).default(BREADCRUMB_DEFAULTS.current).meta({ description: 'What the active item is: the current page of a trail, or the current step of a process (aria-current).' }),
    separator: breadcrumbSeparatorSchema
      .default(BREADCRUMB_DEFAULTS.separator)
      .meta({ tsType: "{ style: 'icon'; value: IconName } | { style: 'text'; value: string }", description: 'What separates the items: an icon or a text.' }),
    label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The name of the navigation landmark; “Breadcrumb” in the reader’s language unless told.' }),
  })
  .refine((p) => !Array.isArray(p.items) || activeIndexInRange(p.activeIndex, p.items.length), { message: 'activeIndex must point at an item', path: ['activeIndex'] })

export type BreadcrumbProps = z.input<typeof breadcrumbSchema>
export type BreadcrumbItem = z.input<typeof breadcrumbItemSchema>
export type BreadcrumbSeparator = z.input<typeof breadcrumbSeparatorSchema>
