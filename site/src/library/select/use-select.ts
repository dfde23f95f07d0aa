import { autoUpdate, useFloating } from '@floating-ui/react'
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldApi } from '../field/use-field'
import { POPUP_GAP_PX, popupPlacement } from '../placement'
import {
  collapseTags,
  emptyReason,
  hasValue,
  INITIAL_STATE,
  optionLabel,
  resolveHighlight,
  sameValue,
  selectTransition,
  sortOptions,
  visibleOptions,
  withMaximum,
  type OptionValue,
  type SelectContext,
  type SelectEvent,
  type SelectOption,
  type SelectState,
} from './logic'
import type { SelectAction } from './schema'

const NO_OPTIONS: readonly SelectOption[] = []

/** SelectOptions are what useSelect reads: the props SingleSelect and MultiSelect hand the shared view. */
export interface SelectOptions {
  field: FieldApi<unknown>
  label: string
  isRequired?: boolean
  isDisabled?: boolean
  isLoading?: boolean
  options?: readonly SelectOption[]
  actions?: readonly SelectAction[]
  placeholder?: string
  isUnsorted?: boolean
  /** selected are the values: at most one for a single select */
  selected: readonly OptionValue[]
  multiple: boolean
  maximumSelectable?: number
  collapseTagsAfter?: number
  clearOnSelect?: boolean
  /** onPick sets (single) or toggles (multi) a value */
  onPick: (value: OptionValue) => void
  /** onRemove removes one value of a multi select */
  onRemove: (value: OptionValue) => void
}

/**
 * useSelect is the behaviour of both selects: the dropdown's state (driven
 * by selectTransition), its keyboard, pointer and focus handling, the
 * floating placement of the dropdown and of an option's tooltip, and the
 * ARIA of the combobox and its listbox, handed to the view as prop getters.
 * A busy select (disabled or loading) shows closed whatever it was.
 */
export function useSelect(p: SelectOptions) {
  const { t, i18n } = useTranslation()
  const { field, multiple, selected } = p
  const id = useId()
  const listboxId = `${id}-listbox`
  const tipId = `${id}-tip`
  const busy = !!p.isDisabled || !!p.isLoading

  const rawOptions = p.options ?? NO_OPTIONS
  const sorted = useMemo(() => sortOptions(rawOptions, { isUnsorted: p.isUnsorted, locale: i18n.language }), [rawOptions, p.isUnsorted, i18n.language])
  const options = useMemo(() => (multiple ? withMaximum(sorted, selected, p.maximumSelectable) : sorted), [multiple, sorted, selected, p.maximumSelectable])
  const ctx: SelectContext = { options, selected, multiple, maximumSelectable: p.maximumSelectable, clearOnSelect: p.clearOnSelect, isBusy: busy }

  const [state, setState] = useState<SelectState>(INITIAL_STATE)
  // the option under the pointer, for the tooltip (which also shows for disabled options)
  const [pointed, setPointed] = useState<OptionValue | null>(null)
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  const refocusing = useRef(false)

  const status = busy ? 'closed' : state.status
  const open = status === 'open'
  const query = busy ? '' : state.query
  const highlight = busy ? null : resolveHighlight(state, ctx)
  const visible = open ? visibleOptions(state, ctx) : []

  const send = (event: SelectEvent) => {
    const { state: next, effect } = selectTransition(state, event, ctx)
    if (next !== state) setState(next)
    if (next.status === 'closed') setPointed(null)
    if (effect?.type === 'pick') p.onPick(effect.value)
    if (effect?.type === 'removeLast' && selected.length > 0) p.onRemove(selected[selected.length - 1])
  }

  // The dropdown in the floating layer, as wide as the field.
  const [reference, setReference] = useState<HTMLElement | null>(null)
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const { floatingStyles, context } = useFloating({
    open,
    // floating-ui closes the dropdown when the focus leaves it for good (past its actions)
    onOpenChange: (next) => {
      if (!next) leave()
    },
    elements: { reference, floating },
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    // no slide: the list stays under its field, as wide as it
    middleware: popupPlacement({ slide: false, room: { referenceWidth: '--select-reference-width', height: '--select-available-height' } }),
  })

  // The tooltip of the option pointed at (or highlighted), beside it.
  const tipValue = pointed ?? highlight
  const tipOption = open && tipValue !== null ? visible.find((o) => sameValue(o.value, tipValue)) : undefined
  const tipText = tipOption?.tooltip
  const [tipAnchor, setTipAnchor] = useState<HTMLElement | null>(null)
  const [tipElement, setTipElement] = useState<HTMLElement | null>(null)
  const tip = useFloating({
    open: !!tipText,
    elements: { reference: tipAnchor, floating: tipElement },
    placement: 'right',
    whileElementsMounted: autoUpdate,
    middleware: popupPlacement({ gap: POPUP_GAP_PX * 2, fallbackPlacements: ['left', 'bottom', 'top'] }),
  })

  const optionId = (value: OptionValue) => `${id}-option-${options.findIndex((o) => sameValue(o.value, value))}`
  const activeId = open && highlight !== null ? optionId(highlight) : undefined

  // Keep the highlighted option in view as the arrows move it.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  // A single select that closes with the focus in it selects its text, so typing replaces the shown label.
  useEffect(() => {
    if (status === 'closed' && !multiple && input && document.activeElement === input) input.select()
  }, [status, multiple, input])

  const focusInput = () => {
    refocusing.current = true
    input?.focus()
    refocusing.current = false
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault()
        send({ type: e.key === 'ArrowDown' ? 'arrowDown' : 'arrowUp' })
        return
      case 'Enter':
        // Enter picks; with nothing to pick it is left to the form (submit).
        if (open && highlight !== null) {
          e.preventDefault()
          send({ type: 'enter' })
        }
        return
      case 'Escape':
        if (open || query !== '') {
          // the select handles it: a modal or drawer around it stays open
          e.preventDefault()
          e.stopPropagation()
          send({ type: 'escape' })
        }
        return
      case 'Backspace':
        if (multiple && query === '') send({ type: 'backspace' })
        return
    }
  }

  // Where the focus goes when it leaves the input or the dropdown: into the
  // dropdown (its actions) or through floating-ui's focus guards (which
  // carry Tab between the field and the dropdown in the floating layer) the
  // dropdown stays open; anywhere else it closes.
  const staysOpen = (to: EventTarget | null) =>
    to instanceof Element && (!!floating?.contains(to) || !!reference?.contains(to) || to.hasAttribute('data-floating-ui-focus-guard'))

  const leave = () => {
    send({ type: 'blur' })
    field.markTouched()
  }
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!staysOpen(e.relatedTarget)) leave()
  }

  // A press anywhere on the control box focuses the input (which opens the
  // dropdown); the arrow closes an open one. Buttons inside (remove, +k) act alone.
  const onControlMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    if (busy || (e.target as Element).closest('button')) return
    if (e.target !== input) {
      e.preventDefault()
      input?.focus()
    }
  }
  const onControlClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as Element
    if (busy || target.closest('button')) return
    send({ type: open && target.closest('[data-select-indicator]') ? 'close' : 'click' })
  }

  const selectedLabel = !multiple && selected.length > 0 ? optionLabel(rawOptions, selected[0]) : ''
  const placeholder = p.isLoading ? t('form-fields-select.loadingText') : (p.placeholder ?? t('form-fields-select.placeholder'))
  const inputValue = multiple || open ? query : selectedLabel
  const inputPlaceholder = multiple ? (selected.length > 0 ? undefined : placeholder) : open && selectedLabel ? selectedLabel : placeholder

  const { shown: shownCount } = collapseTags(selected.length, p.collapseTagsAfter)

  return {
    status,
    open,
    /** visible are the options the open dropdown lists */
    visible,
    /** reason is why the open dropdown lists nothing, or null */
    reason: open ? emptyReason(options.length, visible.length) : null,
    actions: p.actions && p.actions.length > 0 ? p.actions : null,
    /** tipText is the tooltip shown beside the option pointed at or highlighted */
    tipText,
    /** shownTags and hiddenTags split a multi select's values at collapseTagsAfter (“+k”) */
    shownTags: selected.slice(0, shownCount),
    hiddenTags: selected.slice(shownCount),
    /** floatingContext is the dropdown's floating-ui context, for its focus manager */
    floatingContext: context,
    labelOf: (value: OptionValue) => optionLabel(rawOptions, value),
    isSelected: (value: OptionValue) => hasValue(selected, value),
    getControlProps: () => ({
      ref: setReference,
      'data-select': multiple ? 'multi' : 'single',
      'data-state': status,
      onMouseDown: onControlMouseDown,
      onClick: onControlClick,
    }),
    getInputProps: () => ({
      ref: setInput,
      id: field.id,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      spellCheck: false,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-haspopup': 'listbox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': activeId,
      'aria-describedby': field.describedBy,
      'aria-invalid': field.shown?.type === 'error' || undefined,
      'aria-required': p.isRequired || undefined,
      'aria-busy': p.isLoading || undefined,
      disabled: p.isDisabled,
      readOnly: p.isLoading,
      value: inputValue,
      placeholder: inputPlaceholder,
      onChange: (e: { target: { value: string } }) => send({ type: 'type', query: e.target.value }),
      onFocus: () => {
        if (!refocusing.current) send({ type: 'focus' })
      },
      onBlur,
      onKeyDown,
    }),
    getPopupProps: () => ({
      ref: setFloating,
      'data-select-popup': '',
      'data-state': status,
      lang: i18n.language,
      style: floatingStyles,
      // the focus stays in the input while the pointer picks
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
      onBlur,
    }),
    getListboxProps: () => ({
      id: listboxId,
      role: 'listbox',
      'aria-label': p.label,
      'aria-multiselectable': multiple || undefined,
    }),
    getOptionProps: (o: SelectOption) => {
      const oid = optionId(o.value)
      const isHighlighted = highlight !== null && sameValue(o.value, highlight)
      const isTip = tipOption !== undefined && sameValue(o.value, tipOption.value)
      return {
        ref: isTip ? setTipAnchor : undefined,
        id: oid,
        role: 'option',
        'aria-selected': hasValue(selected, o.value),
        'aria-disabled': o.isDisabled || undefined,
        'aria-describedby': o.tooltip ? `${oid}-tip` : undefined,
        'data-highlighted': isHighlighted || undefined,
        'data-test': o.dataTest,
        'data-value': String(o.value),
        onClick: () => send({ type: 'pick', value: o.value }),
        onMouseMove: () => {
          if (!isHighlighted && !o.isDisabled) send({ type: 'hover', value: o.value })
        },
        onMouseEnter: () => setPointed(o.value),
        onMouseLeave: () => setPointed((v) => (v !== null && sameValue(v, o.value) ? null : v)),
      }
    },
    /** getOptionTipProps are the hidden description of an option with a tooltip */
    getOptionTipProps: (o: SelectOption) => ({ id: `${optionId(o.value)}-tip`, hidden: true }),
    getTooltipProps: () => ({
      ref: setTipElement,
      id: tipId,
      'aria-hidden': true,
      'data-select-tooltip': '',
      lang: i18n.language,
      style: tip.floatingStyles,
    }),
    /** runAction closes the dropdown, keeps the focus in the field and runs the action */
    runAction: (action: SelectAction) => {
      send({ type: 'close' })
      focusInput()
      action.onClick()
    },
  }
}

export type SelectApi = ReturnType<typeof useSelect>
