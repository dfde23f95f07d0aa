import type { ReactNode } from 'react'
import { z } from 'zod'
import { iconNameSchema } from '../icon/schema'
import { BANNER_DEFAULTS, BANNER_TYPES } from './logic'
import { isFunction } from '../validate'

export const bannerActionSchema = z.object({
  label: z.string().trim().min(1, 'may not be empty').meta({ description: 'The action’s text.' }),
  href: z.string().min(1).optional().meta({ description: 'Makes the action a link to this address instead of a button.' }),
  onClick: z
    .custom<() => void>(isFunction)
    .optional()
    .meta({ tsType: '() => void', description: 'Called when the action is clicked.' }),
})

export const bannerSchema = z.object({
  type: z.enum(BANNER_TYPES).default(BANNER_DEFAULTS.type).meta({ description: 'What the message is: error (role alert), info, success or warning (role status). Sets the colours and the icon.' }),
  header: z.string().nullable().default(BANNER_DEFAULTS.header).meta({ description: 'A bold first line.' }),
  text: z.string().nullable().default(BANNER_DEFAULTS.text).meta({ description: 'The message. Or pass it as children, which may hold markup.' }),
  icon: iconNameSchema.nullable().optional().meta({ tsType: 'IconName | null', description: 'Replaces the type’s icon (error, info, check_circle, warning); null shows none.' }),
  action: bannerActionSchema.nullable().default(BANNER_DEFAULTS.action).meta({ description: 'One action for the message: a button, or a link when it has an href.' }),
  closable: z.boolean().default(BANNER_DEFAULTS.closable).meta({ description: 'Shows a close button.' }),
  open: z.boolean().optional().meta({ description: 'Controlled: whether the banner shows. Pass it with onOpenChange to close and restore it.' }),
  defaultOpen: z.boolean().default(BANNER_DEFAULTS.defaultOpen).meta({ description: 'Uncontrolled: whether the banner starts shown.' }),
  onOpenChange: z
    .custom<(open: boolean) => void>(isFunction)
    .optional()
    .meta({ tsType: '(open: boolean) => void', description: 'Called with false when the close button is clicked.' }),
  children: z
    .custom<ReactNode>(() => true)
    .optional()
    .meta({ tsType: 'ReactNode', description: 'The message, after text when both are given.' }),
})

export type BannerProps = z.input<typeof bannerSchema>
export type BannerAction = z.input<typeof bannerActionSchema>
