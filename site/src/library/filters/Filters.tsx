import {
  autoUpdate,
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
} from '@floating-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import buttonStyles from '../button/Button.module.css'
import { POPUP_GAP_PX, popupPlacement } from '../placement'
import { useControllable } from '../use-controllable'
import { Icon } from '../icon/Icon'
import { InFloatingTree, isInToaster } from '../overlay/dialog'
import { TextField } from '../text-field/TextField'
import { useValidatedProps } from '../use-validated-props'
import { BuilderPanel } from './FilterBuilder'
import { appliedCount, FILTERS_DEFAULTS, isSearchColumn, type PopupState, popupTransition, searchFilterOf } from './logic'
import styles from './Filters.module.css'
import type { FiltersProps } from './schema'
import { useFilters, type FiltersModelProps } from './use-filters'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.filtersSchema)

/** POPUP_OFFSET_PX is the gap between the Filters button and its popup: the library's gap for every popup. */
export const POPUP_OFFSET_PX = POPUP_GAP_PX

/**
 * isInOtherPopup tells whether a press landed in a dropdown of a field in the
 * popup (a select's list and its tooltip live in a portal of their own): not
 * a press outside the filters.
 */
function isInOtherPopup(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('[data-select-popup], [data-select-tooltip]') !== null
}

/**
 * Filters is the filter bar: a search field when a column is of type SEARCH,
 * and the Filters button (with the number of filters that apply) whose popup,
 * 4 px below it and above the page, holds the filter builder. Opening it
 * puts the focus on the builder's first control, as a popover does; Escape
 * or a press outside closes it and gives the focus back to the button.
 */
export function Filters(props: FiltersProps) {
  useValidatedProps('Filters', loadSchema, props)
  return (
    <InFloatingTree>
      <FiltersView {...props} />
    </InFloatingTree>
  )
}

function FiltersView(props: FiltersProps) {
  const { t, i18n } = useTranslation()
  const model = useFilters('Filters', props as FiltersModelProps)
  const { columns, filters, dispatch } = model
  const [isOpen, setOpen] = useControllable(props.open, withDefaults(props, FILTERS_DEFAULTS).defaultOpen, props.onOpenChange)
  const state: PopupState = isOpen ? 'open' : 'closed'
  const send = (event: 'toggle' | 'open' | 'close') => {
    const next = popupTransition(state, event)
    if (next !== state) setOpen(next === 'open')
  }

  const [reference, setReference] = useState<HTMLButtonElement | null>(null)
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const nodeId = useFloatingNodeId()
  const popupId = useId()
  const { floatingStyles, context, placement } = useFloating({
    nodeId,
    open: isOpen,
    onOpenChange: (open) => send(open ? 'open' : 'close'),
    elements: { reference, floating },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: popupPlacement({ room: { width: '--filters-available-width', height: '--filters-available-height' } }),
  })
  const click = useClick(context)
  const dismiss = useDismiss(context, { outsidePress: (event) => !isInToaster(event) && !isInOtherPopup(event) })
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss])

  const search = columns.find(isSearchColumn)
  const searchFilter = search ? searchFilterOf(filters, search) : undefined
  const count = appliedCount(filters, columns)
  const label = t('filters.filters')

  return (
    <FloatingNode id={nodeId}>
      <div className={styles.bar} data-filters="" data-state={state}>
        {search && (
          <div className={styles.search} data-filters-search="">
            <TextField
              type="search"
              label={search.label}
              placeholder={search.placeholder ?? t('filters.search')}
              value={typeof searchFilter?.value === 'string' ? searchFilter.value : ''}
              onValueChange={(text: string) => dispatch({ type: 'search', key: search.key, text })}
            />
          </div>
        )}
        <button
          ref={setReference}
          type="button"
          className={`${buttonStyles.button} ${styles.trigger}`}
          data-button=""
          data-variant="default"
          data-size="medium"
          data-state="idle"
          data-filters-trigger=""
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? popupId : undefined}
          {...getReferenceProps()}
        >
          <Icon name="filter" size="medium" />
          <span>{label}</span>
          {count > 0 && (
            <span className={styles.count} data-filters-count="">
              {count}
            </span>
          )}
        </button>
      </div>
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus>
            <div
              ref={setFloating}
              id={popupId}
              role="dialog"
              aria-label={label}
              lang={i18n.language}
              className={styles.popup}
              data-filters-popup=""
              data-state={state}
              data-placement={placement}
              style={floatingStyles}
              {...getFloatingProps()}
            >
              <BuilderPanel model={model} />
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </FloatingNode>
  )
}
