import type { ReactNode } from 'react'
import { z } from 'zod'
import { TAG_COLOR_STYLES, TAG_DEFAULTS } from './logic'
import { isFunction } from '../validate'

export const tagSchema = z
  .object({
    text: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'What the tag says. Required unless children give the content.' }),
    label: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'A key shown before the text, as “label: text”, e.g. Status: Shipped.' }),
    colorStyle: z
      .enum(TAG_COLOR_STYLES, { error: 'must be one of the 22 colour styles, e.g. blue-light or primary-filled' })
      .default(TAG_DEFAULTS.colorStyle)
      .meta({ tsType: 'TagColorStyle', description: 'One of ten hues or primary, each -filled (strong) or -light (quiet).' }),
    isDisabled: z.boolean().default(TAG_DEFAULTS.isDisabled).meta({ description: 'Greys the tag out and removes its close button.' }),
    onClose: z
      .custom<() => void>(isFunction)
      .optional()
      .meta({ tsType: '() => void', description: 'Makes the tag closable: a close button, named “Remove …” in the locale, calls it. The parent removes the tag.' }),
    children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'Custom content in place of the text, e.g. an icon and words.' }),
  })
  .refine((p) => (p.text !== undefined && p.text !== '') || (p.children !== undefined && p.children !== null && p.children !== false), {
    message: 'a tag needs a text or children',
    path: ['text'],
  })

export const tagListSchema = z.object({
  label: z.string().trim().min(1, 'may not be empty').meta({ description: 'Names the list for screen readers, e.g. “Order tags”.' }),
  children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'The tags; each becomes one list item.' }),
})

export type TagProps = z.input<typeof tagSchema>
export type TagListProps = z.input<typeof tagListSchema>
