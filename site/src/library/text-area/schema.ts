import { z } from 'zod'
import { fieldSchema } from '../field/schema'
import { textValueProps } from '../text-field/schema'
import { AUTO_SIZE_EXTRA, TEXT_AREA_DEFAULTS } from './logic'

export const textAreaSchema = fieldSchema.extend({
  ...textValueProps,
  rows: z.number().int().positive().default(TEXT_AREA_DEFAULTS.rows).meta({ description: 'The visible lines; with autoSize, the height it starts from.' }),
  autoSize: z.boolean().default(TEXT_AREA_DEFAULTS.autoSize).meta({ description: `Grows with the text: the content’s height plus ${AUTO_SIZE_EXTRA} px, up to maxHeight, then it scrolls.` }),
  maxHeight: z.number().positive().nullable().default(TEXT_AREA_DEFAULTS.maxHeight).meta({ description: 'The height in px an auto-sized text area stops growing at; null for no limit.' }),
  maxLength: z.number().int().positive().optional().meta({ description: 'The most characters the field takes.' }),
})

export type TextAreaProps = z.input<typeof textAreaSchema>
