import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { coercePageSize, decimalSeparatorOf, emptyMessageKey, formatNumber, normalizePageState, usablePageSizeOptions, type Ordering, type PageState } from '../table/logic'
import type { TableProps, TableRow } from '../table/schema'
import {
  applyLocalQuery,
  effectivePagination,
  emptyReason,
  fetchRequestOf,
  filtersKey,
  INITIAL_STATE,
  nextEmission,
  OPERATION_GROUPS,
  restoreState,
  sanitizeAppliedFilters,
  STANDARD_TABLE_DEFAULTS,
  standardTableReducer,
  standardTableViewState,
  storedState,
  toggleHidden,
  type AppliedFilter,
  type FetchRequest,
  type FilterWords,
  type StandardTableState,
  type TableFilter,
} from './logic'
import type { StandardTableProps } from './schema'
import { noStorage } from './storage'

const NO_APPLIED: AppliedFilter[] = []

/** StandardTableContextValue is what parts inside a standard table (a filter builder in renderFilters) can read and set. */
export interface StandardTableContextValue {
  id: string
  filters: TableFilter[]
  request: FetchRequest
  setAppliedFilters: (next: AppliedFilter[]) => void
  setSearch: (search: string) => void
}

/** logUnknownFilters logs a developer error for each applied filter that names no filter. */
function logUnknownFilters(dropped: ReturnType<typeof sanitizeAppliedFilters>['dropped']) {
  for (const d of dropped) if (d.reason === 'unknown') console.error(`StandardTable: filter not found for id ${JSON.stringify((d.filter as { id?: unknown })?.id)}`)
}

/**
 * useStandardTable is the behaviour of StandardTable: its state (applied
 * filters, column order, hidden columns, ordering, pagination, search),
 * loaded from and saved to the storage; the local query of a local table;
 * one fetch request on the first render and one per change; and the props
 * of the column chooser and of the Table inside.
 */
export function useStandardTable(props: StandardTableProps) {
  const { t, i18n } = useTranslation()
  // storage has no schema default (an object of functions): noStorage stands in for it here.
  const { id, label, columns, rows, storage = noStorage, onFetchRequest, onStateChange } = props
  const isLoading = props.isLoading ?? STANDARD_TABLE_DEFAULTS.isLoading
  const isSearchable = props.isSearchable ?? STANDARD_TABLE_DEFAULTS.isSearchable
  const filters = props.filters ?? STANDARD_TABLE_DEFAULTS.filters
  const remote = props.pagination?.type === 'remote'
  const pageSizeOptions = usablePageSizeOptions(props.pagination?.pageSizeOptions)
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns])

  // The state: the defaults of the props, then what the storage kept (checked against the table).
  const [state, dispatch] = useReducer(standardTableReducer, null, () => {
    const fallback: StandardTableState = {
      ...INITIAL_STATE,
      appliedFilters: sanitizeAppliedFilters(props.defaultAppliedFilters ?? STANDARD_TABLE_DEFAULTS.defaultAppliedFilters, filters).kept,
      columnOrder: props.defaultColumnOrder ?? STANDARD_TABLE_DEFAULTS.defaultColumnOrder,
      hiddenColumns: props.defaultHiddenColumns ?? STANDARD_TABLE_DEFAULTS.defaultHiddenColumns,
      ordering: props.defaultOrdering ?? STANDARD_TABLE_DEFAULTS.defaultOrdering,
      pagination: normalizePageState({ pageIndex: props.pagination?.pageIndex, pageSize: props.pagination?.pageSize }, pageSizeOptions, null),
      search: props.defaultSearch ?? STANDARD_TABLE_DEFAULTS.defaultSearch,
    }
    const restored = restoreState(storage.load(id), {
      columnIds: columns.map((c) => c.id),
      sortableIds: columns.filter((c) => c.isSortable).map((c) => c.id),
      filters,
      pageSizeOptions,
      fallback,
    })
    for (const w of restored.warnings) console.warn(w)
    for (const e of restored.errors) console.error(e)
    return restored.state
  })

  // Applied filters: the owner's when controlled, else the state's; the page chosen under other filters is the first.
  const controlledFilters = props.appliedFilters !== undefined
  const applied = useMemo(() => (controlledFilters ? sanitizeAppliedFilters(props.appliedFilters ?? NO_APPLIED, filters).kept : state.appliedFilters), [controlledFilters, props.appliedFilters, filters, state.appliedFilters])
  const appliedKey = filtersKey(applied)
  const [pageChosenUnder, setPageChosenUnder] = useState(appliedKey)

  const visibleRows = useMemo(() => (remote ? rows : applyLocalQuery(rows, { filters: applied, search: state.search }, props.searchColumns ?? columnIds)), [remote, rows, applied, state.search, props.searchColumns, columnIds])
  const rowCount = remote ? (props.pagination?.rowCount ?? null) : visibleRows.length
  const { pageIndex, pageSize } = normalizePageState(effectivePagination(state.pagination, pageChosenUnder, appliedKey), pageSizeOptions, rowCount)

  const request = useMemo(
    () => fetchRequestOf({ appliedFilters: applied, ordering: state.ordering, pagination: { pageIndex, pageSize }, search: state.search }),
    [applied, state.ordering, pageIndex, pageSize, state.search],
  )

  // One fetch request on the first render and one per change of its content.
  const lastRequest = useRef<string | null>(null)
  useEffect(() => {
    const step = nextEmission(lastRequest.current, request)
    if (!step.emit) return
    lastRequest.current = step.key
    onFetchRequest?.(request)
  }, [request, onFetchRequest])

  // The storage keeps every change; the owner hears of it.
  const whole = useMemo(() => storedState({ ...state, appliedFilters: applied, pagination: { pageIndex, pageSize } }), [state, applied, pageIndex, pageSize])
  const lastSaved = useRef<string | null>(null)
  useEffect(() => {
    const json = JSON.stringify(whole)
    if (json === lastSaved.current) return
    const first = lastSaved.current === null
    lastSaved.current = json
    storage.save(id, whole)
    if (!first) onStateChange?.(whole)
  }, [whole, storage, id, onStateChange])

  // Applied filters given by the owner that name no filter are developer errors.
  const givenKey = JSON.stringify(props.appliedFilters ?? props.defaultAppliedFilters ?? STANDARD_TABLE_DEFAULTS.defaultAppliedFilters)
  useEffect(() => {
    const given = JSON.parse(givenKey) as unknown[]
    logUnknownFilters(sanitizeAppliedFilters(given, filters).dropped)
  }, [givenKey, filters])

  const onAppliedFiltersChange = props.onAppliedFiltersChange
  const setAppliedFilters = useCallback(
    (next: AppliedFilter[]) => {
      const { kept, dropped } = sanitizeAppliedFilters(next, filters)
      logUnknownFilters(dropped)
      if (!controlledFilters) dispatch({ type: 'filters', appliedFilters: kept })
      onAppliedFiltersChange?.(kept)
    },
    [filters, controlledFilters, onAppliedFiltersChange],
  )

  // A search set from outside the field (a part in the context) starts the field afresh with it.
  const [searchVersion, setSearchVersion] = useState(0)
  const applySearch = useCallback((search: string) => dispatch({ type: 'search', search }), [])
  const setSearch = useCallback((search: string) => {
    dispatch({ type: 'search', search })
    setSearchVersion((v) => v + 1)
  }, [])

  const onPaginationChange = (next: PageState) => {
    setPageChosenUnder(appliedKey)
    dispatch({ type: 'pagination', pagination: { pageIndex: next.pageIndex, pageSize: coercePageSize(next.pageSize, pageSizeOptions) } })
  }

  const decimalSeparator = decimalSeparatorOf(i18n.language)
  const words: FilterWords = {
    operation: (type, op) => t(`filters.operations.${OPERATION_GROUPS[type]}.${op}`, { defaultValue: op }),
    yes: t('table.yes'),
    no: t('table.no'),
    min: t('standard-table.min'),
    max: t('standard-table.max'),
    from: t('standard-table.startDate'),
    to: t('standard-table.endDate'),
    number: (n, places) => formatNumber(n, decimalSeparator, places ?? 0),
  }

  const context = useMemo<StandardTableContextValue>(() => ({ id, filters, request, setAppliedFilters, setSearch }), [id, filters, request, setAppliedFilters, setSearch])


  const hideable = columns.filter((c) => c.isHideable !== false)
  const shownCount = columnIds.filter((cid) => !state.hiddenColumns.includes(cid)).length
  const orderedColumns = [...state.columnOrder.filter((cid) => columnIds.includes(cid)), ...columnIds.filter((cid) => !state.columnOrder.includes(cid))]
    .map((cid) => columns.find((c) => c.id === cid))
    .filter((c) => c !== undefined)

  return {
    id,
    isSearchable,
    filters,
    /** applied are the applied filters the table shows */
    applied,
    setAppliedFilters,
    /** words name a filter's operation and values in the reader's language */
    words,
    context,
    viewState: standardTableViewState(isLoading, visibleRows.length, request),
    /** the search field: keyed by searchVersion, so a search set from outside starts it afresh */
    search: { key: searchVersion, initial: state.search, onApply: applySearch },
    /** orderedColumns are the columns in the table's order, for the column chooser */
    orderedColumns,
    getColumnToggleProps: (c: { id: string; isHideable?: boolean }) => {
      const shown = !state.hiddenColumns.includes(c.id)
      return {
        type: 'checkbox',
        checked: shown,
        // the last shown column stays
        disabled: c.isHideable === false || (shown && shownCount <= 1),
        'data-column-toggle': c.id,
        onChange: () => dispatch({ type: 'hiddenColumns', hiddenColumns: toggleHidden(state.hiddenColumns, c.id, columnIds) }),
      }
    },
    getShowAllProps: () => ({
      type: 'button' as const,
      disabled: state.hiddenColumns.length === 0 || hideable.length === 0,
      onClick: () => dispatch({ type: 'hiddenColumns', hiddenColumns: [] }),
    }),
    /** getTableProps are the props of the Table inside */
    getTableProps: (): TableProps => ({
      id: `${id}-table`,
      label,
      columns,
      rows: visibleRows as TableRow[],
      isLoading,
      emptyText: t(emptyMessageKey(emptyReason(request))),
      ordering: state.ordering,
      onOrderingChange: (ordering: Ordering | null) => dispatch({ type: 'ordering', ordering }),
      pagination: { pageIndex, pageSize, pageSizeOptions: [...pageSizeOptions], rowCount: rowCount ?? undefined, type: remote ? 'remote' : 'local' },
      onPaginationChange,
      selectionMode: props.selectionMode,
      onSelectedRowsChange: props.onSelectedRowsChange,
      expansionMode: props.expansionMode,
      renderExpandedRow: props.renderExpandedRow,
      isReorderable: props.isReorderable ?? STANDARD_TABLE_DEFAULTS.isReorderable,
      columnOrder: state.columnOrder,
      onColumnOrderChange: (columnOrder: string[]) => dispatch({ type: 'columnOrder', columnOrder }),
      hiddenColumns: state.hiddenColumns,
    }),
  }
}

export type StandardTableApi = ReturnType<typeof useStandardTable>
