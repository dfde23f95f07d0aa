import { z } from 'zod'
import { VALIDATION_LEVELS } from '../../library/field/logic'
import { currencyFieldSchema } from '../../library/currency-field/schema'
import { dateFieldSchema, dateRangeFieldSchema, dateTimeFieldSchema, dateTimeRangeFieldSchema } from '../../library/date-field/schema'
import { numberFieldSchema } from '../../library/number-field/schema'
import { passwordFieldSchema } from '../../library/password-field/schema'
import { radioGroupSchema } from '../../library/radio-group/schema'
import { multiSelectSchema, singleSelectSchema } from '../../library/select/schema'
import { textAreaSchema } from '../../library/text-area/schema'
import { textFieldSchema } from '../../library/text-field/schema'
import { toggleSchema } from '../../library/toggle/schema'
import { toggleGroupSchema } from '../../library/toggle-group/schema'

// The playground edits the validation as two flat controls; the code it prints is the real prop.
const validationControls = {
  validationType: z.enum(VALIDATION_LEVELS).nullable().default(null).meta({ description: 'validation.type, or no validation.' }),
  validationText: z.string().default('Check this value').meta({ description: 'validation.text.' }),
}

/** fieldPlayground is a field's schema with the validation's two controls: what its playground edits. */
const fieldPlayground = (schema: z.ZodObject) => z.object({ ...schema.shape, ...validationControls })

export const TextField = fieldPlayground(textFieldSchema)
export const TextArea = fieldPlayground(textAreaSchema)
export const PasswordField = fieldPlayground(passwordFieldSchema)
export const NumberField = fieldPlayground(numberFieldSchema)
export const CurrencyField = fieldPlayground(currencyFieldSchema)
export const SingleSelect = fieldPlayground(singleSelectSchema)
export const MultiSelect = fieldPlayground(multiSelectSchema)
export const DateField = fieldPlayground(dateFieldSchema)
export const DateRangeField = fieldPlayground(dateRangeFieldSchema)
export const DateTimeField = fieldPlayground(dateTimeFieldSchema)
export const DateTimeRangeField = fieldPlayground(dateTimeRangeFieldSchema)
export const Toggle = fieldPlayground(toggleSchema)
export const ToggleGroup = fieldPlayground(toggleGroupSchema)
export const RadioGroup = fieldPlayground(radioGroupSchema)
