import type { ReactNode } from 'react'
import { z } from 'zod'
import { isFunction } from '../validate'
import { isDuration, type Toast, TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULTS, TOAST_TYPES, TOASTER_DEFAULTS, type ToastType } from './logic'

/** ToastRender draws the content of a toast of one type, from its data. */
export type ToastRender = (toast: Toast, api: { close: () => void }) => ReactNode

export const toasterSchema = z.object({
  children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'The application: everything inside can show toasts with useToast().' }),
  max: z.number().int().min(1).default(TOASTER_DEFAULTS.max).meta({ description: 'How many toasts show at once; the others wait in order.' }),
  render: z
    .partialRecord(z.enum(TOAST_TYPES), z.custom<ToastRender>(isFunction))
    .default(TOASTER_DEFAULTS.render)
    .meta({ tsType: 'Partial<Record<ToastType, (toast, { close }) => ReactNode>>', description: 'Custom content per type, drawn from each toast’s data; the frame, icon, close button and progress stay.' }),
  label: z.string().optional().meta({ description: 'The name of the notifications region; “Notifications” in the example language unless told.' }),
  inline: z.boolean().default(TOASTER_DEFAULTS.inline).meta({ description: 'Shows the toasts where the toaster is, instead of at the bottom right of the window: for previews.' }),
})

export type ToasterProps = z.input<typeof toasterSchema>

export const toastSchema = z.object({
  text: z.string().min(1).meta({ description: 'The message.' }),
  header: z.string().optional().meta({ description: 'A bold line above the message.' }),
  type: z.enum(TOAST_TYPES).default(TOAST_DEFAULTS.type).meta({ description: 'error, info, success or warning: sets the icon and the colour.' }),
  duration: z
    .custom<number | null>((v) => v === undefined || isDuration(v), { error: 'toast duration must be a positive integer or null' })
    .optional()
    .meta({ tsType: 'number | null', description: `How long it stays, in ms: ${TOAST_DEFAULT_DURATION_MS} unless told; null stays until closed.` }),
  data: z.unknown().optional().meta({ tsType: 'unknown', description: 'Anything the toaster’s render for this type needs, such as a link.' }),
})

export type ToastOptions = z.input<typeof toastSchema>
export type { ToastType }
