import type { ReactNode } from 'react'
import { z } from 'zod'
import { isFunction, nonEmpty } from '../validate'
import { AVATAR_DEFAULTS, AVATAR_GROUP_DEFAULTS, AVATAR_ITEM_DEFAULTS, AVATAR_SIZES } from './logic'

const size = z.enum(AVATAR_SIZES).default(AVATAR_DEFAULTS.size).meta({ description: 'small 24 px, medium 32 px, large 48 px.' })

export const avatarSchema = z.object({
  name: z.string().nullable().default(AVATAR_DEFAULTS.name).meta({ description: 'Whose avatar it is: its accessible name, the source of the initials, and the popover’s text.' }),
  src: z.string().min(1).nullable().default(AVATAR_DEFAULTS.src).meta({ description: 'The picture, shipped with the application. Missing, or failing to load, it gives way to the initials (or a person icon without a name).' }),
  size,
  isHoverable: z.boolean().default(AVATAR_DEFAULTS.isHoverable).meta({ description: 'Makes the avatar a button that shows the name (or content) in a popover on hover and focus.' }),
  content: z
    .custom<ReactNode>(() => true)
    .optional()
    .meta({ tsType: 'ReactNode', description: 'What the popover of a hoverable avatar shows instead of the name: a profile, contact details.' }),
  onClick: z
    .custom<() => void>(isFunction)
    .optional()
    .meta({ tsType: '() => void', description: 'Called when the avatar is clicked; it makes the avatar a button.' }),
})

export const avatarItemSchema = z.object({
  name: z.string().trim().min(1, 'may not be empty').meta({ description: 'The person’s name.' }),
  src: z.string().min(1).nullable().default(AVATAR_ITEM_DEFAULTS.src).meta({ description: 'Their picture; the initials stand in without one.' }),
})

export const avatarGroupSchema = z.object({
  items: nonEmpty(avatarItemSchema).meta({ description: 'The people, in order.' }),
  count: z.number().int().min(1).default(AVATAR_GROUP_DEFAULTS.count).meta({ description: 'How many avatars show; the rest are counted in a “+N” badge.' }),
  size,
  isStack: z.boolean().default(AVATAR_GROUP_DEFAULTS.isStack).meta({ description: 'Overlaps the avatars, each ringed in the background colour.' }),
  isHoverable: z.boolean().default(AVATAR_GROUP_DEFAULTS.isHoverable).meta({ description: 'Gives each avatar, and the “+N” badge, a popover with the name (or the names behind it).' }),
  label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The group’s accessible name; “People” in the reader’s language unless told.' }),
  content: z
    .custom<(item: { name: string; src: string | null }) => ReactNode>(isFunction)
    .optional()
    .meta({ tsType: '(item: AvatarItem) => ReactNode', description: 'What each avatar’s popover shows instead of the name.' }),
})

export type AvatarProps = z.input<typeof avatarSchema>
export type AvatarGroupProps = z.input<typeof avatarGroupSchema>
export type AvatarItem = z.input<typeof avatarItemSchema>
