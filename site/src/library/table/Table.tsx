import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier, type UniqueIdentifier } from '@dnd-kit/core'
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Fragment, useId, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { Icon } from '../icon/Icon'
import { Skeleton } from '../loadings/Loading'
import { Pagination } from '../pagination/Pagination'
import { revealFocus } from '../reveal-focus'
import { useValidatedProps } from '../use-validated-props'
import { withDefaults } from '../with-defaults'
import { TableContext } from './context'
import { ACTIONS_COLUMN_ID, ADJACENT_PAGES, ariaSort, EXPAND_COLUMN_ID, moveColumn, SELECT_COLUMN_ID, SKELETON_ROW_HEIGHT, SKELETON_ROWS, TABLE_DEFAULTS, type Ordering } from './logic'
import type { TableColumn, TableProps } from './schema'
import styles from './Table.module.css'
import { useTable, type TableApi, type TanRow } from './use-table'

const loadSchema = () => import('./schema').then((m) => m.tableSchema)

/** horizontalOnly keeps a dragged column header on its row. */
const horizontalOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 })

/**
 * Table shows rows of data under sortable, reorderable column headers: row
 * selection with a checkbox (Shift-click selects a range), expandable rows,
 * row actions, and pagination local or remote with a footer. TanStack Table
 * keeps the row models (sorting, pages, selection ranges); dnd-kit moves the
 * columns; useTable holds the behaviour.
 */
export function Table(props: TableProps) {
  useValidatedProps('Table', loadSchema, props)
  const { t } = useTranslation()
  const { isReorderable } = withDefaults(props, TABLE_DEFAULTS)
  const api = useTable(props)
  const { visibleColumns, byId, dataOrder, captionId } = api
  const header = (columnId: string) => renderHeader(api, columnId, isReorderable)

  const tableElement = (
    <table className={styles.table} aria-busy={api.isLoading || undefined} aria-labelledby={captionId}>
      <caption id={captionId} className={styles.hidden}>
        {api.label}
      </caption>
      <thead>
        <tr>{isReorderable ? <ReorderableHeaders order={dataOrder} fixed={visibleColumns.filter((c) => !byId.has(c))} render={header} visible={visibleColumns} /> : visibleColumns.map(header)}</tr>
      </thead>
      <tbody>
        <TableBody api={api} emptyText={props.emptyText} renderExpandedRow={props.renderExpandedRow} />
      </tbody>
    </table>
  )

  return (
    <TableContext.Provider value={api.contextValue}>
      <div className={styles.root} {...api.getRootProps()}>
        <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0} onFocus={revealFocus}>
          {isReorderable ? (
            <ColumnDnd labels={byId} order={dataOrder} onMove={api.moveColumns}>
              {tableElement}
            </ColumnDnd>
          ) : (
            tableElement
          )}
        </div>
        {api.isLoading && (
          <p role="status" className={styles.hidden}>
            {t('table.loading')}
          </p>
        )}
        {(api.paginated || api.selectionCount > 0) && <TableFooter api={api} />}
      </div>
    </TableContext.Provider>
  )
}

/** renderHeader is the header cell of a column: the expand, select and actions columns, or a data column's (sortable, movable). */
function renderHeader(api: TableApi, columnId: string, isReorderable: boolean): ReactNode {
  if (columnId === EXPAND_COLUMN_ID || columnId === ACTIONS_COLUMN_ID) {
    const expand = columnId === EXPAND_COLUMN_ID
    return (
      <th key={columnId} scope="col" className={expand ? styles.fixed : styles.actionsHeader} data-column={columnId}>
        <HiddenText k={expand ? 'table.details' : 'table.actions'} />
      </th>
    )
  }
  if (columnId === SELECT_COLUMN_ID) {
    return (
      <th key={columnId} scope="col" className={styles.fixed} data-column={columnId}>
        <input className={styles.checkbox} {...api.getHeaderCheckboxProps()} />
      </th>
    )
  }
  const column = api.byId.get(columnId)
  if (!column) return null
  return isReorderable ? (
    <SortableHeader key={columnId} column={column} ordering={api.ordering} onSort={api.sortBy} />
  ) : (
    <HeaderCell key={columnId} column={column} ordering={api.ordering} onSort={api.sortBy} />
  )
}

function HiddenText({ k }: { k: 'table.details' | 'table.actions' }) {
  const { t } = useTranslation()
  return <span className={styles.hidden}>{t(k)}</span>
}

/** renderCell is a row's cell of a column: its expand button, checkbox, actions, or the data column's value. */
function renderCell(api: TableApi, columnId: string, row: TanRow): ReactNode {
  const r = row.original
  if (columnId === EXPAND_COLUMN_ID) {
    const button = api.getExpandButtonProps(row)
    return (
      <td key={columnId} className={styles.fixed}>
        {button && (
          <button className={styles.iconButton} {...button}>
            <Icon name={button['aria-expanded'] ? 'chevron_down' : 'chevron_right'} />
          </button>
        )}
      </td>
    )
  }
  if (columnId === SELECT_COLUMN_ID) {
    return (
      <td key={columnId} className={styles.fixed}>
        <input className={styles.checkbox} {...api.getRowCheckboxProps(row)} />
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
  const column = api.byId.get(columnId)
  if (!column) return null
  const value = r.cells[columnId]
  return (
    <td key={columnId} data-align={alignmentOf(column)} data-numeric={column.isNumeric ? 'true' : undefined} style={widthStyle(column)}>
      {column.render ? column.render(value ?? null, r) : api.cellText(column, value)}
    </td>
  )
}

/** TableBody is the rows of the page: skeletons while loading, the empty message, or the rows with their expanded content. */
function TableBody({ api, emptyText, renderExpandedRow }: { api: TableApi; emptyText: TableProps['emptyText']; renderExpandedRow: TableProps['renderExpandedRow'] }) {
  const { t } = useTranslation()
  const width = api.visibleColumns.length
  if (api.viewState === 'loading') {
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton-${i}`} data-skeleton-row="">
        <td colSpan={width} className={styles.skeletonCell}>
          <Skeleton shape="block" height={SKELETON_ROW_HEIGHT} />
        </td>
      </tr>
    ))
  }
  if (api.viewState === 'empty') {
    return (
      <tr data-empty-row="">
        <td colSpan={width} className={styles.empty}>
          {emptyText ?? t('table.noItems')}
        </td>
      </tr>
    )
  }
  return api.pageRows.map((row) => {
    const r = row.original
    return (
      <Fragment key={row.id}>
        <tr className={[styles.row, r.className].filter(Boolean).join(' ')} {...api.getRowProps(row)}>
          {api.visibleColumns.map((c) => renderCell(api, c, row))}
        </tr>
        {api.isOpen(row) && renderExpandedRow && (
          <tr className={styles.detailRow} data-detail-row={row.id}>
            <td colSpan={width}>{renderExpandedRow(r)}</td>
          </tr>
        )}
      </Fragment>
    )
  })
}

/** TableFooter counts the results and the selection, and holds the page size and pagination. */
function TableFooter({ api }: { api: TableApi }) {
  const { t } = useTranslation()
  const { page, results, selectionCount } = api
  return (
    <div className={styles.footer} data-table-footer="">
      <p className={styles.counts} role="status">
        {results && <span data-results="">{t('standard-table.resultsCounter', { count: results.total, range: results.range, total: results.total })}</span>}
        {selectionCount > 0 && <span data-selection-count={selectionCount}>{t('standard-table.selectionCount', { count: selectionCount })}</span>}
      </p>
      {api.paginated && (
        <div className={styles.paging}>
          <label className={styles.pageSize}>
            <span>{t('standard-table.itemsPerPage')}</span>
            <select className={styles.select} {...api.getPageSizeSelectProps()}>
              {api.pageSizeOptions.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </label>
          <Pagination
            total={api.rowCount}
            pageSize={page.pageSize}
            pagingStyle="flex"
            adjacentAmount={ADJACENT_PAGES}
            page={page.pageIndex + 1}
            onPageChange={api.onPageChange}
            label={`${t('pagination.label')}: ${api.label}`}
          />
        </div>
      )}
    </div>
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
  // The id of the handles' instructions (aria-describedby): React's, the same on a server and in the hydrating
  // browser. dnd-kit's own counts the contexts a process has rendered, so a server that rendered another table
  // first named instructions the browser never draws.
  const id = useId()
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
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[horizontalOnly]}
      onDragEnd={onDragEnd}
      // The instructions and the live region appear once mounted; in the body, the table's own markup is the same
      // before and after it hydrates. (Read only after mount: no document is needed to render on a server.)
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('table.dragInstructions') }, container: typeof document === 'undefined' ? undefined : document.body }}
    >
      {children}
    </DndContext>
  )
}
