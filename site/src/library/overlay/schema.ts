import type { ReactNode } from 'react'
import { z } from 'zod'
import { callback } from '../validate'

/** slot is an optional ReactNode prop of a modal dialog (header, body, footer), with its description. */
export const slot = (description: string) => z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description })

/**
 * openProps are a modal dialog's open state, open, defaultOpen and
 * onOpenChange, described for the component: its noun, what asks it to close
 * (closers), and a note on when to open it.
 */
export function openProps(o: { noun: string; defaultOpen: boolean; closers: string; note?: string }) {
  return {
    open: z.boolean().optional().meta({ description: ['Controls the open state; pair it with onOpenChange.', o.note].filter(Boolean).join(' ') }),
    defaultOpen: z.boolean().default(o.defaultOpen).meta({ description: `The open state of an uncontrolled ${o.noun} on its first render.` }),
    onOpenChange: callback<(open: boolean) => void>('(open: boolean) => void', `Called with false when ${o.closers} asks to close.`),
  }
}

/** labelProps are what names a modal dialog: its title, or a header in the title's place. */
export function labelProps(describe: { title: string; header: string }) {
  return {
    title: z.string().optional().meta({ description: describe.title }),
    header: slot(describe.header),
  }
}

/** isLabelled is the rule of labelProps: a title that is not empty, or a header. */
export const isLabelled = (p: { title?: string; header?: unknown }) => Boolean(p.title) || p.header !== undefined
