import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier, type UniqueIdentifier } from '@dnd-kit/core'
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
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
  useTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table'
import { Fragment, useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useControllable } from '../button/use-controllable'
import { Button } from '../button/Button'
import { Icon } from '../icon/Icon'
import { Skeleton } from '../loadings/Loading'
import { Pagination } from '../pagination/Pagination'
import { useValidatedProps } from '../use-validated-props'
import { TableContext, type TableContextValue } from './context'
import {
  ACTIONS_COLUMN_ID,
  ADJACENT_PAGES,
  ariaSort,
  changePageSize,
  compareCellValues,
  completeColumnOrder,
  decimalSeparatorOf,
  DEFAULT_PAGE_SIZE,
  EXPAND_COLUMN_ID,
  formatNumber,
  leafOrder,
  moveColumn,
  nextOrdering,
  normalizePageState,
  NUMBER_DECIMAL_PLACES,
  pageKey,
  resultsRange,
  SELECT_COLUMN_ID,
  SKELETON_ROW_HEIGHT,
  SKELETON_ROWS,
  tableViewState,
  toggleExpansion,
  usablePageSizeOptions,
  visibleSelection,
  type CellValue,
  type Ordering,
  type PageState,
} from './logic'
import type { TableColumn, TableProps, TableRow } from './schema'
import styles from './Table.module.css'

const loadSchema = () => import('./schema').then((m) => m.tableSchema)

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
type TanRow = Row<Features, TableRow>

const EMPTY: string[] = []

/** cellSort orders two rows by a column's cells, for the sorted row model. */
const cellSort = (a: TanRow, b: TanRow, columnId: string) => compareCellValues(a.original.cells[columnId], b.original.cells[columnId])

/** horizontalOnly keeps a dragged column header on its row. */
const horizontalOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 })

const resolve = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater)

const toMap = (ids: readonly string[]): Record<string, true> => Object.fromEntries(ids.map((id) => [id, true as const]))

/** isInteractive tells whether a click landed on a control inside a row, which the row's own click leaves alone. */
const isInteractive = (target: EventTarget | null) => target instanceof Element && target.closest('button, a, input, select, textarea, label, [role="button"]') !== null

/**
 * Table shows rows of data under sortable, reorderable column headers: row
 * selection with a checkbox (Shift-click selects a range), expandable rows,
 * row actions, and pagination local or remote with a footer. TanStack Table
 * keeps the row models (sorting, pages, selection ranges); dnd-kit moves the
 * columns.
 */
export function Table(props: TableProps) {
  useValidatedProps('Table', loadSchema, props)
  const { t, i18n } = useTranslation()
  const { id, label, columns, rows, isLoading = false, selectionMode = 'off', expansionMode = 'off', renderExpandedRow, isReorderable = false } = props
  const regionId = useId()
  const decimalSeparator = decimalSeparatorOf(i18n.language)

  // ordering: controlled or kept here
  const [ordering, setOrdering] = useControllable<Ordering | null>(props.ordering, props.defaultOrdering ?? null, props.onOrderingChange)

  // pagination: pageIndex given means controlled
  const paginated = props.pagination !== undefined
  const paginationType = props.pagination?.type ?? 'local'
  const remote = paginated && paginationType === 'remote'
  const pageSizeOptions = usablePageSizeOptions(props.pagination?.pageSizeOptions)
  const rowCount = remote ? (props.pagination?.rowCount ?? null) : rows.length
  const [ownPage, setOwnPage] = useState<PageState>(() => normalizePageState({ pageSize: props.pagination?.pageSize }, pageSizeOptions, null))
  const pageControlled = props.pagination?.pageIndex !== undefined
  const rawPage = pageControlled ? { pageIndex: props.pagination?.pageIndex ?? 0, pageSize: props.pagination?.pageSize ?? DEFAULT_PAGE_SIZE } : ownPage
  const { pageIndex, pageSize } = normalizePageState(rawPage, pageSizeOptions, rowCount)
  const page: PageState = { pageIndex, pageSize }
  const currentPageKey = pageKey({ pageIndex, pageSize })

  // selection: the ids, and the page they were chosen on (single-page mode)
  const [selectedIds, setSelectedIds] = useControllable<string[]>(props.selectedRows, props.defaultSelectedRows ?? EMPTY, props.onSelectedRowsChange)
  const [selectionPage, setSelectionPage] = useState<string | null>(null)
  const [expandedIds, setExpandedIds] = useControllable<string[]>(props.expandedRows, props.defaultExpandedRows ?? EMPTY, props.onExpandedRowsChange)
  const [orderIds, setOrderIds] = useControllable<string[]>(props.columnOrder, props.defaultColumnOrder ?? EMPTY, props.onColumnOrderChange)
  const hiddenIds = props.hiddenColumns ?? props.defaultHiddenColumns ?? EMPTY

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
      ...columns.map((c) => ({ id: c.id, accessorFn: (r: TableRow) => r.cells[c.id] ?? null, enableSorting: c.isSortable ?? false, sortFn: cellSort, enableHiding: c.isHideable ?? true })),
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

  const table = useTable({
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

  const sortBy = (column: TableColumn) => setOrdering(nextOrdering(ordering, column.id, column.sortBehavior))

  const toggleRow = (rowId: string) => setExpandedIds(toggleExpansion(expandedIds, rowId, expansionMode))

  const contextValue: TableContextValue = { id, selectedRows: shownSelection, setSelectedRows: chooseRows, ordering, page: paginated ? { pageIndex, pageSize } : null }

  const cellText = (column: TableColumn, value: CellValue): ReactNode => {
    if (value === null || value === undefined) return ''
    if (typeof value === 'boolean') return value ? t('table.yes') : t('table.no')
    if (typeof value === 'number' && column.isNumeric) return formatNumber(value, decimalSeparator, column.decimalPlaces ?? NUMBER_DECIMAL_PLACES)
    return String(value)
  }

  const allOnPage = pageRows.filter((r) => r.getCanSelect())
  const selectedOnPage = allOnPage.filter((r) => shownSelection.includes(r.id)).length
  const headerChecked = allOnPage.length > 0 && selectedOnPage === allOnPage.length
  const headerMixed = selectedOnPage > 0 && !headerChecked

  const renderHeader = (columnId: string) => {
    if (columnId === EXPAND_COLUMN_ID) {
      return (
        <th key={columnId} scope="col" className={styles.fixed} data-column={columnId}>
          <span className={styles.hidden}>{t('table.details')}</span>
        </th>
      )
    }
    if (columnId === SELECT_COLUMN_ID) {
      return (
        <th key={columnId} scope="col" className={styles.fixed} data-column={columnId}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={t('table.selectAll')}
            checked={headerChecked}
            ref={(el) => {
              if (el) el.indeterminate = headerMixed
            }}
            disabled={isLoading || allOnPage.length === 0}
            onChange={() => chooseRows(headerChecked ? shownSelection.filter((s) => !pageRowIds.includes(s)) : [...new Set([...shownSelection, ...allOnPage.map((r) => r.id)])])}
          />
        </th>
      )
    }
    if (columnId === ACTIONS_COLUMN_ID) {
      return (
        <th key={columnId} scope="col" className={styles.actionsHeader} data-column={columnId}>
          <span className={styles.hidden}>{t('table.actions')}</span>
        </th>
      )
    }
    const column = byId.get(columnId)
    if (!column) return null
    return isReorderable ? (
      <SortableHeader key={columnId} column={column} ordering={ordering} onSort={sortBy} />
    ) : (
      <HeaderCell key={columnId} column={column} ordering={ordering} onSort={sortBy} />
    )
  }

  const renderCell = (columnId: string, row: TanRow) => {
    const r = row.original
    if (columnId === EXPAND_COLUMN_ID) {
      const open = row.getIsExpanded()
      return (
        <td key={columnId} className={styles.fixed}>
          {row.getCanExpand() && (
            <button type="button" className={styles.iconButton} aria-expanded={open} aria-label={open ? t('table.collapseRow') : t('table.expandRow')} data-expand="" onClick={() => toggleRow(row.id)}>
              <Icon name={open ? 'chevron_down' : 'chevron_right'} />
            </button>
          )}
        </td>
      )
    }
    if (columnId === SELECT_COLUMN_ID) {
      return (
        <td key={columnId} className={styles.fixed}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={t('table.selectRow')}
            checked={shownSelection.includes(row.id)}
            disabled={!row.getCanSelect() || isLoading}
            data-select=""
            onChange={row.getToggleSelectedHandler()}
          />
        </td>
      )
    }
    if (columnId === ACTIONS_COLUMN_ID) {
      return (
        <td key={columnId} className={styles.actions}>
          <span className={styles.actionList}>
            {(r.actions ?? []).map((a) => (
              <Button key={a.label} variant="text" size="small" icon={a.icon} helpText={a.label} isDisabled={a.isDisabled || r.isDisabled} onClick={() => a.onClick?.(r)} />
            ))}
          </span>
        </td>
      )
    }
    const column = byId.get(columnId)
    if (!column) return null
    const value = r.cells[columnId]
    return (
      <td key={columnId} data-align={alignmentOf(column)} data-numeric={column.isNumeric ? 'true' : undefined} style={widthStyle(column)}>
        {column.render ? column.render(value ?? null, r) : cellText(column, value)}
      </td>
    )
  }

  const clickable = (r: TableRow) => typeof r.onClick === 'function' && !r.isDisabled && !r.isClickDisabled
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, r: TableRow) => {
    if (!clickable(r) || isInteractive(event.target)) return
    r.onClick?.(r)
  }
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, r: TableRow) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget || !clickable(r)) return
    event.preventDefault()
    r.onClick?.(r)
  }

  const width = visibleColumns.length
  let body: ReactNode
  if (viewState === 'loading') {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton-${i}`} data-skeleton-row="">
        <td colSpan={width} className={styles.skeletonCell}>
          <Skeleton shape="block" height={SKELETON_ROW_HEIGHT} />
        </td>
      </tr>
    ))
  } else if (viewState === 'empty') {
    body = (
      <tr data-empty-row="">
        <td colSpan={width} className={styles.empty}>
          {props.emptyText ?? t('table.noItems')}
        </td>
      </tr>
    )
  } else {
    body = pageRows.map((row) => {
      const r = row.original
      const isClickable = clickable(r)
      const open = row.getIsExpanded() && row.getCanExpand()
      return (
        <Fragment key={row.id}>
          <tr
            className={[styles.row, r.className].filter(Boolean).join(' ')}
            data-row-id={row.id}
            data-selected={shownSelection.includes(row.id) ? 'true' : undefined}
            data-disabled={r.isDisabled ? 'true' : undefined}
            data-clickable={isClickable ? 'true' : undefined}
            data-expanded={open ? 'true' : undefined}
            tabIndex={isClickable ? 0 : undefined}
            onClick={isClickable ? (e) => onRowClick(e, r) : undefined}
            onKeyDown={isClickable ? (e) => onRowKey(e, r) : undefined}
          >
            {visibleColumns.map((c) => renderCell(c, row))}
          </tr>
          {open && renderExpandedRow && (
            <tr className={styles.detailRow} data-detail-row={row.id}>
              <td colSpan={width}>{renderExpandedRow(r)}</td>
            </tr>
          )}
        </Fragment>
      )
    })
  }

  const tableElement = (
    <table className={styles.table} aria-busy={isLoading || undefined} aria-labelledby={`${regionId}-caption`}>
      <caption id={`${regionId}-caption`} className={styles.hidden}>
        {label}
      </caption>
      <thead>
        <tr>{isReorderable ? <ReorderableHeaders order={dataOrder} fixed={visibleColumns.filter((c) => !byId.has(c))} render={renderHeader} visible={visibleColumns} /> : visibleColumns.map(renderHeader)}</tr>
      </thead>
      <tbody>{body}</tbody>
    </table>
  )

  const range = resultsRange(page, rowCount ?? 0)
  const selectionCount = selectionMode === 'single-page' ? shownSelection.length : selectedIds.length
  return (
    <TableContext.Provider value={contextValue}>
      <div className={styles.root} id={id} data-table="" data-state={viewState} data-ordering={ordering ? `${ordering.columnId}:${ordering.direction}` : ''} data-page-index={paginated ? page.pageIndex : undefined} data-page-size={paginated ? page.pageSize : undefined}>
        <div className={styles.scroll} role="region" aria-labelledby={`${regionId}-caption`} tabIndex={0}>
          {isReorderable ? (
            <ColumnDnd labels={byId} order={dataOrder} onMove={(next) => setOrderIds(next)}>
              {tableElement}
            </ColumnDnd>
          ) : (
            tableElement
          )}
        </div>
        {isLoading && (
          <p role="status" className={styles.hidden}>
            {t('table.loading')}
          </p>
        )}
        {(paginated || selectionCount > 0) && (
          <div className={styles.footer} data-table-footer="">
            <p className={styles.counts} role="status">
              {paginated && rowCount !== null && rowCount > 0 && (
                <span data-results="">{t('standard-table.resultsCounter', { count: rowCount, range: `${range.from}–${range.to}`, total: rowCount })}</span>
              )}
              {selectionCount > 0 && <span data-selection-count={selectionCount}>{t('standard-table.selectionCount', { count: selectionCount })}</span>}
            </p>
            {paginated && (
              <div className={styles.paging}>
                <label className={styles.pageSize}>
                  <span>{t('standard-table.itemsPerPage')}</span>
                  <select className={styles.select} value={page.pageSize} data-page-size-select="" onChange={(e) => goTo(changePageSize(Number(e.target.value), pageSizeOptions))}>
                    {pageSizeOptions.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                </label>
                <Pagination
                  total={rowCount}
                  pageSize={page.pageSize}
                  pagingStyle="flex"
                  adjacentAmount={ADJACENT_PAGES}
                  page={page.pageIndex + 1}
                  onPageChange={(p) => goTo({ pageIndex: p - 1, pageSize: page.pageSize })}
                  label={`${t('pagination.label')}: ${label}`}
                />
              </div>
            )}
          </div>
        )}
      </div>
    </TableContext.Provider>
  )
}

/** alignmentOf is a column's alignment: as told, else right for numbers and left for the rest. */
function alignmentOf(column: TableColumn) {
  return column.alignment ?? (column.isNumeric ? 'right' : 'left')
}

function widthStyle(column: TableColumn): CSSProperties | undefined {
  if (!column.width && !column.minWidth && !column.maxWidth) return undefined
  return { width: column.width, minWidth: column.minWidth, maxWidth: column.maxWidth }
}

interface HeaderProps {
  column: TableColumn
  ordering: Ordering | null
  onSort: (column: TableColumn) => void
}

const SORT_ICON = { none: 'arrow_up_down', ascending: 'arrow_up', descending: 'arrow_down' } as const

function HeaderContent({ column, ordering, onSort }: HeaderProps) {
  if (!column.isSortable) return <span className={styles.headerLabel}>{column.label}</span>
  const sort = ariaSort(ordering, column.id)
  return (
    <button type="button" className={styles.sortButton} data-sort-button={column.id} onClick={() => onSort(column)}>
      <span className={styles.headerLabel}>{column.label}</span>
      <Icon name={SORT_ICON[sort]} size="small" />
    </button>
  )
}

function HeaderCell(props: HeaderProps) {
  const { column, ordering } = props
  return (
    <th scope="col" data-column={column.id} data-align={alignmentOf(column)} aria-sort={column.isSortable ? ariaSort(ordering, column.id) : undefined} style={widthStyle(column)}>
      <span className={styles.headerInner}>
        <HeaderContent {...props} />
      </span>
    </th>
  )
}

/** SortableHeader is a data column's header that dnd-kit can drag by its handle. */
function SortableHeader(props: HeaderProps) {
  const { column, ordering } = props
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: column.id, attributes: { roleDescription: t('table.movableColumn') } })
  const style: CSSProperties = { ...widthStyle(column), transform: CSS.Translate.toString(transform), transition }
  return (
    <th ref={setNodeRef} scope="col" data-column={column.id} data-align={alignmentOf(column)} data-dragging={isDragging ? 'true' : undefined} aria-sort={column.isSortable ? ariaSort(ordering, column.id) : undefined} style={style}>
      <span className={styles.headerInner}>
        <button type="button" ref={setActivatorNodeRef} className={styles.dragHandle} data-drag-handle={column.id} {...attributes} {...listeners} aria-label={t('table.moveColumn', { label: column.label })}>
          <Icon name="drag_handle" size="small" />
        </button>
        <HeaderContent {...props} />
      </span>
    </th>
  )
}

/** ReorderableHeaders are the header cells of a table whose data columns move: the fixed ones first, then the sortable ones. */
function ReorderableHeaders({ order, fixed, visible, render }: { order: string[]; fixed: string[]; visible: string[]; render: (id: string) => ReactNode }) {
  const movable = order.filter((id) => visible.includes(id))
  const first = fixed.filter((id) => id === EXPAND_COLUMN_ID || id === SELECT_COLUMN_ID)
  const last = fixed.filter((id) => id === ACTIONS_COLUMN_ID)
  return (
    <>
      {first.map(render)}
      <SortableContext items={movable} strategy={horizontalListSortingStrategy}>
        {movable.map(render)}
      </SortableContext>
      {last.map(render)}
    </>
  )
}

/** ColumnDnd is the drag-and-drop context of the column headers, with announcements in the reader's language. */
function ColumnDnd({ labels, order, onMove, children }: { labels: Map<string, TableColumn>; order: string[]; onMove: (order: string[]) => void; children: ReactNode }) {
  const { t } = useTranslation()
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const nameOf = (id: UniqueIdentifier | undefined) => (id === undefined ? '' : (labels.get(String(id))?.label ?? String(id)))
  const position = (id: UniqueIdentifier | undefined) => order.indexOf(String(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('table.dragStart', { label: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('table.dragOver', { label: nameOf(active.id), position: position(over.id), total: order.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('table.dragEnd', { label: nameOf(active.id), position: position(over.id), total: order.length }) : undefined),
    onDragCancel: ({ active }) => t('table.dragCancel', { label: nameOf(active.id) }),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(moveColumn(order, String(active.id), String(over.id)))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[horizontalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('table.dragInstructions') } }}
    >
      {children}
    </DndContext>
  )
}
