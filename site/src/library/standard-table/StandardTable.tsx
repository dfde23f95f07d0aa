import { createContext, useContext, useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon/Icon'
import { Popover } from '../popover/Popover'
import { Tag, TagList } from '../tag/Tag'
import { contextError } from '../table/context'
import { Table } from '../table/Table'
import { useValidatedProps } from '../use-validated-props'
import { describeAppliedFilter, SEARCH_DEBOUNCE_MS } from './logic'
import type { StandardTableProps } from './schema'
import styles from './StandardTable.module.css'
import { useStandardTable, type StandardTableApi, type StandardTableContextValue } from './use-standard-table'

export type { StandardTableContextValue } from './use-standard-table'

const loadSchema = () => import('./schema').then((m) => m.standardTableSchema)

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
 * StandardTable is a table with a toolbar: a search (applied
 * SEARCH_DEBOUNCE_MS, 500 ms, after the last keystroke), the filters in a popover, and a column chooser. It
 * keeps its state (applied filters, column order, hidden columns, ordering,
 * pagination, search) and loads and saves it through a pluggable storage.
 * It emits one fetch request on the first render and one on every change of
 * filters, ordering, pagination or search: remote tables answer it with the
 * rows of a page; local tables search, filter, sort and page their rows
 * themselves. useStandardTable holds the behaviour.
 */
export function StandardTable(props: StandardTableProps) {
  useValidatedProps('StandardTable', loadSchema, props)
  const { t } = useTranslation()
  const api = useStandardTable(props)
  const { applied, filters } = api
  const { renderFilters } = props
  const filtersContent = ({ close }: { close: () => void }) =>
    renderFilters ? renderFilters({ filters, appliedFilters: applied, setAppliedFilters: api.setAppliedFilters, close }) : <FiltersPanel api={api} />
  return (
    <StandardTableContext.Provider value={api.context}>
      <div className={styles.root} data-standard-table={api.id} data-state={api.viewState}>
        <div className={styles.toolbar}>
          {api.isSearchable && <SearchField key={api.search.key} initial={api.search.initial} onApply={api.search.onApply} />}
          <div className={styles.tools}>
            {filters.length > 0 && (
              <Popover content={filtersContent} label={t('standard-table.editFilters')} size={renderFilters ? 'xl' : 'lg'} placement="bottom">
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
            <Popover content={<ColumnsPanel api={api} />} label={t('standard-table.editColumns')} size="md" placement="bottom">
              <button type="button" className={styles.tool} data-edit-columns="">
                <Icon name="columns" size="small" />
                <span>{t('standard-table.editColumns')}</span>
              </button>
            </Popover>
          </div>
        </div>
        <Table {...api.getTableProps()} />
      </div>
    </StandardTableContext.Provider>
  )
}

/** FiltersPanel lists the applied filters as tags that remove them, with “Clear all”. */
function FiltersPanel({ api }: { api: StandardTableApi }) {
  const { t } = useTranslation()
  const { applied, filters, setAppliedFilters } = api
  return (
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
              return filter ? <Tag key={`${a.id}-${i}`} text={`${filter.label}: ${describeAppliedFilter(a, filter, api.words)}`} onClose={() => setAppliedFilters(applied.filter((_, j) => j !== i))} /> : null
            })}
          </TagList>
          <button type="button" className={styles.textButton} data-clear-filters="" onClick={() => setAppliedFilters([])}>
            {t('standard-table.clearAll')}
          </button>
        </>
      )}
    </div>
  )
}

/** ColumnsPanel is the column chooser: a checkbox per column (the last shown one stays), and “Show all”. */
function ColumnsPanel({ api }: { api: StandardTableApi }) {
  const { t } = useTranslation()
  return (
    <fieldset className={styles.panel} data-columns-panel="">
      <legend className={styles.panelTitle}>{t('standard-table.editColumns')}</legend>
      <ul className={styles.checkList}>
        {api.orderedColumns.map((c) => (
          <li key={c.id}>
            <label className={styles.check}>
              <input {...api.getColumnToggleProps(c)} />
              <span>{c.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <button className={styles.textButton} {...api.getShowAllProps()}>
        {t('standard-table.showAll')}
      </button>
    </fieldset>
  )
}

/**
 * SearchField is the toolbar's search: what is typed applies
 * SEARCH_DEBOUNCE_MS (500 ms) after the last keystroke, or at once on Enter. It keeps the text itself, so
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
