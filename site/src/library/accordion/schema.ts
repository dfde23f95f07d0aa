import type { ReactNode } from 'react'
import { z } from 'zod'
import { iconNameSchema } from '../icon/schema'
import { isFunction } from '../validate'
import { ACCORDION_DEFAULTS } from './logic'

export const accordionSchema = z.object({
  title: z.string().trim().min(1, 'may not be empty').meta({ description: 'The header text; the header is the button that opens and closes the panel, and it names the panel.' }),
  icon: iconNameSchema.nullable().default(ACCORDION_DEFAULTS.icon).meta({ tsType: 'IconName | null', description: 'An icon before the title.' }),
  open: z.boolean().optional().meta({ description: 'Controlled: whether the panel is open. Pass it with onOpenChange and keep the state yourself.' }),
  defaultOpen: z.boolean().default(ACCORDION_DEFAULTS.defaultOpen).meta({ description: 'Uncontrolled: whether the panel starts open. Ignored when open is given.' }),
  onOpenChange: z
    .custom<(open: boolean) => void>(isFunction)
    .optional()
    .meta({ tsType: '(open: boolean) => void', description: 'Called with the wanted state when the header is clicked.' }),
  headingLevel: z.number().int().min(2).max(6).default(ACCORDION_DEFAULTS.headingLevel).meta({ description: 'The level of the heading around the header button, to fit the page’s outline.' }),
  children: z
    .custom<ReactNode>(() => true)
    .optional()
    .meta({ tsType: 'ReactNode', description: 'The panel’s content.' }),
})

export type AccordionProps = z.input<typeof accordionSchema>
