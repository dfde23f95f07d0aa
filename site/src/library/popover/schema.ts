import type { ReactElement, ReactNode } from 'react'
import { z } from 'zod'
import { hasContent, POPOVER_CONTENT_ERROR, POPOVER_DEFAULTS, POPOVER_PLACEMENTS, POPOVER_SIZES, POPOVER_TRIGGERS } from './logic'
import { isFunction } from '../validate'

/** PopoverContentApi is what content gets when it is a function. */
export interface PopoverContentApi {
  /** close closes the popover and returns focus to the trigger */
  close: () => void
}

export type PopoverContent = ReactNode | ((api: PopoverContentApi) => ReactNode)

export const popoverSchema = z.object({
  content: z
    .custom<PopoverContent>((v) => hasContent(v), { error: POPOVER_CONTENT_ERROR })
    .meta({ tsType: 'ReactNode | ((api: { close }) => ReactNode)', description: 'What the popover shows. A function gets { close } to close it from a button inside.' }),
  children: z
    .custom<ReactElement>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .meta({ tsType: 'ReactElement', description: 'The trigger: one element that takes a ref, usually a button. It gets aria-expanded, aria-controls and aria-haspopup.' }),
  trigger: z.enum(POPOVER_TRIGGERS).default(POPOVER_DEFAULTS.trigger).meta({ description: 'click: opens and closes on click. hover: opens while the pointer is over the trigger or it has the focus.' }),
  placement: z.enum(POPOVER_PLACEMENTS).default(POPOVER_DEFAULTS.placement).meta({ description: 'The side of the trigger it opens on; it flips to the other side when there is no room.' }),
  size: z.enum(POPOVER_SIZES).default(POPOVER_DEFAULTS.size).meta({ description: 'The width: sm 12rem, md 16rem, lg 20rem, xl 24rem; auto fits the content (at most 24rem).' }),
  label: z.string().optional().meta({ description: 'The accessible name of the popover dialog, when its content has no heading to name it.' }),
  isDisabled: z.boolean().default(POPOVER_DEFAULTS.isDisabled).meta({ description: 'The popover does not open; the trigger still works as itself.' }),
  open: z.boolean().optional().meta({ description: 'Controls the open state; pair it with onOpenChange.' }),
  defaultOpen: z.boolean().default(POPOVER_DEFAULTS.defaultOpen).meta({ description: 'The open state of an uncontrolled popover on its first render.' }),
  onOpenChange: z.custom<(open: boolean) => void>(isFunction).optional().meta({ tsType: '(open: boolean) => void', description: 'Called with the wanted open state.' }),
})

export type PopoverProps = z.input<typeof popoverSchema>
