import { useId, useState, type ComponentType } from 'react'
import { z } from 'zod'
import { CurrencyField } from '../../library/currency-field/CurrencyField'
import { DEFAULT_CURRENCIES } from '../../library/currency-field/logic'
import { currencyFieldSchema } from '../../library/currency-field/schema'
import { VALIDATION_LEVELS, type ValidationLevel, type ValidationResult } from '../../library/field/logic'
import { NumberField } from '../../library/number-field/NumberField'
import { numberFieldSchema } from '../../library/number-field/schema'
import { DateField } from '../../library/date-field/DateField'
import { DateRangeField } from '../../library/date-field/DateRangeField'
import { DateTimeField } from '../../library/date-field/DateTimeField'
import { DateTimeRangeField } from '../../library/date-field/DateTimeRangeField'
import { DATE_FIELD_SCHEMAS, DateFieldExamples, DateFieldNotes, dateFieldSchema, dateRangeFieldSchema, dateTimeFieldSchema, dateTimeRangeFieldSchema } from '../../library/date-field/examples'
import { PasswordField } from '../../library/password-field/PasswordField'
import { passwordFieldSchema } from '../../library/password-field/schema'
import { multiSelectSchema, SelectExamples, singleSelectSchema } from '../../library/select/examples'
import { MultiSelect } from '../../library/select/MultiSelect'
import { SingleSelect } from '../../library/select/SingleSelect'
import { RadioGroupExamples, radioGroupSchema } from '../../library/radio-group/examples'
import { RadioGroup } from '../../library/radio-group/RadioGroup'
import { textAreaSchema } from '../../library/text-area/schema'
import { TextArea } from '../../library/text-area/TextArea'
import { textFieldSchema } from '../../library/text-field/schema'
import { TextField } from '../../library/text-field/TextField'
import { ToggleExamples, toggleSchema } from '../../library/toggle/examples'
import { Toggle } from '../../library/toggle/Toggle'
import { ToggleGroupExamples, toggleGroupSchema } from '../../library/toggle-group/examples'
import { ToggleGroup } from '../../library/toggle-group/ToggleGroup'
import { Example } from '../kit/Example'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { defaultsOf, jsxCode } from '../kit/schema-docs'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

// Fields side by side where there is room; a single column for wide fields.
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 'var(--unit-4) var(--unit-6)', alignItems: 'start' } as const
// One row per field type, one column per size.
const sizes = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 'var(--unit-4) var(--unit-4)', alignItems: 'end' } as const
const column = { display: 'grid', gap: 'var(--unit-4)', maxWidth: '28rem' } as const

const orderNumber = (value: string): ValidationResult =>
  /^O-\d{4}$/.test(value) ? { type: 'success', text: 'A valid order number' } : { type: 'error', text: 'Order numbers look like O-1024' }
const longPassword = (value: string): ValidationResult => (value.length < 12 ? { type: 'warning', text: 'Use at least 12 characters' } : { type: 'empty' })
const bigOrder = (value: number | null): ValidationResult =>
  value !== null && value > 50 ? { type: 'warning', text: 'More than 50 needs a second approval' } : { type: 'empty' }

const orderNumberCode = `const orderNumber = (value: string) =>
  /^O-\\d{4}$/.test(value)
    ? { type: 'success', text: 'A valid order number' }
    : { type: 'error', text: 'Order numbers look like O-1024' }`

const bigOrderCode = `const bigOrder = (value: number | null) =>
  value !== null && value > 50
    ? { type: 'warning', text: 'More than 50 needs a second approval' }
    : { type: 'empty' }`

const letter = `Dear customer,

thank you for your order O-1024. The parts left our warehouse this morning and should reach you within three working days.

The invoice follows by e-mail. If anything is missing or damaged, reply to this message and we will send a replacement.

Kind regards,
the dispatch team`

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
function FieldPlayground() {
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

/** The form fields page: text, text area, password, number, currency and select fields, their states, props and playground. */
export default function FormFieldsPage() {
  const route = useRoute()
  return (
    <article className={styles.page}>
      <PageHeader title={route.title} tags={route.tags} summary={route.summary} />
      <p>
        Form fields take what people enter: text, numbers, amounts of money, passwords, choices. Every field on this page shares one frame: a label above the
        control, an asterisk or “(Optional)” beside it, a help text below, and the message of its validation with an icon. They share their props for size,
        state and validation too, and each one binds to a form by its <code>formKey</code>.
      </p>
      <h2 id="text-field">Text field</h2>
      <p>
        <code>TextField</code> takes one line of text. Its value is a string, empty when nothing is typed. <code>type</code> brings the keyboard and
        autocomplete that fit an e-mail address, a phone number or a web address; <code>prefix</code> and <code>suffix</code> put a short fixed text inside the
        field, which screen readers hear as the field’s description.
      </p>
      <Example
        id="text-basic"
        title="Text, e-mail, web address"
        code={`<TextField label="Company" placeholder="Northwind Metals" />
<TextField label="E-mail" type="email" defaultValue="orders@example.com" />
<TextField label="Website" type="url" prefix="https://" suffix=".com" />`}
      >
        <div style={grid}>
          <TextField label="Company" placeholder="Northwind Metals" />
          <TextField label="E-mail" type="email" defaultValue="orders@example.com" />
          <TextField label="Website" type="url" prefix="https://" suffix=".com" />
        </div>
      </Example>
      <h2 id="states">States</h2>
      <p>
        A field is empty or filled, and shows the state of its validation: error, warning or success, each with its own colour, icon and text. A disabled field
        cannot be changed or focused; a loading field waits for its value and is busy. The state is on the field as <code>data-state</code>.
      </p>
      <Example
        id="states"
        title="Error, warning, success, empty, disabled, loading"
        code={`<TextField label="Order number" defaultValue="1024" validation={{ type: 'error', text: 'Order numbers look like O-1024' }} />
<TextField label="Delivery street" defaultValue="Main St" validation={{ type: 'warning', text: 'Add the house number' }} />
<TextField label="VAT number" defaultValue="DE123456788" validation={{ type: 'success', text: 'Found in the VAT register' }} />
<TextField label="Reference" />
<TextField label="Customer number" defaultValue="C-2071" isDisabled />
<TextField label="Account manager" isLoading />`}
      >
        <div style={grid}>
          <TextField label="Order number" defaultValue="1024" validation={{ type: 'error', text: 'Order numbers look like O-1024' }} />
          <TextField label="Delivery street" defaultValue="Main St" validation={{ type: 'warning', text: 'Add the house number' }} />
          <TextField label="VAT number" defaultValue="DE123456788" validation={{ type: 'success', text: 'Found in the VAT register' }} />
          <TextField label="Reference" />
          <TextField label="Customer number" defaultValue="C-2071" isDisabled />
          <TextField label="Account manager" isLoading />
        </div>
      </Example>
      <p>
        Setting the value of a disabled or loading field in code (through a form) is a developer error in the console, unless it is forced with{' '}
        <code>{'{ force: true }'}</code>.
      </p>
      <h2 id="sizes">Sizes</h2>
      <p>Medium is the default. Small fits dense tables and filters; large suits a form with few fields, such as signing in.</p>
      <Example
        id="sizes"
        title="Small, medium and large"
        code={`<TextField size="small" label="Small" defaultValue="Aluminium" />
<TextField label="Medium" defaultValue="Aluminium" />
<TextField size="large" label="Large" defaultValue="Aluminium" />
<NumberField size="small" label="Small" defaultValue={4} />
<NumberField label="Medium" defaultValue={4} />
<NumberField size="large" label="Large" defaultValue={4} />`}
      >
        <div style={sizes}>
          <TextField size="small" label="Small" defaultValue="Aluminium" />
          <TextField label="Medium" defaultValue="Aluminium" />
          <TextField size="large" label="Large" defaultValue="Aluminium" />
          <NumberField size="small" label="Small" defaultValue={4} />
          <NumberField label="Medium" defaultValue={4} />
          <NumberField size="large" label="Large" defaultValue={4} />
        </div>
      </Example>
      <h2 id="required-and-optional">Required and optional</h2>
      <p>
        <code>isRequired</code> adds an asterisk to the label; left empty, the field says “This field is required”. Where most fields of a form are required,
        mark the few others with <code>isOptional</code>, which adds “(Optional)” instead. Do not mark both kinds in one form.
      </p>
      <Example
        id="required-optional"
        title="An asterisk, or “(Optional)”"
        description="Click into the required field and leave it empty to see its message."
        code={`<TextField label="Last name" isRequired />
<TextField label="Middle name" isOptional />`}
      >
        <div style={grid}>
          <TextField label="Last name" isRequired />
          <TextField label="Middle name" isOptional />
        </div>
      </Example>
      <h2 id="help-text">Help text</h2>
      <p>
        <code>helpText</code> says what to enter or where to find it, under the field. Screen readers read it with the field. Keep it to one sentence, and never
        put what the field needs only in the placeholder: it disappears as soon as someone types.
      </p>
      <Example
        id="help-text"
        title="Help text"
        code={'<TextField label="Purchase order" helpText="On the top right of the customer’s order, e.g. PO-88412" />'}
      >
        <div style={column}>
          <TextField label="Purchase order" helpText="On the top right of the customer’s order, e.g. PO-88412" />
        </div>
      </Example>
      <h2 id="validators">Validators</h2>
      <p>
        <code>validators</code> are functions that judge the value: each returns <code>{"{ type: 'empty' }"}</code> or a level with a text. The field shows the
        gravest result (error, then warning, then success) once it was changed or left, or once its form tried to submit. An empty optional field is not judged.
        A <code>validation</code> set from outside, for example by the server, is shown at once in place of the validators’ result.
      </p>
      <Example
        id="validators"
        title="Checked as you type"
        description="Type an order number such as O-1024, and a quantity over 50."
        code={`${orderNumberCode}

${bigOrderCode}

<TextField label="Order number" validators={[orderNumber]} />
<NumberField label="Quantity" minimum={1} maximum={99} validators={[bigOrder]} />`}
      >
        <div style={grid}>
          <TextField label="Order number" validators={[orderNumber]} />
          <NumberField label="Quantity" minimum={1} maximum={99} validators={[bigOrder]} />
        </div>
      </Example>
      <h2 id="text-area">Text area</h2>
      <p>
        <code>TextArea</code> takes text of several lines: notes, descriptions, messages. It is 5 rows high unless <code>rows</code> says otherwise, and people
        can drag it higher. With <code>autoSize</code> it grows with its text instead, by the content’s height plus 3 px, up to <code>maxHeight</code> pixels;
        past that it keeps its height and scrolls.
      </p>
      <Example
        id="text-area"
        title="Rows, and growing with the text"
        description="Type new lines into the second text area: it grows up to 240 px, then scrolls."
        code={`<TextArea label="Internal note" rows={3} />
<TextArea label="Message to the customer" autoSize maxHeight={240} defaultValue={letter} />`}
      >
        <div style={column}>
          <TextArea label="Internal note" rows={3} />
          <TextArea label="Message to the customer" autoSize maxHeight={240} defaultValue={letter} />
        </div>
      </Example>
      <h2 id="password-field">Password field</h2>
      <p>
        <code>PasswordField</code> hides what is typed. The button at its end shows the password as text and hides it again; it is a toggle button, pressed
        while the password shows, and its label says what it does next (“Show password”, “Hide password”). Use <code>autoComplete="new-password"</code> where
        people choose a password, so password managers offer a strong one.
      </p>
      <Example
        id="password"
        title="Signing in and choosing a password"
        code={`const longPassword = (value: string) =>
  value.length < 12 ? { type: 'warning', text: 'Use at least 12 characters' } : { type: 'empty' }

<PasswordField label="Password" isRequired />
<PasswordField label="New password" autoComplete="new-password" validators={[longPassword]} helpText="At least 12 characters" />`}
      >
        <div style={grid}>
          <PasswordField label="Password" isRequired />
          <PasswordField label="New password" autoComplete="new-password" validators={[longPassword]} helpText="At least 12 characters" />
        </div>
      </Example>
      <h2 id="number-field">Number field</h2>
      <p>
        <code>NumberField</code> takes a number (or null). Valid numbers lie between <code>minimum</code> and <code>maximum</code> and sit on the step grid: the
        minimum (0 without one) plus a whole number of <code>step</code>s. Anything else is an error that names the range or the step. The minus and plus
        buttons, and ArrowDown and ArrowUp in the field, move along the grid; they are disabled where there is no valid number left in their direction. An empty
        field steps to 0 when 0 is valid, else to the valid bound nearest 0. A <code>step</code> of 0 allows any number in the range and has no buttons.
      </p>
      <Example
        id="number-basic"
        title="Bounds, steps, units"
        code={`<NumberField label="Quantity" minimum={1} maximum={99} defaultValue={12} />
<NumberField label="Pallet height" minimum={10} maximum={200} step={10} suffix="cm" defaultValue={120} />
<NumberField label="Tolerance" minimum={-0.5} maximum={0.5} step={0.05} decimalPlaces={2} prefix="±" suffix="mm" align="right" defaultValue={0.05} />`}
      >
        <div style={grid}>
          <NumberField label="Quantity" minimum={1} maximum={99} defaultValue={12} />
          <NumberField label="Pallet height" minimum={10} maximum={200} step={10} suffix="cm" defaultValue={120} />
          <NumberField label="Tolerance" minimum={-0.5} maximum={0.5} step={0.05} decimalPlaces={2} prefix="±" suffix="mm" align="right" defaultValue={0.05} />
        </div>
      </Example>
      <h3 id="what-typing-accepts">What typing accepts</h3>
      <p>
        A keystroke that would make the text something other than a number is refused, and the text stays as it was: a second minus, a letter, a leading zero
        (“01”), or more decimals than <code>decimalPlaces</code> (3 unless told). A minus is refused too where the minimum is 0 or more. Decimals show with the
        separator of the reader’s language; typing takes a point as well. So a value that breaks a rule after typing is out of range or off the step, never
        malformed.
      </p>
      <Example
        id="number-typing"
        title="Refused keystrokes"
        description="Try “01”, “1.2345”, “--1” or a letter."
        code={'<NumberField label="Measured value" step={0} />'}
      >
        <div style={column}>
          <NumberField label="Measured value" step={0} />
        </div>
      </Example>
      <Example
        id="number-limits"
        title="Steppers at the limits"
        description="The first field is at its maximum, so its plus button is disabled. The second is empty and 0 is not valid: a step takes it to 3."
        code={`<NumberField label="Seats" minimum={1} maximum={8} defaultValue={8} />
<NumberField label="Shifts per week" minimum={3} maximum={21} />`}
      >
        <div style={grid}>
          <NumberField label="Seats" minimum={1} maximum={8} defaultValue={8} />
          <NumberField label="Shifts per week" minimum={3} maximum={21} />
        </div>
      </Example>
      <p>
        A value given in code that is out of range or off the step (through <code>value</code>, <code>defaultValue</code> or a form) is a developer error: the
        console says “number out of range or off-step” with the value and the rules, and the field shows the error as it would for a typed value.
      </p>
      <h2 id="currency-field">Currency field</h2>
      <p>
        <code>CurrencyField</code> takes an amount in one <code>currency</code> and shows its symbol where the reader’s language puts it (“€12.50”, “12,50 €”).
        The value is a decimal string, such as <code>"1234.5"</code>, so no amount passes through floating-point arithmetic. Typing takes an optional minus,
        digits and one decimal separator. When the field is left, the amount is written out to the currency’s decimal places, and extra decimals are dropped:
        the amount is rounded toward zero, so 12.349 becomes 12.34 and −12.349 becomes −12.34. While typed, more decimals than the currency has are an error,
        and so is an amount outside <code>minimum</code> and <code>maximum</code>.
      </p>
      <Example
        id="currency-basic"
        title="Euro, dollar, yen"
        description="The yen has no decimals. Type 12.349 into the first field and leave it."
        code={`<CurrencyField label="Unit price" currency="EUR" defaultValue="12.5" />
<CurrencyField label="Shipping" currency="USD" />
<CurrencyField label="Budget" currency="JPY" defaultValue="250000" />`}
      >
        <div style={grid}>
          <CurrencyField label="Unit price" currency="EUR" defaultValue="12.5" />
          <CurrencyField label="Shipping" currency="USD" />
          <CurrencyField label="Budget" currency="JPY" defaultValue="250000" />
        </div>
      </Example>
      <Example
        id="currency-range"
        title="Within bounds"
        description="A refund from 0 to 500 pounds; try 600, or 12.345."
        code={'<CurrencyField label="Refund" currency="GBP" minimum={0} maximum={500} helpText="At most the order’s total" />'}
      >
        <div style={column}>
          <CurrencyField label="Refund" currency="GBP" minimum={0} maximum={500} helpText="At most the order’s total" />
        </div>
      </Example>
      <Example
        id="currency-map"
        title="Your own currencies"
        description={
          <>
            The default map has {Object.keys(DEFAULT_CURRENCIES).join(', ')}. <code>currencies</code> adds codes, or replaces an entry: each has a symbol and
            its decimal places.
          </>
        }
        code={`<CurrencyField
  label="Price"
  currency="BHD"
  currencies={{ BHD: { symbol: 'BD', decimalPlaces: 3 } }}
  defaultValue="4.25"
/>
<CurrencyField
  label="Price"
  currency="USD"
  currencies={{ USD: { symbol: 'US$', decimalPlaces: 2 } }}
  defaultValue="99"
/>`}
      >
        <div style={grid}>
          <CurrencyField label="Price" currency="BHD" currencies={{ BHD: { symbol: 'BD', decimalPlaces: 3 } }} defaultValue="4.25" />
          <CurrencyField label="Price" currency="USD" currencies={{ USD: { symbol: 'US$', decimalPlaces: 2 } }} defaultValue="99" />
        </div>
      </Example>
      <h2 id="select">Select</h2>
      <SelectExamples />

      <h2 id="date-fields">Date fields</h2>
      <p>
        Four fields take dates: <code>DateField</code> one day, <code>DateRangeField</code> a start and an end, <code>DateTimeField</code> a day and a time,{' '}
        <code>DateTimeRangeField</code> a start and an end with times. Their values are strings, <code>YYYY-MM-DD</code> and <code>YYYY-MM-DD HH:mm:ss</code>,
        typed or picked in a calendar. <code>minimumDate</code> and <code>maximumDate</code> disable the days outside them, compared by day, and{' '}
        <code>shortcuts</code> add buttons such as “Last week”.
      </p>
      <DateFieldExamples />

      <h2 id="toggle">Toggle</h2>
      <ToggleExamples />

      <h2 id="toggle-group">Toggle group</h2>
      <ToggleGroupExamples />

      <h2 id="radio-group">Radio group</h2>
      <RadioGroupExamples />
      <h2 id="accessibility">Accessibility</h2>
      <ul>
        <li>Every control is named by its visible label, and described by its prefix and suffix, its help text and its validation message.</li>
        <li>
          An error sets <code>aria-invalid</code>; a required field has <code>aria-required</code> (the asterisk itself is hidden from screen readers); a
          loading field is <code>aria-busy</code> and read-only.
        </li>
        <li>The state never rests on colour alone: each message has an icon and a text.</li>
        <li>
          The number field is a <code>spinbutton</code> with <code>aria-valuenow</code>, <code>aria-valuemin</code> and <code>aria-valuemax</code>; ArrowUp and
          ArrowDown step it. Its minus and plus buttons are named “Decrease” and “Increase”, stay out of the tab order and keep the focus in the field.
        </li>
        <li>
          The password toggle is a button with <code>aria-pressed</code> and <code>aria-controls</code>, reached with Tab after the field.
        </li>
        <li>All labels of the fields themselves (Increase, Show password, the messages) come in the reader’s language.</li>
      </ul>
      <h3 id="date-fields-2">Date fields</h3>
      <DateFieldNotes />

      <h2 id="validation">Validation</h2>
      <p>
        The props are checked against each field’s schema just after each render. Every broken rule logs a console error that names the component, the prop and
        the rule, and the field still renders what it can:
      </p>
      <Validation
        intro={false}
        name="NumberField"
        schema={numberFieldSchema}
        cases={[
          { code: 'label="Quantity" step={-1}', props: { label: 'Quantity', step: -1 } },
          { code: 'label="Quantity" minimum={10} maximum={1}', props: { label: 'Quantity', minimum: 10, maximum: 1 } },
          { code: 'label="Weight" step={0.25} decimalPlaces={1}', props: { label: 'Weight', step: 0.25, decimalPlaces: 1 } },
        ]}
      />
      <Validation
        intro={false}
        name="CurrencyField"
        schema={currencyFieldSchema}
        cases={[
          { code: 'label="Price" currency="EUR" value="12,50"', props: { label: 'Price', currency: 'EUR', value: '12,50' } },
          { code: 'label="Price" currency="XYZ"', props: { label: 'Price', currency: 'XYZ' } },
        ]}
      />
      <Validation intro={false} name="TextArea" schema={textAreaSchema} cases={[{ code: 'label="Notes" rows={0}', props: { label: 'Notes', rows: 0 } }]} />
      <h2 id="props">Props</h2>
      <PropsTable schema={textFieldSchema} name="TextField" />
      <PropsTable schema={textAreaSchema} name="TextArea" />
      <PropsTable schema={passwordFieldSchema} name="PasswordField" />
      <PropsTable schema={numberFieldSchema} name="NumberField" />
      <PropsTable schema={currencyFieldSchema} name="CurrencyField" />
      <PropsTable schema={singleSelectSchema} name="SingleSelect" />
      <PropsTable schema={multiSelectSchema} name="MultiSelect" />
      {DATE_FIELD_SCHEMAS.map(({ name, schema }) => (
        <PropsTable key={name} schema={schema} name={name} />
      ))}
      <PropsTable schema={toggleSchema} name="Toggle" />
      <PropsTable schema={toggleGroupSchema} name="ToggleGroup" />
      <PropsTable schema={radioGroupSchema} name="RadioGroup" />
      <h2 id="playground">Playground</h2>
      <FieldPlayground />
    </article>
  )
}
