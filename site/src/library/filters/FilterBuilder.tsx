import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../button/Button'
import { SingleSelect } from '../select/SingleSelect'
import { useValidatedProps } from '../use-validated-props'
import { availableColumns, builderState, canAdd, operationGroup, operationsOf, rowLabelKey, rowsOf, type FilterOperation } from './logic'
import styles from './Filters.module.css'
import type { FilterBuilderProps } from './schema'
import { useFilters, type FiltersModel, type FiltersModelProps } from './use-filters'
import { ValueInput } from './ValueInput'

const loadSchema = () => import('./schema').then((m) => m.filterBuilderSchema)

/**
 * FilterBuilder is the list of filters on its own: one row per filter
 * ('Where', then 'And'), each with its column, its operation and its value;
 * Add filter until every column is used, Clear all, and 'No Filters Applied'
 * when there is none. Filters puts it in a popup; a standard table's
 * renderFilters slot can hold it too.
 */
export function FilterBuilder(props: FilterBuilderProps) {
  useValidatedProps('FilterBuilder', loadSchema, props)
  const model = useFilters('FilterBuilder', props as FiltersModelProps)
  return <BuilderPanel model={model} />
}

/** BuilderPanel draws a builder's rows and actions from its model. */
export function BuilderPanel({ model }: { model: FiltersModel }) {
  const { t } = useTranslation()
  const { columns, filters, dispatch } = model
  const rows = rowsOf(filters, columns)
  const state = builderState(filters, columns)
  const actionsRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  // After a row goes away its buttons do too: the focus moves to Add filter.
  const focusActions = () =>
    requestAnimationFrame(() => {
      const next = actionsRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])') ?? panelRef.current
      next?.focus()
    })

  return (
    <div ref={panelRef} className={styles.builder} data-filter-builder="" data-state={state} tabIndex={-1}>
      {rows.length === 0 ? (
        <p className={styles.empty} data-filters-empty="">
          {t('filters.emptyList')}
        </p>
      ) : (
        <ul className={styles.rows} aria-label={t('filters.filters')}>
          {rows.map(({ filter, index, column }, r) => {
            const keys = availableColumns(columns, filters, index).map((c) => ({ label: c.label, value: c.key }))
            const group = operationGroup(column)
            const operations = operationsOf(column).map((op) => ({ label: t(`filters.operations.${group}.${op}`, { defaultValue: op }), value: op }))
            const conjunction = t(rowLabelKey(r))
            return (
              // Rows keep their place by index: a change of column keeps the focus in the row.
              <li key={r} className={styles.row} data-filter-row={filter.key} data-operation={filter.operation}>
                <span className={styles.conjunction} data-filter-conjunction="">
                  {conjunction}
                </span>
                <div className={styles.key}>
                  <SingleSelect
                    label={`${conjunction}: ${t('filters.filter')}`}
                    isUnsorted
                    options={keys}
                    value={filter.key}
                    onValueChange={(key) => key !== null && dispatch({ type: 'key', index, key: String(key) })}
                  />
                </div>
                <div className={styles.operation}>
                  <SingleSelect
                    label={`${column.label}: ${t('filters.operation')}`}
                    isUnsorted
                    options={operations}
                    value={filter.operation}
                    onValueChange={(op) => op !== null && dispatch({ type: 'operation', index, operation: op as FilterOperation })}
                  />
                </div>
                {filter.operation !== 'IS_EMPTY' && (
                  <div className={styles.value} data-filter-value="">
                    {/* a new column or a new shape of value starts the inputs afresh */}
                    <ValueInput
                      key={`${filter.key}:${filter.operation === 'IN_RANGE' ? 'range' : 'one'}`}
                      filter={filter}
                      column={column}
                      onChange={(value) => dispatch({ type: 'value', index, value })}
                      onCommit={() => dispatch({ type: 'commit', index })}
                    />
                  </div>
                )}
                <span className={styles.remove}>
                  <Button
                    variant="text"
                    icon="close"
                    helpText={t('filters.remove')}
                    onClick={() => {
                      dispatch({ type: 'remove', index })
                      focusActions()
                    }}
                  />
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <div ref={actionsRef} className={styles.actions}>
        <Button variant="text" icon="plus" label={t('filters.addFilter')} isDisabled={!canAdd(columns, filters)} onClick={() => dispatch({ type: 'add' })} />
        <Button
          variant="text"
          label={t('filters.clearAll')}
          isDisabled={rows.length === 0}
          onClick={() => {
            dispatch({ type: 'clearAll' })
            focusActions()
          }}
        />
      </div>
    </div>
  )
}
