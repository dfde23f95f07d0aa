import type { ReactNode } from 'react'
import { z } from 'zod'
import { DRAWER_DEFAULTS, DRAWER_LABEL_ERROR, DRAWER_WIDTHS_ERROR } from './logic'
import { isFunction } from '../validate'

const node = (description: string) => z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description })
const cssLength = z
  .string()
  .regex(/^\d+(\.\d+)?(px|rem|em|vw|%)$/, 'a CSS length such as 400px, 25rem or 50vw')

export const drawerSchema = z
  .object({
    open: z.boolean().optional().meta({ description: 'Controls the open state; pair it with onOpenChange.' }),
    defaultOpen: z.boolean().default(DRAWER_DEFAULTS.defaultOpen).meta({ description: 'The open state of an uncontrolled drawer on its first render.' }),
    onOpenChange: z
      .custom<(open: boolean) => void>(isFunction)
      .optional()
      .meta({ tsType: '(open: boolean) => void', description: 'Called with false when Escape, a click outside or the close button asks to close.' }),
    expanded: z.boolean().optional().meta({ description: 'Controls the width: true for the expanded width. Pair it with onExpandedChange.' }),
    defaultExpanded: z.boolean().default(DRAWER_DEFAULTS.defaultExpanded).meta({ description: 'Whether an uncontrolled drawer opens at its expanded width.' }),
    onExpandedChange: z
      .custom<(expanded: boolean) => void>(isFunction)
      .optional()
      .meta({ tsType: '(expanded: boolean) => void', description: 'Called when the handle asks for the other width.' }),
    title: z.string().optional().meta({ description: 'The title in the header, and the drawer’s accessible name.' }),
    header: node('Replaces the title in the header; the drawer is labelled by it.'),
    children: node('The body. It scrolls when it is taller than the window.'),
    footer: node('The footer, usually the actions.'),
    isWide: z.boolean().default(DRAWER_DEFAULTS.isWide).meta({ description: 'A wide drawer: 26.8rem, and 75% of the window when expanded (a normal one: 20rem and 26.8rem).' }),
    defaultWidth: cssLength.nullable().default(DRAWER_DEFAULTS.defaultWidth).meta({ description: 'A custom width before expanding; needs expandWidth too.' }),
    expandWidth: cssLength.nullable().default(DRAWER_DEFAULTS.expandWidth).meta({ description: 'A custom width when expanded; needs defaultWidth too.' }),
    disallowCloseOutside: z.boolean().default(DRAWER_DEFAULTS.disallowCloseOutside).meta({ description: 'A click outside the drawer does not close it. Escape still does.' }),
    showCloseButton: z.boolean().default(DRAWER_DEFAULTS.showCloseButton).meta({ description: 'Shows a close button in the header.' }),
  })
  .refine((p) => Boolean(p.title) || p.header !== undefined, { error: DRAWER_LABEL_ERROR, path: ['title'] })
  .refine((p) => !p.defaultWidth === !p.expandWidth, { error: DRAWER_WIDTHS_ERROR, path: ['expandWidth'] })

export type DrawerProps = z.input<typeof drawerSchema>
