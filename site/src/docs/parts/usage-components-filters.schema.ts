import { z } from 'zod'

// The playground builds the columns from a few flat controls; the code it prints is the real prop.
export const playgroundSchema = z.object({
  search: z.boolean().default(true).meta({ description: 'Adds a SEARCH column: the search field.' }),
  currency: z.enum(['none', 'EUR', 'USD', 'JPY']).default('EUR').meta({ description: 'The amount column’s currency; none makes it a number field.' }),
  decimalPlaces: z.int().min(0).max(6).default(2).meta({ description: 'The amount’s decimal places, without a currency.' }),
  isEmpty: z.boolean().default(true).meta({ description: 'Offers IS_EMPTY on every column.' }),
  collapseTagsAfter: z.int().min(0).max(5).default(2).meta({ description: 'The channels’ collapseTagsAfter.' }),
  defaultOpen: z.boolean().default(false).meta({ description: 'Opens the popup when the playground re-renders it.' }),
})
