import type { ReactNode } from 'react'
import { z } from 'zod'
import { COL_DEFAULTS, GRID_COLUMNS, isShift, isSpan, ROW_ALIGNS, ROW_DEFAULTS, ROW_JUSTIFIES } from './logic'

const TAGS = ['div', 'section', 'article', 'ul', 'ol', 'li', 'span'] as const

const span = (description: string, byDefault: null) =>
  z
    .number()
    .int()
    .min(1)
    .max(GRID_COLUMNS)
    .nullable()
    .default(byDefault)
    .meta({ description })

const shift = (description: string, byDefault: null) => z.number().int().min(0).max(GRID_COLUMNS - 1).nullable().default(byDefault).meta({ description })

const children = z
  .custom<ReactNode>(() => true)
  .optional()
  .meta({ tsType: 'ReactNode', description: 'The content.' })

export const rowSchema = z.object({
  gutter: z.number().int().min(0).default(ROW_DEFAULTS.gutter).meta({ description: 'The space between columns, in px.' }),
  gap: z.number().int().min(0).default(ROW_DEFAULTS.gap).meta({ description: 'The space between lines of columns that wrap, in px.' }),
  align: z.enum(ROW_ALIGNS).default(ROW_DEFAULTS.align).meta({ description: 'How columns of different heights line up.' }),
  justify: z.enum(ROW_JUSTIFIES).default(ROW_DEFAULTS.justify).meta({ description: 'Where columns that do not fill the row go.' }),
  tag: z.enum(TAGS).default(ROW_DEFAULTS.tag).meta({ description: 'The element the row renders; a ul row wants li columns.' }),
  children: children,
})

export const colSchema = z
  .object({
    span: z.number().int().min(1).max(GRID_COLUMNS).default(COL_DEFAULTS.span).meta({ description: `How many of the ${GRID_COLUMNS} columns it spans, below the first breakpoint and wherever no responsive span applies.` }),
    sm: span('The span from 600 px wide.', COL_DEFAULTS.sm),
    md: span('The span from 840 px wide.', COL_DEFAULTS.md),
    lg: span('The span from 960 px wide.', COL_DEFAULTS.lg),
    xl: span('The span from 1280 px wide.', COL_DEFAULTS.xl),
    offset: shift('Columns of space before it.', COL_DEFAULTS.offset),
    push: shift('Moves it right by this many columns without moving the others.', COL_DEFAULTS.push),
    pull: shift('Moves it left by this many columns without moving the others.', COL_DEFAULTS.pull),
    tag: z.enum(TAGS).default(COL_DEFAULTS.tag).meta({ description: 'The element the column renders.' }),
    children: children,
  })
  // only once span and offset are valid on their own, so a wrong span is not reported twice
  .refine((p) => !isSpan(p.span) || !isShift(p.offset) || p.offset + p.span <= GRID_COLUMNS, { message: `offset + span may not exceed ${GRID_COLUMNS} columns`, path: ['offset'] })

export type RowProps = z.input<typeof rowSchema>
export type ColProps = z.input<typeof colSchema>
