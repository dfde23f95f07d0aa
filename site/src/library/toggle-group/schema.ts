import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { nonEmpty, isFunction } from '../validate'
import { duplicates, RULE_UNIQUE_KEYS, RULE_VALUE_SHAPE, TOGGLE_GROUP_DEFAULTS, TOGGLE_GROUP_OPTION_DEFAULTS, type ToggleGroupValue, valueFitsMode } from './logic'

const groupValue = z.union([z.string(), z.array(z.string())]).nullable()

export const toggleGroupOptionSchema = z.object({
  key: z.string().trim().min(1, 'may not be empty').meta({ description: 'Identifies the option in the value; unique in the group.' }),
  label: z.string().trim().min(1, 'may not be empty').meta({ description: 'The text on the option’s button.' }),
  isDisabled: z.boolean().default(TOGGLE_GROUP_OPTION_DEFAULTS.isDisabled).meta({ description: 'The option cannot be pressed or released.' }),
})

/** toggleGroupSchema: a row of toggle buttons, one or several pressed. */
export const toggleGroupSchema = fieldSchema
  .extend({
    options: nonEmpty(toggleGroupOptionSchema)
      .refine((options) => duplicates(options, 'key').length === 0, RULE_UNIQUE_KEYS)
      .meta({ description: 'The buttons, in order: { key, label, isDisabled? }, unique by key.' }),
    isMultiple: z.boolean().default(TOGGLE_GROUP_DEFAULTS.isMultiple).meta({ description: 'Several options can be pressed at once: the value is a list of keys.' }),
    value: groupValue.optional().meta({ tsType: 'string | string[] | null', description: 'The pressed key (or null), or the list of pressed keys with isMultiple; controlled.' }),
    defaultValue: groupValue.optional().meta({ tsType: 'string | string[] | null', description: 'The first value of an uncontrolled group; nothing pressed when not set.' }),
    onValueChange: z
      .custom<(value: ToggleGroupValue) => void>(isFunction)
      .optional()
      .meta({ tsType: '(value: string | string[] | null) => void', description: 'Called with the new value on each press.' }),
  })
  .refine((p) => valueFitsMode(p.value, p.isMultiple ?? false) && valueFitsMode(p.defaultValue, p.isMultiple ?? false), { message: RULE_VALUE_SHAPE, path: ['value'] })

export type ToggleGroupProps = z.input<typeof toggleGroupSchema>
export type ToggleGroupOption = z.input<typeof toggleGroupOptionSchema>
