import { useId, useState, type ComponentType } from 'react'
import { CurrencyField } from '../../library/currency-field/CurrencyField'
import { DateField } from '../../library/date-field/DateField'
import { DateRangeField } from '../../library/date-field/DateRangeField'
import { DateTimeField } from '../../library/date-field/DateTimeField'
import { DateTimeRangeField } from '../../library/date-field/DateTimeRangeField'
import type { ValidationLevel } from '../../library/field/logic'
import { NumberField } from '../../library/number-field/NumberField'
import { PasswordField } from '../../library/password-field/PasswordField'
import { RadioGroup } from '../../library/radio-group/RadioGroup'
import { MultiSelect } from '../../library/select/MultiSelect'
import { SingleSelect } from '../../library/select/SingleSelect'
import { TextArea } from '../../library/text-area/TextArea'
import { TextField } from '../../library/text-field/TextField'
import { Toggle } from '../../library/toggle/Toggle'
import { ToggleGroup } from '../../library/toggle-group/ToggleGroup'
import { Playground } from '../kit/Playground'
import { jsxCode, type SchemaDocs } from '../kit/prop-docs'
import fieldPlaygrounds from './usage-components-form-fields.schema?docs'

type ValidationControls = { validationType?: ValidationLevel | null; validationText?: string }

function withValidationControls(Field: ComponentType<Record<string, unknown>>) {
  function WithValidationControls({ validationType, validationText, ...props }: Record<string, unknown> & ValidationControls) {
    return <Field {...props} validation={validationType ? { type: validationType, text: validationText || 'Check this value' } : null} />
  }
  return WithValidationControls
}

const PLAYGROUND_OMIT = ['value', 'defaultValue', 'onValueChange', 'validators', 'validation', 'formKey', 'currencies']
const playgroundOptions = [
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 'copper' },
]
const playgroundKeys = [
  { key: 'list', label: 'List' },
  { key: 'board', label: 'Board' },
  { key: 'calendar', label: 'Calendar' },
]

interface FieldPlaygroundEntry {
  schema: SchemaDocs
  component: ComponentType<Record<string, unknown>>
  initial: Record<string, unknown>
  expressions?: Record<string, string>
}

// The fields' playground schemas (usage-components-form-fields.schema.ts), as the build read them.
function playground(name: string, component: unknown, initial: Record<string, unknown>, expressions?: Record<string, string>): FieldPlaygroundEntry {
  return {
    schema: fieldPlaygrounds[name],
    component: withValidationControls(component as ComponentType<Record<string, unknown>>),
    initial,
    expressions,
  }
}

const PLAYGROUNDS: Record<string, FieldPlaygroundEntry> = {
  TextField: playground('TextField', TextField, { label: 'Customer name', helpText: 'As it appears on the invoice' }),
  TextArea: playground('TextArea', TextArea, { label: 'Delivery notes', rows: 3 }),
  PasswordField: playground('PasswordField', PasswordField, { label: 'Password', isRequired: true }),
  NumberField: playground('NumberField', NumberField, { label: 'Quantity', minimum: 0, maximum: 20, step: 2, suffix: 'pcs' }),
  CurrencyField: playground('CurrencyField', CurrencyField, { label: 'Unit price', currency: 'EUR', minimum: 0, maximum: 1000 }),
  SingleSelect: playground('SingleSelect', SingleSelect, { label: 'Material', options: playgroundOptions }, { options: 'options' }),
  MultiSelect: playground('MultiSelect', MultiSelect, { label: 'Materials', options: playgroundOptions }, { options: 'options' }),
  DateField: playground('DateField', DateField, { label: 'Delivery date' }),
  DateRangeField: playground('DateRangeField', DateRangeField, { label: 'Holiday' }),
  DateTimeField: playground('DateTimeField', DateTimeField, { label: 'Pick-up time' }),
  DateTimeRangeField: playground('DateTimeRangeField', DateTimeRangeField, { label: 'Maintenance window' }),
  Toggle: playground('Toggle', Toggle, { label: 'Gift wrap' }),
  ToggleGroup: playground('ToggleGroup', ToggleGroup, { label: 'View', options: playgroundKeys }, { options: 'options' }),
  RadioGroup: playground('RadioGroup', RadioGroup, { label: 'Material', options: playgroundOptions }, { options: 'options' }),
}

/** FieldPlayground is one playground for every field: a select picks the field type. */
export function FieldPlayground() {
  const [name, setName] = useState('TextField')
  const id = useId()
  const entry = PLAYGROUNDS[name]
  return (
    <>
      <p>
        <label htmlFor={id}>Field type </label>
        <select id={id} value={name} onChange={(e) => setName(e.target.value)} data-field-type-picker="">
          {Object.keys(PLAYGROUNDS).map((n) => (
            <option value={n} key={n}>
              {n}
            </option>
          ))}
        </select>
      </p>
      <Playground
        schema={entry.schema}
        name={name}
        component={entry.component}
        initial={entry.initial}
        omit={PLAYGROUND_OMIT}
        expressions={entry.expressions}
        description="validationType and validationText set the validation prop; the value is the field’s own (type into it)."
        code={(values) => {
          const { validationType, validationText, ...rest } = values
          const props = validationType ? { ...rest, validation: { type: validationType, text: validationText || 'Check this value' } } : rest
          return jsxCode(name, props, { defaults: entry.schema.defaults, expressions: entry.expressions })
        }}
        key={name}
      />
    </>
  )
}
