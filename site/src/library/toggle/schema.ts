import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { isFunction } from '../validate'
import type { ToggleValue } from './logic'
import { TOGGLE_DEFAULTS } from './logic'

/** toggleSchema: a switch for a yes/no answer that may also be not answered yet (null). */
export const toggleSchema = fieldSchema.extend({
  value: z.boolean().nullable().optional().meta({ description: 'The value, controlled: true (on), false (off) or null (indeterminate: not answered yet).' }),
  defaultValue: z.boolean().nullable().default(TOGGLE_DEFAULTS.defaultValue).meta({ description: 'The first value of an uncontrolled toggle.' }),
  onValueChange: z
    .custom<(value: ToggleValue) => void>(isFunction)
    .optional()
    .meta({ tsType: '(value: boolean | null) => void', description: 'Called with the new value on each press (and by a Form for a bound toggle).' }),
})

export type ToggleProps = z.input<typeof toggleSchema>
