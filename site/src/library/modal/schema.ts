import { z } from 'zod'
import { isLabelled, labelProps, openProps, slot } from '../overlay/schema'
import { MODAL_DEFAULTS, MODAL_LABEL_ERROR, MODAL_SIZES, MODAL_MAX_HEIGHT_VH } from './logic'

export const modalSchema = z
  .object({
    ...openProps({ noun: 'modal', defaultOpen: MODAL_DEFAULTS.defaultOpen, closers: 'Escape, the backdrop or the close button', note: 'Open a modal on a person’s action, never on page load.' }),
    ...labelProps({ title: 'The title in the header, and the dialog’s accessible name.', header: 'Replaces the title in the header, e.g. a title with an icon; the dialog is labelled by it.' }),
    children: slot(`The body. It scrolls when the modal would be taller than ${MODAL_MAX_HEIGHT_VH}% of the window.`),
    footer: slot('The footer, usually the actions, the main one last.'),
    size: z.enum(MODAL_SIZES).default(MODAL_DEFAULTS.size).meta({ description: 'The width: sm 24rem, md 36rem, lg 48rem, xl 64rem; never wider than the window.' }),
    preventCloseOutside: z.boolean().default(MODAL_DEFAULTS.preventCloseOutside).meta({ description: 'Escape and a click on the backdrop do not close it: the person must use a button.' }),
    showCloseButton: z.boolean().default(MODAL_DEFAULTS.showCloseButton).meta({ description: 'Shows a close button in the header.' }),
  })
  .refine(isLabelled, { error: MODAL_LABEL_ERROR, path: ['title'] })

export type ModalProps = z.input<typeof modalSchema>
