import { useState, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CurrencyField } from '../currency-field/CurrencyField'
import { DateRangeField } from '../date-field/DateRangeField'
import { NumberField } from '../number-field/NumberField'
import { MultiSelect } from '../select/MultiSelect'
import { SingleSelect } from '../select/SingleSelect'
import {
  BOOLEAN_VALUES,
  booleanOf,
  booleanOption,
  currencyText,
  isDateRange,
  isNumberRange,
  valueKind,
  type DateRange,
  type Filter,
  type FilterColumn,
  type FilterValue,
  type NumberRange,
  type OptionValue,
} from './logic'
import styles from './Filters.module.css'

/** ValueInputProps: the filter of a row, its column, and what to do with a new value or when the value's inputs lose the focus. */
interface ValueInputProps {
  filter: Filter
  column: FilterColumn
  onChange: (value: FilterValue) => void
  onCommit: () => void
}

const NO_RANGE: NumberRange = { min: null, max: null }

/**
 * ValueInput is the value part of a row, the library's field for the
 * column's type: a yes/no select, a single or multi select, one or two
 * number (or currency) fields, a date range field. IS_EMPTY has none.
 */
export function ValueInput({ filter, column, onChange, onCommit }: ValueInputProps) {
  const { t } = useTranslation()
  const kind = valueKind(filter.operation)
  if (kind === 'none') return null
  const label = column.label
  const common = { label, placeholder: column.placeholder }

  switch (column.type) {
    case 'BOOLEAN':
      return (
        <SingleSelect
          label={label}
          isUnsorted
          options={[
            { label: t('table.yes'), value: BOOLEAN_VALUES.yes },
            { label: t('table.no'), value: BOOLEAN_VALUES.no },
          ]}
          value={booleanOption(filter.value)}
          onValueChange={(v) => onChange(booleanOf(v))}
        />
      )
    case 'SINGLE_SELECT':
      return (
        <SingleSelect
          {...common}
          isUnsorted={column.isUnsorted}
          options={[...(column.options ?? [])]}
          value={typeof filter.value === 'string' || typeof filter.value === 'number' ? filter.value : null}
          onValueChange={(v) => onChange(v)}
        />
      )
    case 'MULTI_SELECT':
      return (
        <MultiSelect
          {...common}
          isUnsorted={column.isUnsorted}
          clearOnSelect={column.clearOnSelect}
          collapseTagsAfter={column.collapseTagsAfter}
          options={[...(column.options ?? [])]}
          value={Array.isArray(filter.value) ? filter.value : []}
          onValueChange={(v: OptionValue[]) => onChange(v.length === 0 ? null : v)}
        />
      )
    case 'DATE_RANGE':
      return (
        <DateRangeField
          label={label}
          minimumDate={column.minimumDate ?? null}
          maximumDate={column.maximumDate ?? null}
          shortcuts={column.shortcuts ? [...column.shortcuts] : undefined}
          value={isDateRange(filter.value) ? filter.value : null}
          onValueChange={(v: DateRange | null) => onChange(v)}
        />
      )
    case 'NUMBER_RANGE': {
      if (kind !== 'range') {
        return <NumberInput column={column} label={label} value={typeof filter.value === 'number' ? filter.value : null} onChange={onChange} />
      }
      const range = isNumberRange(filter.value) ? filter.value : NO_RANGE
      const set = (end: 'min' | 'max') => (n: number | null) => {
        const next = { ...range, [end]: n }
        onChange(next.min === null && next.max === null ? null : next)
      }
      // The range is put in order once the focus leaves both of its fields.
      const onBlur = (e: FocusEvent<HTMLDivElement>) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) onCommit()
      }
      return (
        <div className={styles.range} data-filter-range="" onBlur={onBlur}>
          <NumberInput column={column} label={`${label}: ${t('filters.minimum')}`} placeholder={column.placeholder ?? t('filters.minimum')} value={range.min} onChange={set('min')} />
          <NumberInput column={column} label={`${label}: ${t('filters.maximum')}`} placeholder={column.placeholder ?? t('filters.maximum')} value={range.max} onChange={set('max')} />
        </div>
      )
    }
    default:
      return null
  }
}

/** NumberInput is a number field, or a currency field for a column with a currency. */
function NumberInput({ column, label, placeholder = column.placeholder, value, onChange }: { column: FilterColumn; label: string; placeholder?: string; value: number | null; onChange: (n: number | null) => void }) {
  const minimum = column.minimum ?? null
  const maximum = column.maximum ?? null
  if (column.currency) return <CurrencyInput currency={column.currency} label={label} placeholder={placeholder} minimum={minimum} maximum={maximum} value={value} onChange={onChange} />
  const decimalPlaces = column.decimalPlaces ?? 3
  return (
    <NumberField
      label={label}
      placeholder={placeholder}
      minimum={minimum}
      maximum={maximum}
      decimalPlaces={decimalPlaces}
      step={column.step ?? (decimalPlaces === 0 ? 1 : 0)}
      prefix={column.prefix}
      suffix={column.suffix}
      value={value}
      onValueChange={onChange}
    />
  )
}

/**
 * CurrencyInput is a currency field over a number: the field's value is a
 * decimal string, the filter's a number; the text typed stays as typed while
 * it reads the same number.
 */
function CurrencyInput(p: { currency: string; label: string; placeholder?: string; minimum: number | null; maximum: number | null; value: number | null; onChange: (n: number | null) => void }) {
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <CurrencyField
      label={p.label}
      currency={p.currency}
      placeholder={p.placeholder}
      minimum={p.minimum}
      maximum={p.maximum}
      value={currencyText(typed, p.value)}
      onValueChange={(s: string | null) => {
        setTyped(s)
        const n = s === null || s.trim() === '' ? null : Number(s)
        p.onChange(n !== null && Number.isFinite(n) ? n : null)
      }}
    />
  )
}
