import type { ReactNode } from 'react'
import { z } from 'zod'
import { CARD_DEFAULTS, CARD_IMG_POSITIONS } from './logic'
import { isFunction } from '../validate'

const node = (description: string) =>
  z
    .custom<ReactNode>(() => true)
    .optional()
    .meta({ tsType: 'ReactNode', description })

export const cardSchema = z.object({
  header: node('The card’s title: a text becomes a heading of headingLevel; any other content is shown as it is.'),
  children: node('The body.'),
  footer: node('The bottom of the card, under a line: a note, a link, a button.'),
  imgUrl: z.string().min(1).nullable().default(CARD_DEFAULTS.imgUrl).meta({ description: 'The image, shipped with the application.' }),
  imgAlt: z.string().default(CARD_DEFAULTS.imgAlt).meta({ description: 'The image’s text alternative; empty for a decorative image.' }),
  imgPosition: z.enum(CARD_IMG_POSITIONS).default(CARD_DEFAULTS.imgPosition).meta({ description: 'Where the image goes: above the header, between header and body, or below the body.' }),
  isImgLoading: z.boolean().default(CARD_DEFAULTS.isImgLoading).meta({ description: 'Shows a skeleton where the image goes.' }),
  isTextLoading: z.boolean().default(CARD_DEFAULTS.isTextLoading).meta({ description: 'Shows skeleton lines instead of the header and the body.' }),
  headingLevel: z.number().int().min(2).max(6).default(CARD_DEFAULTS.headingLevel).meta({ description: 'The level of the header’s heading, to fit the page’s outline.' }),
  primaryActionLabel: z.string().trim().min(1, 'may not be empty').nullable().default(CARD_DEFAULTS.primaryActionLabel).meta({ description: 'The label of the primary action button; null shows none.' }),
  secondaryActionLabel: z.string().trim().min(1, 'may not be empty').nullable().default(CARD_DEFAULTS.secondaryActionLabel).meta({ description: 'The label of the secondary action button; null shows none.' }),
  onPrimaryAction: z
    .custom<() => void>(isFunction)
    .optional()
    .meta({ tsType: '() => void', description: 'Called when the primary action is clicked.' }),
  onSecondaryAction: z
    .custom<() => void>(isFunction)
    .optional()
    .meta({ tsType: '() => void', description: 'Called when the secondary action is clicked.' }),
})

export type CardProps = z.input<typeof cardSchema>
