import type { MouseEvent } from 'react'
import { z } from 'zod'
import { nonEmpty, isFunction } from '../validate'
import { USER_MENU_SECTION_DEFAULTS, USER_MENU_DEFAULTS } from './logic'

export const userMenuLinkSchema = z
  .object({
    title: z.string().min(1).meta({ description: 'The link text.' }),
    link: z.string().min(1).optional().meta({ description: 'Where the link leads (its href); without it the entry is a button that calls onClick.' }),
    onClick: z
      .custom<(event: MouseEvent) => void>(isFunction)
      .optional()
      .meta({ tsType: '(event: MouseEvent) => void', description: 'Called when the entry is chosen; an entry without link is a button for this action, e.g. signing out.' }),
  })
  .refine((l) => l.link !== undefined || l.onClick !== undefined, { message: 'a link needs `link` or `onClick`' })

export const userMenuSectionSchema = z.object({
  title: z.string().nullable().default(USER_MENU_SECTION_DEFAULTS.title).meta({ description: 'A small heading above the section’s links; null for none.' }),
  links: nonEmpty(userMenuLinkSchema).meta({ description: 'The section’s links, in order.' }),
})

export const userMenuSchema = z.object({
  sections: nonEmpty(userMenuSectionSchema).meta({ description: 'The menu that opens above the trigger: sections of links, divided by lines.' }),
  userAvatar: z.string().nullable().default(USER_MENU_DEFAULTS.userAvatar).meta({ description: 'The address of the person’s picture, shipped with the application; their initials when null.' }),
  userName: z.string().min(1).meta({ description: 'The signed-in person’s name, on the trigger and as its accessible name when narrow.' }),
  userStatus: z.string().nullable().default(USER_MENU_DEFAULTS.userStatus).meta({ description: 'A short status under the name, e.g. “Available”; none when null.' }),
  isNarrow: z.boolean().default(USER_MENU_DEFAULTS.isNarrow).meta({ description: 'Shows only the avatar, for a narrow navbar.' }),
  onLinkClick: z
    .custom<(link: UserMenuLink, event: MouseEvent) => void>(isFunction)
    .optional()
    .meta({ tsType: '(link: UserMenuLink, event: MouseEvent) => void', description: 'Called when a link is clicked; call event.preventDefault() to handle it yourself, e.g. with a router.' }),
})

export type UserMenuProps = z.input<typeof userMenuSchema>
export type UserMenuLink = z.input<typeof userMenuLinkSchema>
