import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { TEXT_FIELD_DEFAULTS, TEXT_FIELD_TYPES } from './logic'
import { isFunction } from '../validate'

/** textValueProps are the value props of the fields whose value is a string (text field, text area, password field). */
export const textValueProps = {
  value: z.string().optional().meta({ description: 'The text, controlled: the field shows it and reports changes with onValueChange.' }),
  defaultValue: z.string().optional().meta({ description: 'The text the field starts with, uncontrolled.' }),
  onValueChange: z
    .custom<(value: string) => void>(isFunction)
    .optional()
    .meta({ tsType: '(value: string) => void', description: 'Called with the new text on every change.' }),
  placeholder: z.string().optional().meta({ description: 'An example of the expected text, shown while the field is empty; never a replacement for the label.' }),
}

export const textFieldSchema = fieldSchema.extend({
  ...textValueProps,
  type: z.enum(TEXT_FIELD_TYPES).default(TEXT_FIELD_DEFAULTS.type).meta({ description: 'The kind of text: email, tel and url bring the matching keyboard and autocomplete; search a search field.' }),
  autoComplete: z.string().optional().meta({ description: 'The HTML autocomplete token, e.g. "name" or "postal-code"; email, tel and url imply their own.' }),
  maxLength: z.number().int().positive().optional().meta({ description: 'The most characters the field takes.' }),
  prefix: z.string().optional().meta({ description: 'A short text before the value inside the field, e.g. "https://".' }),
  suffix: z.string().optional().meta({ description: 'A short text after the value inside the field, e.g. "@example.com".' }),
})

export type TextFieldProps = z.input<typeof textFieldSchema>
