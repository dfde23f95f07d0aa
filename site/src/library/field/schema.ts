import { z } from 'zod'
import { FIELD_DEFAULTS, FIELD_SIZES, VALIDATION_LEVELS, type ValidationResult, type Validator } from './logic'

/** validationResultSchema is what a validator returns, and the shape of the validation prop. */
const validationResultSchema = z.union([
  z.object({ type: z.literal('empty') }),
  z.object({ type: z.enum(VALIDATION_LEVELS), text: z.string().optional() }),
])

/**
 * fieldSchema holds the props every form field shares; each field's schema
 * extends it with its value and its own props.
 */
export const fieldSchema = z.object({
  label: z.string().trim().min(1, 'may not be empty').meta({ description: 'What the field asks for; always visible above the field.' }),
  size: z.enum(FIELD_SIZES).default(FIELD_DEFAULTS.size).meta({ description: 'The height and type size of the control.' }),
  isRequired: z.boolean().default(FIELD_DEFAULTS.isRequired).meta({ description: 'Marks the label with an asterisk; an empty value is the error “This field is required”.' }),
  isOptional: z.boolean().default(FIELD_DEFAULTS.isOptional).meta({ description: 'Adds “(Optional)” to the label, where most fields of a form are required.' }),
  isDisabled: z.boolean().default(FIELD_DEFAULTS.isDisabled).meta({ description: 'The field cannot be changed or focused; setting its value in code is a developer error unless forced.' }),
  isLoading: z.boolean().default(FIELD_DEFAULTS.isLoading).meta({ description: 'The value is on its way: the field is busy and cannot be changed.' }),
  helpText: z.string().trim().min(1, 'may not be empty').nullable().default(FIELD_DEFAULTS.helpText).meta({ description: 'A hint under the field, read by screen readers with it.' }),
  validators: z
    .array(z.custom<Validator<never>>((v) => typeof v === 'function', 'must be a function'))
    .default(FIELD_DEFAULTS.validators)
    .meta({ tsType: '((value) => ValidationResult)[]', description: 'Functions judging the value: each returns { type: "empty" } or { type: "error" | "warning" | "success", text }.' }),
  validation: validationResultSchema
    .nullable()
    .default(FIELD_DEFAULTS.validation)
    .meta({ tsType: 'ValidationResult | null', description: 'A validation set from outside (e.g. from the server), shown in place of the validators’ result.' }),
  formKey: z.string().trim().min(1, 'may not be empty').optional().meta({ description: 'The key of the value in the enclosing Form; required inside a Form, not allowed outside.' }),
})

export type FieldProps = z.input<typeof fieldSchema>
export type { ValidationResult }
