import type { StandardTableState } from './logic'

/**
 * TableStorage loads and saves a standard table's state (applied filters,
 * column order, hidden columns, ordering, pagination, search) under the
 * table's id. load returns what was saved, or null; the table checks it
 * before use, so a stale or foreign value does no harm.
 */
export interface TableStorage {
  load: (tableId: string) => unknown
  save: (tableId: string, state: StandardTableState) => void
}

/** noStorage is the default: it keeps nothing, so every visit starts afresh. */
export const noStorage: TableStorage = {
  load: () => null,
  save: () => {},
}

/** STORAGE_PREFIX starts the localStorage key of a table's state: tessera:table:<id>. */
const STORAGE_PREFIX = 'tessera:table:'

/**
 * localStorageTableStorage keeps each table's state in the browser's
 * localStorage as JSON, under prefix + the table's id. A storage that is
 * full, blocked or missing, and a value that is not JSON, are the same as
 * nothing saved.
 */
export function localStorageTableStorage(prefix = STORAGE_PREFIX, store: () => Storage | undefined = () => globalThis.localStorage): TableStorage {
  return {
    load(tableId) {
      try {
        const raw = store()?.getItem(prefix + tableId)
        return raw ? (JSON.parse(raw) as unknown) : null
      } catch {
        return null
      }
    },
    save(tableId, state) {
      try {
        store()?.setItem(prefix + tableId, JSON.stringify(state))
      } catch {
        // a full or blocked storage keeps nothing
      }
    },
  }
}
