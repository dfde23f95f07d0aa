import { createContext, useCallback, useContext, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { Popover } from '../popover/Popover'
import { Tag, TagList } from '../tag/Tag'
import { contextError } from '../table/context'
import { coercePageSize, decimalSeparatorOf, emptyMessageKey, formatNumber, normalizePageState, usablePageSizeOptions, type Ordering, type PageState } from '../table/logic'
import { Table } from '../table/Table'
import type { TableRow } from '../table/schema'
import { useValidatedProps } from '../use-validated-props'
import {
  applyLocalQuery,
  describeAppliedFilter,
  effectivePagination,
  emptyReason,
  fetchRequestOf,
  filtersKey,
  INITIAL_STATE,
  nextEmission,
  OPERATION_GROUPS,
  restoreState,
  sanitizeAppliedFilters,
  SEARCH_DEBOUNCE_MS,
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
import styles from './StandardTable.module.css'
import { noStorage } from './storage'

const loadSchema = () => import('./schema').then((m) => m.standardTableSchema)

const NO_FILTERS: TableFilter[] = []
const NO_APPLIED: AppliedFilter[] = []
const NO_IDS: string[] = []

/** StandardTableContextValue is what parts inside a standard table (a filter builder in renderFilters) can read and set. */
export interface StandardTableContextValue {
  id: string
  filters: TableFilter[]
  request: FetchRequest
  setAppliedFilters: (next: AppliedFilter[]) => void
  setSearch: (search: string) => void
}

const StandardTableContext = createContext<StandardTableContextValue | null>(null)

/**
 * useStandardTableContext reads the standard table around a part. Outside
 * one it logs the developer error ('could not find the context') and
 * returns null.
 */
export function useStandardTableContext(component = 'useStandardTableContext'): StandardTableContextValue | null {
  const value = useContext(StandardTableContext)
  if (value === null) console.error(contextError(component, 'StandardTable'))
  return value
}

/**
 * StandardTable is a table with a toolbar: a search (applied 500 ms after
 * the last keystroke), the filters in a popover, and a column chooser. It
 * keeps its state (applied filters, column order, hidden columns, ordering,
 * pagination, search) and loads and saves it through a pluggable storage.
 * It emits one fetch request on the first render and one on every change of
 * filters, ordering, pagination or search: remote tables answer it with the
 * rows of a page; local tables search, filter, sort and page their rows
 * themselves.
 */
export function StandardTable(props: StandardTableProps) {
  useValidatedProps('StandardTable', loadSchema, props)
  const { t, i18n } = useTranslation()
  const { id, label, columns, rows, isLoading = false, isSearchable = true, storage = noStorage, onFetchRequest, onStateChange } = props
  const filters = props.filters ?? NO_FILTERS
  const remote = props.pagination?.type === 'remote'
  const pageSizeOptions = usablePageSizeOptions(props.pagination?.pageSizeOptions)
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns])

  // The state: the defaults of the props, then what the storage kept (checked against the table).
  const [state, dispatch] = useReducer(standardTableReducer, null, () => {
    const fallback: StandardTableState = {
      ...INITIAL_STATE,
      appliedFilters: sanitizeAppliedFilters(props.defaultAppliedFilters ?? NO_APPLIED, filters).kept,
      columnOrder: props.defaultColumnOrder ?? NO_IDS,
      hiddenColumns: props.defaultHiddenColumns ?? NO_IDS,
      ordering: props.defaultOrdering ?? null,
      pagination: normalizePageState({ pageIndex: props.pagination?.pageIndex, pageSize: props.pagination?.pageSize }, pageSizeOptions, null),
      search: props.defaultSearch ?? '',
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

  // Applied filters given by the owner that name no filter are developer errors (SPEC section 8).
  const givenKey = JSON.stringify(props.appliedFilters ?? props.defaultAppliedFilters ?? NO_APPLIED)
  useEffect(() => {
    const given = JSON.parse(givenKey) as unknown[]
    for (const d of sanitizeAppliedFilters(given, filters).dropped) if (d.reason === 'unknown') console.error(`StandardTable: filter not found for id ${JSON.stringify((d.filter as { id?: unknown })?.id)}`)
  }, [givenKey, filters])

  const onAppliedFiltersChange = props.onAppliedFiltersChange
  const setAppliedFilters = useCallback(
    (next: AppliedFilter[]) => {
      const { kept, dropped } = sanitizeAppliedFilters(next, filters)
      for (const d of dropped) if (d.reason === 'unknown') console.error(`StandardTable: filter not found for id ${JSON.stringify((d.filter as { id?: unknown })?.id)}`)
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

  const filtersContent = ({ close }: { close: () => void }) =>
    props.renderFilters ? (
      props.renderFilters({ filters, appliedFilters: applied, setAppliedFilters, close })
    ) : (
      <div className={styles.panel} data-filters-panel="">
        <p className={styles.panelTitle}>{t('standard-table.appliedFilters')}</p>
        {applied.length === 0 ? (
          <p className={styles.none}>{t('filters.emptyList')}</p>
        ) : (
          <>
            <TagList label={t('standard-table.appliedFilters')}>
              {applied.map((a, i) => {
                const filter = filters.find((f) => f.id === a.id)
                // the label is part of the text, so the tag's remove button names the whole filter
                return filter ? <Tag key={`${a.id}-${i}`} text={`${filter.label}: ${describeAppliedFilter(a, filter, words)}`} onClose={() => setAppliedFilters(applied.filter((_, j) => j !== i))} /> : null
              })}
            </TagList>
            <button type="button" className={styles.textButton} data-clear-filters="" onClick={() => setAppliedFilters([])}>
              {t('standard-table.clearAll')}
            </button>
          </>
        )}
      </div>
    )

  const hideable = columns.filter((c) => c.isHideable !== false)
  const orderedColumns = [...state.columnOrder.filter((cid) => columnIds.includes(cid)), ...columnIds.filter((cid) => !state.columnOrder.includes(cid))]
    .map((cid) => columns.find((c) => c.id === cid))
    .filter((c) => c !== undefined)
  const columnsContent = (
    <fieldset className={styles.panel} data-columns-panel="">
      <legend className={styles.panelTitle}>{t('standard-table.editColumns')}</legend>
      <ul className={styles.checkList}>
        {orderedColumns.map((c) => {
          const shown = !state.hiddenColumns.includes(c.id)
          const onlyOne = shown && columnIds.filter((cid) => !state.hiddenColumns.includes(cid)).length <= 1
          return (
            <li key={c.id}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={shown}
                  disabled={c.isHideable === false || onlyOne}
                  data-column-toggle={c.id}
                  onChange={() => dispatch({ type: 'hiddenColumns', hiddenColumns: toggleHidden(state.hiddenColumns, c.id, columnIds) })}
                />
                <span>{c.label}</span>
              </label>
            </li>
          )
        })}
      </ul>
      <button type="button" className={styles.textButton} disabled={state.hiddenColumns.length === 0 || hideable.length === 0} onClick={() => dispatch({ type: 'hiddenColumns', hiddenColumns: [] })}>
        {t('standard-table.showAll')}
      </button>
    </fieldset>
  )

  const viewState = standardTableViewState(isLoading, visibleRows.length, request)
  return (
    <StandardTableContext.Provider value={context}>
      <div className={styles.root} data-standard-table={id} data-state={viewState}>
        <div className={styles.toolbar}>
          {isSearchable && <SearchField key={searchVersion} initial={state.search} onApply={applySearch} />}
          <div className={styles.tools}>
            {filters.length > 0 && (
              <Popover content={filtersContent} label={t('standard-table.editFilters')} size={props.renderFilters ? 'xl' : 'lg'} placement="bottom">
                <button type="button" className={styles.tool} data-edit-filters="">
                  <Icon name="filter" size="small" />
                  <span>{t('standard-table.editFilters')}</span>
                  {applied.length > 0 && (
                    <>
                      {' '}
                      <span className={styles.count}>{applied.length}</span>
                    </>
                  )}
                </button>
              </Popover>
            )}
            <Popover content={columnsContent} label={t('standard-table.editColumns')} size="md" placement="bottom">
              <button type="button" className={styles.tool} data-edit-columns="">
                <Icon name="columns" size="small" />
                <span>{t('standard-table.editColumns')}</span>
              </button>
            </Popover>
          </div>
        </div>
        <Table
          id={`${id}-table`}
          label={label}
          columns={columns}
          rows={visibleRows as TableRow[]}
          isLoading={isLoading}
          emptyText={t(emptyMessageKey(emptyReason(request)))}
          ordering={state.ordering}
          onOrderingChange={(ordering: Ordering | null) => dispatch({ type: 'ordering', ordering })}
          pagination={{ pageIndex, pageSize, pageSizeOptions: [...pageSizeOptions], rowCount: rowCount ?? undefined, type: remote ? 'remote' : 'local' }}
          onPaginationChange={onPaginationChange}
          selectionMode={props.selectionMode}
          onSelectedRowsChange={props.onSelectedRowsChange}
          expansionMode={props.expansionMode}
          renderExpandedRow={props.renderExpandedRow}
          isReorderable={props.isReorderable ?? true}
          columnOrder={state.columnOrder}
          onColumnOrderChange={(columnOrder) => dispatch({ type: 'columnOrder', columnOrder })}
          hiddenColumns={state.hiddenColumns}
        />
      </div>
    </StandardTableContext.Provider>
  )
}

/**
 * SearchField is the toolbar's search: what is typed applies 500 ms after
 * the last keystroke, or at once on Enter. It keeps the text itself, so
 * typing does not draw the table again until the search applies.
 */
function SearchField({ initial, onApply }: { initial: string; onApply: (search: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(initial)
  useEffect(() => {
    const timer = setTimeout(() => onApply(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onApply])
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    onApply(text)
  }
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.hidden}>
        {t('standard-table.search')}
      </label>
      <Icon name="search" size="small" />
      <input id={id} type="search" className={styles.searchInput} placeholder={t('standard-table.search')} value={text} data-search="" onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
    </div>
  )
}
