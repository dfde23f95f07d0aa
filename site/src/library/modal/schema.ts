import type { ReactNode } from 'react'
import { z } from 'zod'
import { MODAL_DEFAULTS, MODAL_LABEL_ERROR, MODAL_SIZES, MODAL_MAX_HEIGHT_VH } from './logic'
import { isFunction } from '../validate'

const node = (description: string) => z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description })

export const modalSchema = z
  .object({
    open: z.boolean().optional().meta({ description: 'Controls the open state; pair it with onOpenChange. Open a modal on a person’s action, never on page load.' }),
    defaultOpen: z.boolean().default(MODAL_DEFAULTS.defaultOpen).meta({ description: 'The open state of an uncontrolled modal on its first render.' }),
    onOpenChange: z
      .custom<(open: boolean) => void>(isFunction)
      .optional()
      .meta({ tsType: '(open: boolean) => void', description: 'Called with false when Escape, the backdrop or the close button asks to close.' }),
    title: z.string().optional().meta({ description: 'The title in the header, and the dialog’s accessible name.' }),
    header: node('Replaces the title in the header, e.g. a title with an icon; the dialog is labelled by it.'),
    children: node(`The body. It scrolls when the modal would be taller than ${MODAL_MAX_HEIGHT_VH}% of the window.`),
    footer: node('The footer, usually the actions, the main one last.'),
    size: z.enum(MODAL_SIZES).default(MODAL_DEFAULTS.size).meta({ description: 'The width: sm 24rem, md 36rem, lg 48rem, xl 64rem; never wider than the window.' }),
    preventCloseOutside: z.boolean().default(MODAL_DEFAULTS.preventCloseOutside).meta({ description: 'Escape and a click on the backdrop do not close it: the person must use a button.' }),
    showCloseButton: z.boolean().default(MODAL_DEFAULTS.showCloseButton).meta({ description: 'Shows a close button in the header.' }),
  })
  .refine((p) => Boolean(p.title) || p.header !== undefined, { error: MODAL_LABEL_ERROR, path: ['title'] })

export type ModalProps = z.input<typeof modalSchema>
