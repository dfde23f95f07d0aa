import { useId, useState, type ComponentType } from 'react'
import { z } from 'zod'
import { CurrencyField } from '../../library/currency-field/CurrencyField'
import { currencyFieldSchema } from '../../library/currency-field/schema'
import { DateField } from '../../library/date-field/DateField'
import { DateRangeField } from '../../library/date-field/DateRangeField'
import { DateTimeField } from '../../library/date-field/DateTimeField'
import { DateTimeRangeField } from '../../library/date-field/DateTimeRangeField'
import { dateFieldSchema, dateRangeFieldSchema, dateTimeFieldSchema, dateTimeRangeFieldSchema } from '../../library/date-field/schema'
import { VALIDATION_LEVELS, type ValidationLevel } from '../../library/field/logic'
import { NumberField } from '../../library/number-field/NumberField'
import { numberFieldSchema } from '../../library/number-field/schema'
import { PasswordField } from '../../library/password-field/PasswordField'
import { passwordFieldSchema } from '../../library/password-field/schema'
import { RadioGroup } from '../../library/radio-group/RadioGroup'
import { radioGroupSchema } from '../../library/radio-group/schema'
import { MultiSelect } from '../../library/select/MultiSelect'
import { multiSelectSchema, singleSelectSchema } from '../../library/select/schema'
import { SingleSelect } from '../../library/select/SingleSelect'
import { textAreaSchema } from '../../library/text-area/schema'
import { TextArea } from '../../library/text-area/TextArea'
import { textFieldSchema } from '../../library/text-field/schema'
import { TextField } from '../../library/text-field/TextField'
import { toggleSchema } from '../../library/toggle/schema'
import { Toggle } from '../../library/toggle/Toggle'
import { toggleGroupSchema } from '../../library/toggle-group/schema'
import { ToggleGroup } from '../../library/toggle-group/ToggleGroup'
import { Playground } from '../kit/Playground'
import { defaultsOf, jsxCode } from '../kit/schema-docs'

// The playground edits the validation as two flat controls; the code it prints is the real prop.
const validationControls = {
  validationType: z.enum(VALIDATION_LEVELS).nullable().default(null).meta({ description: 'validation.type, or no validation.' }),
  validationText: z.string().default('Check this value').meta({ description: 'validation.text.' }),
}

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
  schema: z.ZodObject
  component: ComponentType<Record<string, unknown>>
  initial: Record<string, unknown>
  expressions?: Record<string, string>
}

function playground(schema: z.ZodObject, component: unknown, initial: Record<string, unknown>, expressions?: Record<string, string>): FieldPlaygroundEntry {
  return {
    schema: z.object({ ...schema.shape, ...validationControls }),
    component: withValidationControls(component as ComponentType<Record<string, unknown>>),
    initial,
    expressions,
  }
}

const PLAYGROUNDS: Record<string, FieldPlaygroundEntry> = {
  TextField: playground(textFieldSchema, TextField, { label: 'Customer name', helpText: 'As it appears on the invoice' }),
  TextArea: playground(textAreaSchema, TextArea, { label: 'Delivery notes', rows: 3 }),
  PasswordField: playground(passwordFieldSchema, PasswordField, { label: 'Password', isRequired: true }),
  NumberField: playground(numberFieldSchema, NumberField, { label: 'Quantity', minimum: 0, maximum: 20, step: 2, suffix: 'pcs' }),
  CurrencyField: playground(currencyFieldSchema, CurrencyField, { label: 'Unit price', currency: 'EUR', minimum: 0, maximum: 1000 }),
  SingleSelect: playground(singleSelectSchema, SingleSelect, { label: 'Material', options: playgroundOptions }, { options: 'options' }),
  MultiSelect: playground(multiSelectSchema, MultiSelect, { label: 'Materials', options: playgroundOptions }, { options: 'options' }),
  DateField: playground(dateFieldSchema, DateField, { label: 'Delivery date' }),
  DateRangeField: playground(dateRangeFieldSchema, DateRangeField, { label: 'Holiday' }),
  DateTimeField: playground(dateTimeFieldSchema, DateTimeField, { label: 'Pick-up time' }),
  DateTimeRangeField: playground(dateTimeRangeFieldSchema, DateTimeRangeField, { label: 'Maintenance window' }),
  Toggle: playground(toggleSchema, Toggle, { label: 'Gift wrap' }),
  ToggleGroup: playground(toggleGroupSchema, ToggleGroup, { label: 'View', options: playgroundKeys }, { options: 'options' }),
  RadioGroup: playground(radioGroupSchema, RadioGroup, { label: 'Material', options: playgroundOptions }, { options: 'options' }),
}

const SCHEMAS: Record<string, z.ZodType> = {
  TextField: textFieldSchema,
  TextArea: textAreaSchema,
  PasswordField: passwordFieldSchema,
  NumberField: numberFieldSchema,
  CurrencyField: currencyFieldSchema,
  SingleSelect: singleSelectSchema,
  MultiSelect: multiSelectSchema,
  DateField: dateFieldSchema,
  DateRangeField: dateRangeFieldSchema,
  DateTimeField: dateTimeFieldSchema,
  DateTimeRangeField: dateTimeRangeFieldSchema,
  Toggle: toggleSchema,
  ToggleGroup: toggleGroupSchema,
  RadioGroup: radioGroupSchema,
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
          return jsxCode(name, props, { defaults: defaultsOf(SCHEMAS[name]), expressions: entry.expressions })
        }}
        key={name}
      />
    </>
  )
}
