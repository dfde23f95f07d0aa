import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable as useTanStackTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table'
import { useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllable } from '../use-controllable'
import { withDefaults } from '../with-defaults'
import type { TableContextValue } from './context'
import {
  ACTIONS_COLUMN_ID,
  changePageSize,
  compareCellValues,
  completeColumnOrder,
  decimalSeparatorOf,
  EXPAND_COLUMN_ID,
  formatNumber,
  leafOrder,
  nextOrdering,
  normalizePageState,
  pageKey,
  resultsRange,
  SELECT_COLUMN_ID,
  TABLE_COLUMN_DEFAULTS,
  TABLE_DEFAULTS,
  TABLE_PAGINATION_DEFAULTS,
  tableViewState,
  toggleExpansion,
  usablePageSizeOptions,
  visibleSelection,
  type CellValue,
  type Ordering,
  type PageState,
} from './logic'
import type { TableColumn, TableProps, TableRow } from './schema'

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  rowExpandingFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
})
type Features = typeof features
/** TanRow is one row of TanStack Table's row model. */
export type TanRow = Row<Features, TableRow>

/** cellSort orders two rows by a column's cells, for the sorted row model. */
const cellSort = (a: TanRow, b: TanRow, columnId: string) => compareCellValues(a.original.cells[columnId], b.original.cells[columnId])

const resolve = <T>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater)

const toMap = (ids: readonly string[]): Record<string, true> => Object.fromEntries(ids.map((id) => [id, true as const]))

/** isInteractive tells whether a click landed on a control inside a row, which the row's own click leaves alone. */
const isInteractive = (target: EventTarget | null) => target instanceof Element && target.closest('button, a, input, select, textarea, label, [role="button"]') !== null

/** clickable tells whether a row answers a click (and Enter). */
const clickable = (r: TableRow) => typeof r.onClick === 'function' && !r.isDisabled && !r.isClickDisabled

/**
 * useTable is the behaviour of Table: its ordering, page, selection,
 * expansion and column order (each controlled or kept here), TanStack
 * Table's row models over them, and the props of the parts that change
 * them (header and row checkboxes, expand buttons, clickable rows, the
 * page size and pagination of the footer), as prop getters.
 */
export function useTable(props: TableProps) {
  const { t, i18n } = useTranslation()
  const { id, label, columns, rows, renderExpandedRow } = props
  const { isLoading, selectionMode, expansionMode, defaultOrdering, defaultSelectedRows, defaultExpandedRows, defaultColumnOrder } = withDefaults(props, TABLE_DEFAULTS)
  const regionId = useId()
  const decimalSeparator = decimalSeparatorOf(i18n.language)

  // ordering: controlled or kept here
  const [ordering, setOrdering] = useControllable<Ordering | null>(props.ordering, defaultOrdering, props.onOrderingChange)

  // pagination: pageIndex given means controlled
  const paginated = props.pagination !== undefined
  const paginationType = props.pagination?.type ?? TABLE_PAGINATION_DEFAULTS.type
  const remote = paginated && paginationType === 'remote'
  const pageSizeOptions = usablePageSizeOptions(props.pagination?.pageSizeOptions)
  const rowCount = remote ? (props.pagination?.rowCount ?? null) : rows.length
  const [ownPage, setOwnPage] = useState<PageState>(() => normalizePageState({ pageSize: props.pagination?.pageSize }, pageSizeOptions, null))
  const pageControlled = props.pagination?.pageIndex !== undefined
  const rawPage = pageControlled ? { pageIndex: props.pagination?.pageIndex ?? 0, pageSize: props.pagination?.pageSize ?? TABLE_PAGINATION_DEFAULTS.pageSize } : ownPage
  const { pageIndex, pageSize } = normalizePageState(rawPage, pageSizeOptions, rowCount)
  const page: PageState = { pageIndex, pageSize }
  const currentPageKey = pageKey({ pageIndex, pageSize })

  // selection: the ids, and the page they were chosen on (single-page mode)
  const [selectedIds, setSelectedIds] = useControllable<string[]>(props.selectedRows, defaultSelectedRows, props.onSelectedRowsChange)
  const [selectionPage, setSelectionPage] = useState<string | null>(null)
  const [expandedIds, setExpandedIds] = useControllable<string[]>(props.expandedRows, defaultExpandedRows, props.onExpandedRowsChange)
  const [orderIds, setOrderIds] = useControllable<string[]>(props.columnOrder, defaultColumnOrder, props.onColumnOrderChange)
  const hiddenIds = props.hiddenColumns ?? props.defaultHiddenColumns ?? TABLE_DEFAULTS.defaultHiddenColumns

  const dataIds = useMemo(() => columns.map((c) => c.id), [columns])
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns])
  const dataOrder = useMemo(() => completeColumnOrder(orderIds, dataIds), [orderIds, dataIds])
  const hasActions = rows.some((r) => (r.actions?.length ?? 0) > 0)
  const expandable = expansionMode !== 'off' && renderExpandedRow !== undefined
  const selectable = selectionMode !== 'off'
  const order = useMemo(() => leafOrder(dataOrder, { expand: expandable, select: selectable, actions: hasActions }), [dataOrder, expandable, selectable, hasActions])

  const columnDefs = useMemo<Array<ColumnDef<Features, TableRow>>>(
    () => [
      ...(expandable ? [{ id: EXPAND_COLUMN_ID, enableSorting: false, enableHiding: false }] : []),
      ...(selectable ? [{ id: SELECT_COLUMN_ID, enableSorting: false, enableHiding: false }] : []),
      ...columns.map((c) => ({ id: c.id, accessorFn: (r: TableRow) => r.cells[c.id] ?? null, enableSorting: c.isSortable ?? TABLE_COLUMN_DEFAULTS.isSortable, sortFn: cellSort, enableHiding: c.isHideable ?? TABLE_COLUMN_DEFAULTS.isHideable })),
      ...(hasActions ? [{ id: ACTIONS_COLUMN_ID, enableSorting: false, enableHiding: false }] : []),
    ],
    [columns, expandable, selectable, hasActions],
  )

  const sorting = useMemo(() => (ordering && byId.get(ordering.columnId)?.isSortable ? [{ id: ordering.columnId, desc: ordering.direction === 'desc' }] : []), [ordering, byId])
  const columnVisibility = useMemo(() => Object.fromEntries(hiddenIds.filter((h) => byId.has(h)).map((h) => [h, false])), [hiddenIds, byId])
  const rowSelection = useMemo(() => toMap(selectedIds), [selectedIds])
  const expanded = useMemo(() => toMap(expandedIds), [expandedIds])

  const chooseRows = (ids: string[]) => {
    setSelectionPage(currentPageKey)
    setSelectedIds(ids)
  }
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => chooseRows(Object.keys(resolve(updater, rowSelection)))

  const table = useTanStackTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (r) => String(r.id),
    state: { sorting, pagination: { pageIndex, pageSize }, rowSelection, expanded, columnOrder: order, columnVisibility },
    onRowSelectionChange,
    manualSorting: remote,
    manualPagination: !paginated || remote,
    rowCount: rowCount ?? undefined,
    autoResetPageIndex: false,
    autoResetExpanded: false,
    autoResetSorting: false,
    enableSortingRemoval: true,
    enableMultiSort: false,
    enableRowSelection: (r) => selectable && !r.original.isDisabled && !r.original.isSelectionDisabled,
    enableMultiRowSelection: true,
    getRowCanExpand: (r) => expandable && !r.original.isDisabled && !r.original.isExpansionDisabled,
  })

  const pageRows = table.getRowModel().rows
  const pageRowIds = pageRows.map((r) => r.id)
  const shownSelection = visibleSelection(selectionMode, selectedIds, selectionPage, currentPageKey, pageRowIds)
  const visibleColumns = table.getVisibleLeafColumns().map((c) => c.id)
  const viewState = tableViewState(isLoading, pageRows.length)

  const goTo = (next: PageState) => {
    if (next.pageIndex === page.pageIndex && next.pageSize === page.pageSize) return
    if (!pageControlled) setOwnPage(next)
    if (props.pagination) props.onPaginationChange?.(next)
    // a page change clears the selection of the single-page mode (and the Shift-click anchor with it)
    if (selectionMode === 'single-page') table.resetRowSelection(true)
  }

  const contextValue: TableContextValue = { id, selectedRows: shownSelection, setSelectedRows: chooseRows, ordering, page: paginated ? { pageIndex, pageSize } : null }

  const allOnPage = pageRows.filter((r) => r.getCanSelect())
  const selectedOnPage = allOnPage.filter((r) => shownSelection.includes(r.id)).length
  const headerChecked = allOnPage.length > 0 && selectedOnPage === allOnPage.length
  const headerMixed = selectedOnPage > 0 && !headerChecked

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, r: TableRow) => {
    if (!clickable(r) || isInteractive(event.target)) return
    r.onClick?.(r)
  }
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, r: TableRow) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget || !clickable(r)) return
    event.preventDefault()
    r.onClick?.(r)
  }

  /** isOpen tells whether a row shows its expanded content below it */
  const isOpen = (row: TanRow) => row.getIsExpanded() && row.getCanExpand()

  const range = resultsRange(page, rowCount ?? 0)
  const selectionCount = selectionMode === 'single-page' ? shownSelection.length : selectedIds.length

  return {
    label,
    isLoading,
    viewState,
    paginated,
    page,
    rowCount,
    pageSizeOptions,
    selectionCount,
    /** captionId names the table and its scrolling region */
    captionId: `${regionId}-caption`,
    /** results is the footer's “1–10 of 23”, or null when there is nothing to count */
    results: paginated && rowCount !== null && rowCount > 0 ? { range: `${range.from}–${range.to}`, total: rowCount } : null,
    ordering,
    byId,
    /** dataOrder is the order of the data columns, hidden ones included */
    dataOrder,
    visibleColumns,
    pageRows,
    contextValue,
    sortBy: (column: TableColumn) => setOrdering(nextOrdering(ordering, column.id, column.sortBehavior)),
    moveColumns: (next: string[]) => setOrderIds(next),
    /** cellText is a cell's value as text: yes/no for booleans, numbers with the locale's separator in numeric columns */
    cellText: (column: TableColumn, value: CellValue): string => {
      if (value === null || value === undefined) return ''
      if (typeof value === 'boolean') return value ? t('table.yes') : t('table.no')
      if (typeof value === 'number' && column.isNumeric) return formatNumber(value, decimalSeparator, column.decimalPlaces ?? TABLE_COLUMN_DEFAULTS.decimalPlaces)
      return String(value)
    },
    getRootProps: () => ({
      id,
      'data-table': '',
      'data-state': viewState,
      'data-ordering': ordering ? `${ordering.columnId}:${ordering.direction}` : '',
      'data-page-index': paginated ? page.pageIndex : undefined,
      'data-page-size': paginated ? page.pageSize : undefined,
    }),
    getHeaderCheckboxProps: () => ({
      type: 'checkbox',
      'aria-label': t('table.selectAll'),
      checked: headerChecked,
      ref: (el: HTMLInputElement | null) => {
        if (el) el.indeterminate = headerMixed
      },
      disabled: isLoading || allOnPage.length === 0,
      onChange: () => chooseRows(headerChecked ? shownSelection.filter((s) => !pageRowIds.includes(s)) : [...new Set([...shownSelection, ...allOnPage.map((r) => r.id)])]),
    }),
    getRowCheckboxProps: (row: TanRow) => ({
      type: 'checkbox',
      'aria-label': t('table.selectRow'),
      checked: shownSelection.includes(row.id),
      disabled: !row.getCanSelect() || isLoading,
      'data-select': '',
      onChange: row.getToggleSelectedHandler(),
    }),
    /** getExpandButtonProps are the props of a row's expand button, or null for a row that does not expand */
    getExpandButtonProps: (row: TanRow) => {
      if (!row.getCanExpand()) return null
      const open = row.getIsExpanded()
      return {
        type: 'button' as const,
        'aria-expanded': open,
        'aria-label': open ? t('table.collapseRow') : t('table.expandRow'),
        'data-expand': '',
        onClick: () => setExpandedIds(toggleExpansion(expandedIds, row.id, expansionMode)),
      }
    },
    isOpen,
    getRowProps: (row: TanRow) => {
      const r = row.original
      const isClickable = clickable(r)
      return {
        'data-row-id': row.id,
        'data-selected': shownSelection.includes(row.id) ? 'true' : undefined,
        'data-disabled': r.isDisabled ? 'true' : undefined,
        'data-clickable': isClickable ? 'true' : undefined,
        'data-expanded': isOpen(row) ? 'true' : undefined,
        tabIndex: isClickable ? 0 : undefined,
        onClick: isClickable ? (e: MouseEvent<HTMLTableRowElement>) => onRowClick(e, r) : undefined,
        onKeyDown: isClickable ? (e: KeyboardEvent<HTMLTableRowElement>) => onRowKey(e, r) : undefined,
      }
    },
    getPageSizeSelectProps: () => ({
      value: page.pageSize,
      'data-page-size-select': '',
      onChange: (e: { target: { value: string } }) => goTo(changePageSize(Number(e.target.value), pageSizeOptions)),
    }),
    /** onPageChange goes to a page counted from 1, as Pagination tells it */
    onPageChange: (p: number) => goTo({ pageIndex: p - 1, pageSize: page.pageSize }),
  }
}

export type TableApi = ReturnType<typeof useTable>
