import { z } from 'zod'
import { ICON_NAMES, ICON_SIZES } from './names'
import { ICON_DEFAULTS } from './logic'

/** iconNameSchema accepts the name of an icon of the library. */
export const iconNameSchema = z.enum(ICON_NAMES, { error: 'must be one of the icon names (see Foundations / Icons / List)' })

export const iconSchema = z.object({
  name: iconNameSchema.meta({ tsType: 'IconName', description: 'Which icon to draw: one of the names on Foundations / Icons / List' }),
  label: z.string().trim().min(1, 'may not be empty: leave it out for a decorative icon').optional().meta({ description: 'What the icon means, for screen readers; without it the icon is decorative and hidden from them' }),
  size: z.enum(ICON_SIZES).default(ICON_DEFAULTS.size).meta({ description: 'small 16 px, medium 20 px, large 24 px' }),
})

export type IconProps = z.input<typeof iconSchema>
