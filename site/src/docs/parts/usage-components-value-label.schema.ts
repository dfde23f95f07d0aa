import { z } from 'zod'
import { VALIDATION_TYPES } from '../../library/value-label/logic'
import { valueLabelSchema } from '../../library/value-label/schema'

// The playground edits the validation as two flat controls; the code it prints is the real prop.
export const playgroundSchema = valueLabelSchema.omit({ validation: true, children: true }).extend({
  value: z.string().nullable().default(null).meta({ description: 'The value (a number in code is written in the locale’s format).' }),
  validationType: z.enum(VALIDATION_TYPES).nullable().default(null).meta({ description: 'validation.type, or no validation.' }),
  validationText: z.string().default('Check this value').meta({ description: 'validation.text.' }),
})
