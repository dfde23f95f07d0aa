import { standardTableSchema } from '../../library/standard-table/schema'

/** playgroundSchema is the part of the standard table's props the playground edits, on the in-page orders. */
export const playgroundSchema = standardTableSchema.pick({ label: true, isLoading: true, isSearchable: true, selectionMode: true, expansionMode: true, isReorderable: true })
