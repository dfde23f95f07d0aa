import type { z } from 'zod'
import { ValueLabel } from '../../library/value-label/ValueLabel'
import { jsxCode } from '../kit/prop-docs'
import type { playgroundSchema } from './usage-components-value-label.schema'

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
