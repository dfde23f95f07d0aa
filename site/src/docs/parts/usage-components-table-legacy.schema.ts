import { z } from 'zod'
import { ALIGNMENTS, DEFAULT_PAGE_SIZE, SORT_ORDERS } from '../../library/table-legacy/logic'

// The playground edits a few flat controls; the code it prints is the real props.
export const playgroundSchema = z.object({
  caption: z.string().trim().min(1, 'may not be empty').default('Spare parts').meta({ description: 'caption.' }),
  pageSize: z.number().int().min(1).max(10).default(DEFAULT_PAGE_SIZE).meta({ description: 'pageSize.' }),
  sortKey: z.enum(['part', 'stock', 'price']).nullable().default(null).meta({ description: 'defaultSort.key, or no default sort. The table starts again when it changes.' }),
  sortOrder: z.enum(SORT_ORDERS).default('none').meta({ description: 'defaultSort.order.' }),
  priceAlign: z.enum(ALIGNMENTS).default('left').meta({ description: 'The price column’s align.' }),
  isEmpty: z.boolean().default(false).meta({ description: 'Passes no rows, to see the empty table.' }),
  noDataText: z.string().nullable().default(null).meta({ description: 'noDataText; empty for the locale’s “No Data”.' }),
  rowCount: z.string().default('').meta({ description: 'translations.rowCount; empty for the locale’s string. Without a pipe it logs “Invalid translation string”.' }),
})
