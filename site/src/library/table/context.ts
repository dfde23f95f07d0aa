import { createContext, useContext } from 'react'
import type { Ordering, PageState } from './logic'

/** TableContextValue is what the parts inside a table (custom cells, expanded rows) can read of it. */
export interface TableContextValue {
  /** id is the table's id */
  id: string
  /** selectedRows are the ids of the selected rows the table shows */
  selectedRows: string[]
  /** setSelectedRows selects exactly these rows */
  setSelectedRows: (ids: string[]) => void
  ordering: Ordering | null
  /** page is the page state, null without pagination */
  page: PageState | null
}

export const TableContext = createContext<TableContextValue | null>(null)

const FALLBACK: TableContextValue = { id: '', selectedRows: [], setSelectedRows: () => {}, ordering: null, page: null }

/**
 * contextError is the developer error for a part used outside its table:
 * 'could not find the context'.
 */
export function contextError(component: string, owner: string): string {
  return `${component}: could not find the context; use it inside a <${owner}>`
}

/**
 * useTableContext reads the table around a custom cell or expanded row.
 * Outside a table it logs the developer error and returns an empty table.
 */
export function useTableContext(component = 'useTableContext'): TableContextValue {
  const value = useContext(TableContext)
  if (value === null) {
    console.error(contextError(component, 'Table'))
    return FALLBACK
  }
  return value
}
