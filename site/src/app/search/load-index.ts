import type MiniSearch from 'minisearch'
import { loadIndex, type SearchDoc } from './logic'

let pending: Promise<MiniSearch<SearchDoc>> | undefined

/**
 * loadSearchIndex fetches the index chunk on first use and keeps it in
 * memory, so later searches need no network. A failed fetch is forgotten, so
 * the next opening tries again.
 */
export function loadSearchIndex(): Promise<MiniSearch<SearchDoc>> {
  pending ??= import('virtual:search-index').then((m) => loadIndex(m.default))
  pending.catch(() => {
    pending = undefined
  })
  return pending
}
