import { useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { Pagination } from '../pagination/Pagination'
import { revealFocus } from '../reveal-focus'
import { useValidatedProps } from '../use-validated-props'
import { activeSort, ariaSort, cellText, DEFAULT_ALIGNMENT, initialState, pageCount, pageSlice, rowKeyOf, type Sort, SORT_ICONS, sortRows, type StoreContext, TABLE_LEGACY_DEFAULTS, tableState, translateCount } from './logic'
import type { TableLegacyProps, TableLegacyTranslations } from './schema'
import { createTableStore } from './store'
import styles from './TableLegacy.module.css'

const loadSchema = () => import('./schema').then((m) => m.tableLegacySchema)

const sameSort = (a: Sort, b: Sort) => a.key === b.key && a.order === b.order

/**
 * TableLegacy is the earlier table, kept for existing screens: a semantic
 * table with a caption, headers that sort (none, ascending, descending, none),
 * “No Data” when it has no rows, a row counter from a pipe translation string
 * and client-side pages. Its state lives in a store that the ref hands out:
 * commit(mutation, payload) and get(getter), by name.
 *
 * Deprecated: use Table, or Standard Table for data from a server.
 */
export function TableLegacy(props: TableLegacyProps) {
  useValidatedProps('TableLegacy', loadSchema, props)
  const { t, i18n } = useTranslation()
  const { caption, columns = [], data = TABLE_LEGACY_DEFAULTS.data, rowKey = TABLE_LEGACY_DEFAULTS.rowKey, pageSize = TABLE_LEGACY_DEFAULTS.pageSize, noDataText = TABLE_LEGACY_DEFAULTS.noDataText, onSortChange, onPageChange, ref } = props
  const translations: TableLegacyTranslations = props.translations ?? TABLE_LEGACY_DEFAULTS.translations
  const sortable = columns.filter((c) => c.sortable).map((c) => c.key)
  const sortableKey = sortable.join('\u0000')
  const locale = i18n.language
  const ctx = useMemo<StoreContext>(() => ({ sortableKeys: sortableKey === '' ? [] : sortableKey.split('\u0000'), locale }), [sortableKey, locale])

  const [store] = useState(() => createTableStore(initialState({ rows: data, sort: props.defaultSort, pageSize }), ctx, (message) => console.error(message)))
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  useImperativeHandle(ref, () => ({ commit: store.commit, get: store.get }), [store])

  // the props the store follows: the columns and the locale (read by getters), the rows and the page size (as mutations)
  useLayoutEffect(() => store.configure(ctx), [store, ctx])
  useLayoutEffect(() => {
    if (store.getState().rows !== data) store.commit('setData', data)
  }, [store, data])
  useLayoutEffect(() => {
    if (store.getState().pageSize !== pageSize) store.commit('setPageSize', pageSize)
  }, [store, pageSize])

  // onSortChange and onPageChange hear every change of the store, from a click, a mutation or new props
  const callbacks = useRef({ onSortChange, onPageChange })
  useEffect(() => {
    callbacks.current = { onSortChange, onPageChange }
  })
  useEffect(() => {
    let previous = store.getState()
    return store.subscribe(() => {
      const next = store.getState()
      if (!sameSort(previous.sort, next.sort)) callbacks.current.onSortChange?.(next.sort)
      if (previous.page !== next.page) callbacks.current.onPageChange?.(next.page)
      previous = next
    })
  }, [store])

  const sort = activeSort(state, ctx)
  const rows = pageSlice(sortRows(state.rows, sort, locale), state.page, state.pageSize)
  const pages = pageCount(state.rows.length, state.pageSize)
  const counter = translateCount(translations.rowCount ?? t('table-legacy.rowCount', { skipInterpolation: true }), state.rows.length, locale)
  useEffect(() => {
    if (counter.error) console.error(counter.error)
  }, [counter.error])

  const captionId = useId()
  const dataState = tableState(state, ctx)
  return (
    <div className={styles.tableLegacy} data-table-legacy="" data-state={dataState}>
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0} onFocus={revealFocus}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const align = column.align ?? DEFAULT_ALIGNMENT
                const style: CSSProperties | undefined = column.width ? { width: column.width } : undefined
                if (!column.sortable) {
                  return (
                    <th key={column.key} scope="col" className={styles.header} data-align={align} style={style}>
                      {column.title}
                    </th>
                  )
                }
                const order = sort.key === column.key ? sort.order : 'none'
                return (
                  <th key={column.key} scope="col" className={styles.header} data-align={align} aria-sort={ariaSort(sort, column.key)} style={style}>
                    <button type="button" className={styles.sort} data-sort={order} data-column={column.key} onClick={() => store.commit('toggleSort', column.key)}>
                      <span>{column.title}</span>
                      <Icon name={SORT_ICONS[order]} size="small" />
                    </button>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length > 0 ? (
              rows.map((row, index) => (
                <tr key={rowKeyOf(row, rowKey, (state.page - 1) * state.pageSize + index)}>
                  {columns.map((column) => (
                    <td key={column.key} className={styles.cell} data-align={column.align ?? DEFAULT_ALIGNMENT}>
                      {column.format ? column.format(row[column.key], row) : cellText(row[column.key])}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td className={styles.noData} colSpan={Math.max(1, columns.length)} data-no-data="">
                  {noDataText ?? t('table-legacy.noData')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {state.rows.length > 0 && (
        <div className={styles.footer}>
          <span className={styles.count} data-row-count="">
            {counter.text}
          </span>
          {pages > 1 && (
            <Pagination
              total={state.rows.length}
              pageSize={state.pageSize}
              page={state.page}
              pagingStyle="flex"
              label={t('table-legacy.pages', { caption })}
              onPageChange={(page) => store.commit('setPage', page)}
            />
          )}
        </div>
      )}
    </div>
  )
}
