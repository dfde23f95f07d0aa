import { z } from 'zod'
import { LINE_DEFAULTS, LINE_POSITIONS } from './logic'
import { isFunction } from '../validate'

export const lineSchema = z
  .object({
    text: z.string().nullable().default(LINE_DEFAULTS.text).meta({ description: 'A short text in the line, e.g. “or” between two choices or the name of a group; null for a plain line.' }),
    position: z.enum(LINE_POSITIONS).default(LINE_DEFAULTS.position).meta({ description: 'Where the text sits: in the middle, or at the start (left) or end (right) after a short rule.' }),
    onClick: z
      .custom<() => void>(isFunction)
      .optional()
      .meta({ tsType: '() => void', description: 'Makes the text a button, e.g. “Show 12 older messages”; it needs a text.' }),
  })
  .refine((p) => p.onClick === undefined || (typeof p.text === 'string' && p.text.trim() !== ''), { message: 'onClick needs a text to click', path: ['onClick'] })

export type LineProps = z.input<typeof lineSchema>
