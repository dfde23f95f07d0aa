import { z } from 'zod'
import { VALIDATION_TYPES } from '../../library/value-label/logic'
import { valueLabelSchema } from '../../library/value-label/schema'
import { ValueLabel } from '../../library/value-label/ValueLabel'
import { jsxCode } from '../kit/schema-docs'

// The playground edits the validation as two flat controls; the code it prints is the real prop.
export const playgroundSchema = valueLabelSchema.omit({ validation: true, children: true }).extend({
  value: z.string().nullable().default(null).meta({ description: 'The value (a number in code is written in the locale’s format).' }),
  validationType: z.enum(VALIDATION_TYPES).nullable().default(null).meta({ description: 'validation.type, or no validation.' }),
  validationText: z.string().default('Check this value').meta({ description: 'validation.text.' }),
})
type PlaygroundProps = z.input<typeof playgroundSchema>

/** PlaygroundValueLabel is the value label of the playground: its two flat controls make the validation prop. */
export function PlaygroundValueLabel({ validationType, validationText, ...props }: PlaygroundProps) {
  return <ValueLabel {...props} validation={validationType ? { type: validationType, text: validationText || 'Check this value' } : null} />
}

/** playgroundCode is the code of the playground's value label, with the validation prop its controls make. */
export function playgroundCode(values: Record<string, unknown>): string {
  const { validationType, validationText, ...rest } = values
  const props = validationType ? { ...rest, validation: { type: validationType, text: validationText || 'Check this value' } } : rest
  return jsxCode('ValueLabel', props, { defaults: { value: null, helpText: null, isLoading: false, validation: null } })
}
