import type { ReactNode } from 'react'
import { z } from 'zod'
import { VALIDATION_TYPES, VALUE_LABEL_DEFAULTS } from './logic'

export const valueLabelValidationSchema = z.object({
  type: z.enum(VALIDATION_TYPES).meta({ description: 'error, success or warning: sets the icon, the colour and what screen readers hear first.' }),
  text: z.string().trim().min(1, 'may not be empty').meta({ description: 'Says what is wrong or right, e.g. “The VAT number was not found”.' }),
})

export const valueLabelSchema = z.object({
  label: z.string().trim().min(1, 'may not be empty').meta({ description: 'What the value is, e.g. “Delivery date”.' }),
  value: z
    .union([z.string(), z.number()])
    .nullable()
    .default(VALUE_LABEL_DEFAULTS.value)
    .meta({ tsType: 'string | number | null', description: 'The value; a number is written with the locale’s separators. Empty (null or blank) reads “Not set”.' }),
  helpText: z.string().trim().min(1, 'may not be empty').nullable().default(VALUE_LABEL_DEFAULTS.helpText).meta({ description: 'A short hint under the value, e.g. where it comes from.' }),
  validation: valueLabelValidationSchema.nullable().default(VALUE_LABEL_DEFAULTS.validation).meta({ description: 'A validation state with its text, shown under the value with an icon.' }),
  isLoading: z.boolean().default(VALUE_LABEL_DEFAULTS.isLoading).meta({ description: 'Shows a skeleton in place of the value and marks the value busy.' }),
  children: z.custom<ReactNode>(() => true).optional().meta({ tsType: 'ReactNode', description: 'Custom content in place of the value, e.g. a link or a tag.' }),
})

export type ValueLabelProps = z.input<typeof valueLabelSchema>
export type ValueLabelValidation = z.input<typeof valueLabelValidationSchema>
