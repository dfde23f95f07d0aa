import { commitMutation, readGetter, type GetterName, type MutationName, type StoreContext, type StoreState } from './logic'

/**
 * TableLegacyStore is the legacy table's imperative store: named mutations
 * through commit, named getters through get. The view subscribes to it; the
 * table's ref hands out commit and get.
 */
export interface TableLegacyStore {
  /** commit runs a named mutation; an unknown name or a wrong payload logs a developer error and changes nothing. */
  commit(name: MutationName | (string & {}), payload?: unknown): void
  /** get reads a named getter; an unknown name logs a developer error and gives undefined. */
  get(name: GetterName | (string & {})): unknown
  getState(): StoreState
  subscribe(listener: () => void): () => void
  /** configure updates what the store reads from the table's props (not a mutation: it notifies nobody). */
  configure(ctx: StoreContext): void
}

/** TableLegacyHandle is what the table's ref gives: the store's commit and get. */
export type TableLegacyHandle = Pick<TableLegacyStore, 'commit' | 'get'>

/**
 * createTableStore makes a store from its first state. report receives every
 * developer error (the view passes console.error). State changes are
 * synchronous: a get right after a commit reads the new state.
 */
export function createTableStore(initial: StoreState, ctx: StoreContext, report: (message: string) => void): TableLegacyStore {
  let state = initial
  let context = ctx
  const listeners = new Set<() => void>()
  return {
    commit(name, payload) {
      const result = commitMutation(state, name, payload, context)
      if (result.error) {
        report(result.error)
        return
      }
      if (result.state === state) return
      state = result.state
      for (const l of [...listeners]) l()
    },
    get(name) {
      const result = readGetter(state, name, context)
      if (result.error) report(result.error)
      return result.value
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    configure(next) {
      context = next
    },
  }
}
