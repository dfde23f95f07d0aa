import { z } from 'zod'
import { isFunction } from '../validate'
import { fieldSchema } from '../field/schema'
import { BLOCK_ON, FIELD_INLINE_EDIT_DEFAULTS, RULE_TEXT_STYLE_MULTILINE, TEXT_STYLES } from './logic'


/** fieldInlineEditSchema: text shown as text that turns into a field on a click or focus. */
export const fieldInlineEditSchema = fieldSchema
  .pick({ label: true, isRequired: true, validators: true })
  .extend({
    label: fieldSchema.shape.label.meta({ description: 'What the text is (“Project name”): the accessible name of the text and of the field; not shown.' }),
    value: z.string().nullable().optional().meta({ description: 'The saved text, controlled; null or blank is empty.' }),
    defaultValue: z.string().nullable().default(FIELD_INLINE_EDIT_DEFAULTS.defaultValue).meta({ description: 'The first saved text of an uncontrolled inline edit.' }),
    onValueChange: z
      .custom<(value: string | null) => void>(isFunction)
      .optional()
      .meta({ tsType: '(value: string | null) => void', description: 'Called with the new text when an edit is confirmed (null when blank), not while typing.' }),
    placeholder: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'Shown while the text is empty; “Click to edit” in the reader’s language when not set.' }),
    isMultiline: z.boolean().default(FIELD_INLINE_EDIT_DEFAULTS.isMultiline).meta({ description: 'Edits in a text area: Enter confirms, Shift+Enter adds a line.' }),
    textStyle: z.enum(TEXT_STYLES).optional().meta({ description: 'The type style of the text and the field: heading or body (the default). Not with isMultiline.' }),
    blockOn: z.enum(BLOCK_ON).default(FIELD_INLINE_EDIT_DEFAULTS.blockOn).meta({ description: 'Which validation keeps an edit from being confirmed: an error, an error or a warning, or never.' }),
    isReadOnly: z.boolean().default(FIELD_INLINE_EDIT_DEFAULTS.isReadOnly).meta({ description: 'Shows the text only: no click or focus edits it.' }),
  })
  .refine((p) => !(p.textStyle !== undefined && p.isMultiline), { message: RULE_TEXT_STYLE_MULTILINE, path: ['textStyle'] })

export type FieldInlineEditProps = z.input<typeof fieldInlineEditSchema>
