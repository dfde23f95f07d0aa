import type { ReactNode } from 'react'
import { z } from 'zod'
import { ICON_NAMES, type IconName } from '../icon/names'
import { HEADING_DEFAULTS, HEADING_LEVELS, HEADING_TYPES } from './logic'
import { isFunction } from '../validate'

const level = z.number().int().min(HEADING_LEVELS[0]).max(HEADING_LEVELS[HEADING_LEVELS.length - 1])

export const headingSchema = z
  .object({
    text: z.string().trim().min(1, 'may not be empty').meta({ description: 'The heading’s text.' }),
    level: level.default(HEADING_DEFAULTS.level).meta({ tsType: '1 | 2 | 3 | 4 | 5 | 6', description: 'The element, h1 to h6: its place in the page’s outline. Never skip a level.' }),
    size: level
      .nullable()
      .default(HEADING_DEFAULTS.size)
      .meta({ tsType: '1 | 2 | 3 | 4 | 5 | 6 | null', description: 'The level it looks like, when the layout wants another size than the outline gives; null looks like its level.' }),
    type: z
      .enum(HEADING_TYPES)
      .default(HEADING_DEFAULTS.type)
      .meta({ description: 'default: the text alone; action: with a button or link at the end; toggle: with a View/Close button that shows and hides the content below.' }),
    actionText: z.string().trim().min(1, 'may not be empty').nullable().default(HEADING_DEFAULTS.actionText).meta({ description: 'The action’s text, e.g. “Add address”; needed by type action.' }),
    icon: z
      .enum(ICON_NAMES as unknown as [IconName, ...IconName[]], { error: 'must be one of the icon names (see Foundations / Icons / List)' })
      .nullable()
      .default(HEADING_DEFAULTS.icon)
      .meta({ tsType: 'IconName | null', description: 'An icon before the action’s text.' }),
    actionHref: z.string().min(1).nullable().default(HEADING_DEFAULTS.actionHref).meta({ description: 'Makes the action a link to this address instead of a button.' }),
    onAction: z.custom<() => void>(isFunction).optional().meta({ tsType: '() => void', description: 'Called when the action button (or link) is clicked.' }),
    open: z.boolean().optional().meta({ description: 'Controlled: whether the toggle heading’s content shows. Pair it with onOpenChange.' }),
    defaultOpen: z.boolean().default(HEADING_DEFAULTS.defaultOpen).meta({ description: 'Uncontrolled: whether the content shows at first.' }),
    onOpenChange: z.custom<(open: boolean) => void>(isFunction).optional().meta({ tsType: '(open: boolean) => void', description: 'Called by the toggle button with the wanted state.' }),
    viewText: z.string().nullable().default(HEADING_DEFAULTS.viewText).meta({ description: 'The toggle button’s text while closed; the locale’s “View” when null.' }),
    closeText: z.string().nullable().default(HEADING_DEFAULTS.closeText).meta({ description: 'The toggle button’s text while open; the locale’s “Close” when null.' }),
    children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'The content a toggle heading shows and hides, in a region named by the heading.' }),
  })
  .refine((p) => p.type !== 'action' || p.actionText !== null, { message: 'type "action" needs an actionText', path: ['actionText'] })

export type HeadingProps = z.input<typeof headingSchema>
