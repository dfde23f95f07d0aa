import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { textValueProps } from '../text-field/schema'
import { PASSWORD_AUTOCOMPLETE, PASSWORD_FIELD_DEFAULTS } from './logic'

export const passwordFieldSchema = fieldSchema.extend({
  ...textValueProps,
  autoComplete: z
    .enum(PASSWORD_AUTOCOMPLETE)
    .default(PASSWORD_FIELD_DEFAULTS.autoComplete)
    .meta({ description: 'current-password to sign in, new-password where people choose one (password managers then offer a strong one).' }),
  maxLength: z.number().int().positive().optional().meta({ description: 'The most characters the field takes.' }),
})

export type PasswordFieldProps = z.input<typeof passwordFieldSchema>
