import { useCallback, useEffect, useMemo } from 'react'
import { useControllable } from '../use-controllable'
import { type AppliedFilter, developerErrors, type Filter, FILTER_BUILDER_DEFAULTS, type FilterColumn, type FiltersAction, filtersReducer, toAppliedFilters, validColumns } from './logic'

/** FiltersModelProps are the props the builder's state reads. */
export interface FiltersModelProps {
  columns: readonly unknown[]
  value?: Filter[]
  defaultValue?: Filter[]
  onValueChange?: (value: Filter[]) => void
  onAppliedFiltersChange?: (filters: AppliedFilter[]) => void
}

/** FiltersModel is the builder's state: its valid columns, the filters and the one way to change them. */
export interface FiltersModel {
  columns: FilterColumn[]
  filters: Filter[]
  dispatch: (action: FiltersAction) => void
}

/**
 * useFilters holds the list of filters (controlled or not) and changes it
 * through the reducer, over the valid columns only. It logs the developer
 * errors of the columns and filters (invalid type, invalid operations,
 * column not found) once for each set of them, naming the component, and
 * reports the applied filters when they change.
 */
export function useFilters(component: string, props: FiltersModelProps): FiltersModel {
  const columnsKey = JSON.stringify(props.columns)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => validColumns(props.columns), [columnsKey])
  const [filters, setFilters] = useControllable<Filter[]>(props.value, props.defaultValue ?? FILTER_BUILDER_DEFAULTS.defaultValue, props.onValueChange)

  const errors = developerErrors(component, props.columns, filters).join('\n')
  useEffect(() => {
    if (errors) for (const e of errors.split('\n')) console.error(e)
  }, [errors])

  const { onAppliedFiltersChange } = props
  const dispatch = useCallback(
    (action: FiltersAction) => {
      const next = filtersReducer(filters, action, columns)
      if (next === filters) return
      setFilters([...next])
      const before = JSON.stringify(toAppliedFilters(filters, columns))
      const after = toAppliedFilters(next, columns)
      if (JSON.stringify(after) !== before) onAppliedFiltersChange?.(after)
    },
    [filters, columns, setFilters, onAppliedFiltersChange],
  )
  return { columns, filters, dispatch }
}
