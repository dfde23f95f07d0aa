import { FilterBuilder } from './FilterBuilder'
import { columnsOfTableFilters, fromAppliedFilters, type AppliedFilter, type TableFilterLike } from './logic'

/** TableFiltersApi is what a standard table's renderFilters slot gets (its RenderFiltersApi), as the adapter reads it. */
export interface TableFiltersApi {
  filters: readonly TableFilterLike[]
  appliedFilters: readonly AppliedFilter[]
  setAppliedFilters: (next: AppliedFilter[]) => void
  close: () => void
}

/**
 * renderFilterBuilder fills a standard table's renderFilters slot with a
 * filter builder over the table's filters: it starts from the applied
 * filters and applies each change at once (rows still without a value wait
 * in the builder):
 *
 *   <StandardTable … filters={filters} renderFilters={renderFilterBuilder} />
 */
export function renderFilterBuilder(api: TableFiltersApi) {
  const columns = columnsOfTableFilters(api.filters)
  return <FilterBuilder columns={columns} defaultValue={fromAppliedFilters(api.appliedFilters, columns)} onAppliedFiltersChange={api.setAppliedFilters} />
}
