import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../field/Field'
import fieldStyles from '../field/Field.module.css'
import { EMPTY, type ValidationResult, type Validator } from '../field/logic'
import { useField, type FieldApi } from '../field/use-field'
import numberStyles from '../number-field/NumberField.module.css'
import { Affix, controlAttributes } from '../text-field/control'
import { useValidatedProps } from '../use-validated-props'
import { acceptsCurrencyText, allowsNegative, checkCurrency, CURRENCY_FIELD_DEFAULTS, type CurrencyInfo, currencyMessage, currencyOf, type CurrencyRules, decimalSeparator, formatAmount, formatCurrencyText, parseCurrencyText, roundDecimal, symbolPosition } from './logic'
import type { CurrencyFieldProps } from './schema'
import { withDefaults } from '../with-defaults'

const loadSchema = () => import('./schema').then((m) => m.currencyFieldSchema)

/** FALLBACK is what an unknown currency code shows (the props error names the code): its code, and 2 decimals. */
const fallback = (code: string): CurrencyInfo => ({ symbol: code, decimalPlaces: 2 })

interface Edit {
  text: string
  value: string | null
  separator: string
}

/**
 * CurrencyField takes an amount of money in one currency, whose symbol it
 * shows beside the amount where the locale puts it. Its value is a decimal
 * string. Typing takes an optional minus, digits and one decimal separator;
 * more decimals than the currency has, or an amount outside the bounds, is an
 * error. On blur the amount is rounded toward zero to the currency's decimal
 * places and written out in full: '12.5' becomes '12.50'.
 */
export function CurrencyField(props: CurrencyFieldProps) {
  useValidatedProps('CurrencyField', loadSchema, props)
  const { t, i18n } = useTranslation()
  const { label, size, isRequired, isOptional, helpText, align, currency, currencies, minimum, maximum } = withDefaults(props, CURRENCY_FIELD_DEFAULTS)
  const info = currencyOf(currency, currencies) ?? fallback(currency)
  const places = info.decimalPlaces
  const separator = decimalSeparator(i18n.language)
  const position = symbolPosition(i18n.language, currency)
  const rules: CurrencyRules = useMemo(() => ({ minimum, maximum, decimalPlaces: places }), [minimum, maximum, places])

  const rangeValidator = useCallback(
    (value: string | null): ValidationResult => {
      const m = currencyMessage(checkCurrency(value, rules), rules)
      if (!m) return EMPTY
      const { key, ...values } = m
      const text = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? formatAmount(v, info, separator, position) : String(v)]))
      return { type: 'error', text: t(`form-fields.${key}`, text) }
    },
    [rules, info, separator, position, t],
  )
  const own = props.validators as readonly Validator<string | null>[] | undefined
  const validators = useMemo(() => [rangeValidator, ...(own ?? [])], [rangeValidator, own])
  const field = useField<string | null>('CurrencyField', null, { ...props, validators })
  const { value, setValue } = field

  const [edit, setEdit] = useState<Edit>(() => ({ text: formatCurrencyText(value, places, separator), value, separator }))
  const text = edit.value === value && edit.separator === separator ? edit.text : formatCurrencyText(value, places, separator)

  const onChange = (nextText: string) => {
    // Refused: the state stays, so React puts the previous text back.
    if (!acceptsCurrencyText(nextText, { allowNegative: allowsNegative(minimum), separator })) return
    const next = parseCurrencyText(nextText, separator)
    setEdit({ text: nextText, value: next, separator })
    if (next !== value) setValue(next)
  }

  const onBlur = () => {
    field.markTouched()
    const rounded = value === null ? null : roundDecimal(value, places)
    setEdit({ text: formatCurrencyText(rounded, places, separator), value: rounded, separator })
    if (rounded !== value && !props.isDisabled && !props.isLoading) setValue(rounded)
  }

  return (
    <FieldFrame field={field as FieldApi<unknown>} label={label} size={size} isRequired={isRequired} isOptional={isOptional} helpText={helpText} labelFor={field.id} component="CurrencyField">
      <div className={fieldStyles.control} data-currency={currency}>
        {position === 'prefix' && (
          <Affix field={field} which="prefix">
            {info.symbol}
          </Affix>
        )}
        <input
          {...controlAttributes(field, { ...props, prefix: position === 'prefix' ? info.symbol : undefined, suffix: position === 'suffix' ? info.symbol : undefined })}
          className={`${fieldStyles.input} ${numberStyles.input}`}
          type="text"
          inputMode={allowsNegative(minimum) ? 'text' : places > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          data-align={align}
          value={text}
          placeholder={props.placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        {position === 'suffix' && (
          <Affix field={field} which="suffix">
            {info.symbol}
          </Affix>
        )}
      </div>
    </FieldFrame>
  )
}
