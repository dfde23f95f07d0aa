import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { nonEmpty, isFunction } from '../validate'
import { duplicateValues, RADIO_DIRECTIONS, RADIO_GROUP_DEFAULTS, RADIO_OPTION_DEFAULTS, RULE_UNIQUE_VALUES } from './logic'

export const radioOptionSchema = z.object({
  value: z.string().min(1, 'may not be empty').meta({ description: 'The value the option stands for; unique in the group.' }),
  label: z.string().trim().min(1, 'may not be empty').meta({ description: 'The text beside the radio; a click on it checks the option.' }),
  isDisabled: z.boolean().default(RADIO_OPTION_DEFAULTS.isDisabled).meta({ description: 'The option cannot be checked; the arrow keys skip it.' }),
})

/** radioGroupSchema: native radios in a fieldset, one option checked at most. */
export const radioGroupSchema = fieldSchema.extend({
  options: nonEmpty(radioOptionSchema)
    .refine((options) => duplicateValues(options).length === 0, RULE_UNIQUE_VALUES)
    .meta({ description: 'The choices, in order: { value, label, isDisabled? }, unique by value.' }),
  direction: z.enum(RADIO_DIRECTIONS).default(RADIO_GROUP_DEFAULTS.direction).meta({ description: 'Options stacked (vertical) or in a row that wraps (horizontal).' }),
  value: z.string().nullable().optional().meta({ description: 'The checked option’s value, or null for none; controlled.' }),
  defaultValue: z.string().nullable().default(RADIO_GROUP_DEFAULTS.defaultValue).meta({ description: 'The first value of an uncontrolled group.' }),
  onValueChange: z
    .custom<(value: string | null) => void>(isFunction)
    .optional()
    .meta({ tsType: '(value: string | null) => void', description: 'Called with the value of the option checked by click or arrow key.' }),
})

export type RadioGroupProps = z.input<typeof radioGroupSchema>
export type RadioGroupOption = z.input<typeof radioOptionSchema>
