/**
 * The filter types and operations, the one list of them: the filter builder
 * (filters/logic.ts) and the standard table (standard-table/logic.ts) read
 * them from here, and the demo data server's Go list (allOperations in
 * server/demodata/columns.go) is tested against FILTER_OPERATIONS.
 */

export const FILTER_TYPES = ['BOOLEAN', 'DATE_RANGE', 'MULTI_SELECT', 'NUMBER_RANGE', 'SINGLE_SELECT'] as const
export type FilterType = (typeof FILTER_TYPES)[number]

export const FILTER_OPERATIONS = ['EQUAL', 'IS_EMPTY', 'CONTAINS', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'IN_RANGE', 'ONE_OF'] as const
export type FilterOperation = (typeof FILTER_OPERATIONS)[number]

const COMPARISONS: readonly FilterOperation[] = ['EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL']

/** OPERATIONS_BY_FILTER_TYPE are the operations each filter type allows, the usual one first. */
export const OPERATIONS_BY_FILTER_TYPE: Record<FilterType, readonly FilterOperation[]> = {
  BOOLEAN: ['EQUAL', 'IS_EMPTY'],
  DATE_RANGE: ['IN_RANGE', 'IS_EMPTY'],
  MULTI_SELECT: ['ONE_OF', 'IS_EMPTY'],
  NUMBER_RANGE: ['IN_RANGE', ...COMPARISONS, 'IS_EMPTY'],
  SINGLE_SELECT: ['EQUAL', 'IS_EMPTY'],
}

/** SEARCH_OPERATIONS are the operations of a search column (the free text of a search field), the usual one first. */
export const SEARCH_OPERATIONS: readonly FilterOperation[] = ['CONTAINS', 'EQUAL']

/** operationsText lists operations for a description: "A, B or C". */
export function operationsText(operations: readonly string[]): string {
  return operations.length < 2 ? operations.join('') : `${operations.slice(0, -1).join(', ')} or ${operations[operations.length - 1]}`
}
