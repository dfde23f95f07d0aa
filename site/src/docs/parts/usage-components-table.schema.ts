import { z } from 'zod'
import { tableSchema } from '../../library/table/schema'

// The playground edits the table's flags; columns and rows are the examples' orders.
export const playgroundSchema = tableSchema.pick({ label: true, isLoading: true, selectionMode: true, expansionMode: true, isReorderable: true, emptyText: true }).extend({
  rowCount: z.number().int().min(0).max(57).default(12).meta({ description: 'How many of the orders to show (not a prop: the length of rows).' }),
  paginated: z.boolean().default(true).meta({ description: 'Gives pagination={{}} (not a prop of its own).' }),
})
