import { z } from 'zod'
import { callback } from '../validate'
import { isLabelled, labelProps, openProps, slot } from '../overlay/schema'
import { DRAWER_DEFAULTS, DRAWER_LABEL_ERROR, DRAWER_WIDTHS_ERROR } from './logic'

const cssLength = z
  .string()
  .regex(/^\d+(\.\d+)?(px|rem|em|vw|%)$/, 'a CSS length such as 400px, 25rem or 50vw')

export const drawerSchema = z
  .object({
    ...openProps({ noun: 'drawer', defaultOpen: DRAWER_DEFAULTS.defaultOpen, closers: 'Escape, a click outside or the close button' }),
    expanded: z.boolean().optional().meta({ description: 'Controls the width: true for the expanded width. Pair it with onExpandedChange.' }),
    defaultExpanded: z.boolean().default(DRAWER_DEFAULTS.defaultExpanded).meta({ description: 'Whether an uncontrolled drawer opens at its expanded width.' }),
    onExpandedChange: callback<(expanded: boolean) => void>('(expanded: boolean) => void', 'Called when the handle asks for the other width.'),
    ...labelProps({ title: 'The title in the header, and the drawer’s accessible name.', header: 'Replaces the title in the header; the drawer is labelled by it.' }),
    children: slot('The body. It scrolls when it is taller than the window.'),
    footer: slot('The footer, usually the actions.'),
    isWide: z.boolean().default(DRAWER_DEFAULTS.isWide).meta({ description: 'A wide drawer: 26.8rem, and 75% of the window when expanded (a normal one: 20rem and 26.8rem).' }),
    defaultWidth: cssLength.nullable().default(DRAWER_DEFAULTS.defaultWidth).meta({ description: 'A custom width before expanding; needs expandWidth too.' }),
    expandWidth: cssLength.nullable().default(DRAWER_DEFAULTS.expandWidth).meta({ description: 'A custom width when expanded; needs defaultWidth too.' }),
    disallowCloseOutside: z.boolean().default(DRAWER_DEFAULTS.disallowCloseOutside).meta({ description: 'A click outside the drawer does not close it. Escape still does.' }),
    showCloseButton: z.boolean().default(DRAWER_DEFAULTS.showCloseButton).meta({ description: 'Shows a close button in the header.' }),
  })
  .refine(isLabelled, { error: DRAWER_LABEL_ERROR, path: ['title'] })
  .refine((p) => !p.defaultWidth === !p.expandWidth, { error: DRAWER_WIDTHS_ERROR, path: ['expandWidth'] })

export type DrawerProps = z.input<typeof drawerSchema>
