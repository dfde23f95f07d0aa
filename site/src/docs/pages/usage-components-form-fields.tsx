import { useId, useState, type ComponentType } from 'react'
import { z } from 'zod'
import '../../library/utilities.css'
import { CurrencyField } from '../../library/currency-field/CurrencyField'
import { DEFAULT_CURRENCIES } from '../../library/currency-field/logic'
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
import { Example } from '../kit/Example'
import { examples } from '../kit/examples'
import { Playground } from '../kit/Playground'
import { PropsTable } from '../kit/PropsTable'
import { defaultsOf, jsxCode } from '../kit/schema-docs'
import { PageHeader } from '../PageHeader'
import { useRoute } from '../useRoute'
import { Validation } from './layouts/Validation'
import styles from './layouts/page.module.css'

const ex = examples(
  import.meta.glob('../examples/form-fields/*.tsx', { eager: true }),
  import.meta.glob('../examples/form-fields/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)
const selectEx = examples(
  import.meta.glob('../examples/select/*.tsx', { eager: true }),
  import.meta.glob('../examples/select/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)
const dateEx = examples(
  import.meta.glob('../examples/date-field/*.tsx', { eager: true }),
  import.meta.glob('../examples/date-field/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)
const toggleEx = examples(
  import.meta.glob('../examples/toggle/*.tsx', { eager: true }),
  import.meta.glob('../examples/toggle/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)
const toggleGroupEx = examples(
  import.meta.glob('../examples/toggle-group/*.tsx', { eager: true }),
  import.meta.glob('../examples/toggle-group/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)
const radioEx = examples(
  import.meta.glob('../examples/radio-group/*.tsx', { eager: true }),
  import.meta.glob('../examples/radio-group/*.tsx', { eager: true, query: '?raw', import: 'default' }),
)

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

/** The form fields page: text, text area, password, number, currency, select and date fields, toggle, toggle group and radio group, their states, props and playground. */
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
      <Example example={ex['text-basic']} title="Text, e-mail, web address" />
      <h2 id="states">States</h2>
      <p>
        A field is empty or filled, and shows the state of its validation: error, warning or success, each with its own colour, icon and text. A disabled field
        cannot be changed or focused; a loading field waits for its value and is busy. The state is on the field as <code>data-state</code>.
      </p>
      <Example example={ex.states} title="Error, warning, success, empty, disabled, loading" />
      <p>
        Setting the value of a disabled or loading field in code (through a form) is a developer error in the console, unless it is forced with{' '}
        <code>{'{ force: true }'}</code>.
      </p>
      <h2 id="sizes">Sizes</h2>
      <p>Medium is the default. Small fits dense tables and filters; large suits a form with few fields, such as signing in.</p>
      <Example example={ex.sizes} title="Small, medium and large" />
      <h2 id="required-and-optional">Required and optional</h2>
      <p>
        <code>isRequired</code> adds an asterisk to the label; left empty, the field says “This field is required”. Where most fields of a form are required,
        mark the few others with <code>isOptional</code>, which adds “(Optional)” instead. Do not mark both kinds in one form.
      </p>
      <Example example={ex['required-optional']} title="An asterisk, or “(Optional)”" description="Click into the required field and leave it empty to see its message." />
      <h2 id="help-text">Help text</h2>
      <p>
        <code>helpText</code> says what to enter or where to find it, under the field. Screen readers read it with the field. Keep it to one sentence, and never
        put what the field needs only in the placeholder: it disappears as soon as someone types.
      </p>
      <Example example={ex['help-text']} title="Help text" />
      <h2 id="validators">Validators</h2>
      <p>
        <code>validators</code> are functions that judge the value: each returns <code>{"{ type: 'empty' }"}</code> or a level with a text. The field shows the
        gravest result (error, then warning, then success) once it was changed or left, or once its form tried to submit. An empty optional field is not judged.
        A <code>validation</code> set from outside, for example by the server, is shown at once in place of the validators’ result.
      </p>
      <Example example={ex.validators} title="Checked as you type" description="Type an order number such as O-1024, and a quantity over 50." />
      <h2 id="text-area">Text area</h2>
      <p>
        <code>TextArea</code> takes text of several lines: notes, descriptions, messages. It is 5 rows high unless <code>rows</code> says otherwise, and people
        can drag it higher. With <code>autoSize</code> it grows with its text instead, by the content’s height plus 3 px, up to <code>maxHeight</code> pixels;
        past that it keeps its height and scrolls.
      </p>
      <Example example={ex['text-area']} title="Rows, growing with the text, disabled" description="Type new lines into the second text area: it grows up to 240 px, then scrolls. A disabled text area shows its text but takes no focus." />
      <h2 id="password-field">Password field</h2>
      <p>
        <code>PasswordField</code> hides what is typed. The button at its end shows the password as text and hides it again; it is a toggle button, pressed
        while the password shows, and its label says what it does next (“Show password”, “Hide password”). Use <code>autoComplete="new-password"</code> where
        people choose a password, so password managers offer a strong one.
      </p>
      <Example example={ex.password} title="Signing in, choosing a password, disabled" />
      <NumberAndCurrencyFields />
      <Selects />
      <DateFields />
      <Choices />
      <Reference />
    </article>
  )
}

/** NumberAndCurrencyFields is the part of the page on the number and currency fields. */
function NumberAndCurrencyFields() {
  return (
    <>
      <h2 id="number-field">Number field</h2>
      <p>
        <code>NumberField</code> takes a number (or null). Valid numbers lie between <code>minimum</code> and <code>maximum</code> and sit on the step grid: the
        minimum (0 without one) plus a whole number of <code>step</code>s. Anything else is an error that names the range or the step. The minus and plus
        buttons, and ArrowDown and ArrowUp in the field, move along the grid; they are disabled where there is no valid number left in their direction. An empty
        field steps to 0 when 0 is valid, else to the valid bound nearest 0. A <code>step</code> of 0 allows any number in the range and has no buttons.
      </p>
      <Example example={ex['number-basic']} title="Bounds, steps, units" />
      <h3 id="what-typing-accepts">What typing accepts</h3>
      <p>
        A keystroke that would make the text something other than a number is refused, and the text stays as it was: a second minus, a letter, a leading zero
        (“01”), or more decimals than <code>decimalPlaces</code> (3 unless told). A minus is refused too where the minimum is 0 or more. Decimals show with the
        separator of the reader’s language; typing takes a point as well. So a value that breaks a rule after typing is out of range or off the step, never
        malformed.
      </p>
      <Example example={ex['number-typing']} title="Refused keystrokes" description="Try “01”, “1.2345”, “--1” or a letter." />
      <Example example={ex['number-limits']} title="Steppers at the limits" description="The first field is at its maximum, so its plus button is disabled. The second is empty and 0 is not valid: a step takes it to 3." />
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
      <Example example={ex['currency-basic']} title="Euro, dollar, yen" description="The yen has no decimals. Type 12.349 into the first field and leave it." />
      <Example example={ex['currency-range']} title="Within bounds" description="A refund from 0 to 500 pounds; try 600, or 12.345." />
      <Example
        example={ex['currency-map']}
        title="Your own currencies"
        description={
          <>
            The default map has {Object.keys(DEFAULT_CURRENCIES).join(', ')}. <code>currencies</code> adds codes, or replaces an entry: each has a symbol and
            its decimal places.
          </>
        }
      />
    </>
  )
}

/** Selects is the part of the page on the single and multi select. */
function Selects() {
  return (
    <>
      <h2 id="select">Select</h2>
      <p>
        A select picks from a list that is known in advance. <code>SingleSelect</code> picks one option, <code>MultiSelect</code> several, shown as tags in the
        field. Both open their list on a click or when the field gets the focus, and typing narrows the list to the options whose label contains the text
        (ignoring case and accents). With more than a handful of options, or options that change, prefer a select to radio buttons.
      </p>
      <p>
        By keyboard: Tab into the field opens the list; ArrowDown and ArrowUp move the highlight, past disabled options, and from the last option back to the
        first; Enter picks the highlighted option; Escape closes the list. In a multi select, Backspace in the empty field removes the last tag, and Enter on a
        selected option removes it again. Screen readers hear the field as a combobox with a listbox.
      </p>
      <Example example={selectEx['select-single']} title="Single select" description="A single select closes as soon as an option is picked, and shows its label in the field." />
      <Example
        example={selectEx['select-sorting']}
        title="Sorted, or in your order"
        description={
          <>
            Options are sorted by label as people read them: numbers by their value (2 before 10) and without regard to case. <code>isUnsorted</code> keeps the
            order you give, for lists with an order of their own such as priorities.
          </>
        }
      />
      <Example
        example={selectEx['select-disabled-options']}
        title="Disabled options and tooltips"
        description={
          <>
            A disabled option stays in the list but cannot be picked, and the arrow keys skip it. Say why in its <code>tooltip</code>: it shows beside the
            option under the pointer or the highlight, and screen readers read it as the option’s description.
          </>
        }
      />
      <Example
        example={selectEx['select-multi']}
        title="Multi select"
        description={
          <>
            A multi select stays open after each pick, so several options can be picked in a row; it closes on Escape, when the focus leaves, or when a pick
            reaches <code>maximumSelectable</code>. (So a multi select with <code>maximumSelectable={'{1}'}</code> closes after its single pick, like a single
            select.) Its value lists the picked values in the order they were picked; each tag has a remove button.
          </>
        }
      />
      <Example example={selectEx['select-multi-max']} title="At most a number of options" description="Once maximumSelectable options are picked, the others are disabled until one is removed." />
      <Example
        example={selectEx['select-multi-collapse']}
        title="Many tags"
        description={
          <>
            <code>collapseTagsAfter</code> shows that many tags and then “+k”, which lists the rest in a popover. <code>clearOnSelect</code> empties the typed
            text after each pick, so the whole list shows again.
          </>
        }
      />
      <Example example={selectEx['select-actions']} title="Actions in the dropdown" description="actions adds buttons at the bottom of the list, for what the options cannot do, such as adding a missing one. Tab reaches them from the open field; they close the list." />
      <Example example={selectEx['select-states']} title="Required, help text, validation, disabled and loading" description="The selects share the label, help text, validation and states of every form field. A loading select says so and waits; its options may be empty until they arrive." />
      <Example example={selectEx['select-controlled']} title="Controlled" description="With value and onValueChange the value lives in your state." />
    </>
  )
}

/** DateFields is the part of the page on the four date fields. */
function DateFields() {
  return (
    <>
      <h2 id="date-fields">Date fields</h2>
      <p>
        Four fields take dates: <code>DateField</code> one day, <code>DateRangeField</code> a start and an end, <code>DateTimeField</code> a day and a time,{' '}
        <code>DateTimeRangeField</code> a start and an end with times. Their values are strings, <code>YYYY-MM-DD</code> and <code>YYYY-MM-DD HH:mm:ss</code>,
        typed or picked in a calendar. <code>minimumDate</code> and <code>maximumDate</code> disable the days outside them, compared by day, and{' '}
        <code>shortcuts</code> add buttons such as “Last week”.
      </p>
      <Example example={dateEx['date-single']} title="Date field" description="One day as YYYY-MM-DD. Type it, or open the calendar with the button, a click on the label or Alt+ArrowDown; picking a day closes the calendar." />
      <Example example={dateEx['date-range']} title="Date range field" description="A start and an end ({ start, end }; either may be null). The calendar shows two months: the first click starts the range, the second ends it and closes the calendar. Clicking an end before the start swaps them." />
      <Example example={dateEx['date-time']} title="Date-time field" description="A day and a time as YYYY-MM-DD HH:mm:ss (typing may leave out the seconds). Hours, minutes and seconds are lists beside each other; the picker stays open until Done, Escape or a click outside." />
      <Example example={dateEx['date-time-range']} title="Date-time range field" description="A range of date-times. Picked days start at 00:00:00 and end at 23:59:59 until a start time and an end time are chosen." />
      <Example example={dateEx['date-min-max']} title="Earliest and latest dates" description="Days before minimumDate or after maximumDate are struck through and cannot be picked; a date typed outside them is an error that names the limit. Dates are compared by day: a time in the limit is ignored." />
      <Example example={dateEx['date-shortcuts']} title="Shortcuts" description="Buttons under the calendar that set a value at once. The presets today, lastWeek, lastMonth and lastYear are ranges ending today, labelled in the reader’s language; on a single date a preset gives the range’s first day. Your own shortcuts have a label and a value. A shortcut closes the picker unless keepOpen." />
      <Example example={dateEx['date-states']} title="Required, optional, disabled, loading and validation" description="The shared field states. Text that is not a date shows an error once the field is left; an empty required field says “This field is required”." />
      <Example example={dateEx['date-sizes']} title="Sizes" />
      <Example example={dateEx['date-controlled']} title="Controlled" description="value and onValueChange keep the value in your state; an emptied range is null." />
    </>
  )
}

/** Choices is the part of the page on the toggle, the toggle group and the radio group. */
function Choices() {
  return (
    <>
      <h2 id="toggle">Toggle</h2>
      <p>
        A toggle is a switch for a yes-or-no setting that takes effect as a value of the form: “Gift wrap”, “Send a copy to me”. Its value is{' '}
        <code>true</code> or <code>false</code>, or <code>null</code> while nobody has answered yet: then the switch shows its thumb in the middle and screen
        readers hear it as “mixed”. A press turns it on unless it is on, so an unanswered toggle becomes on.
      </p>
      <p>
        It is a button with <code>role="switch"</code>, named by its label: Tab reaches it, Space and Enter press it, and a click on the label presses it too.
      </p>
      <Example example={toggleEx['toggle-basic']} title="Off and on" description="A toggle starts off unless told otherwise." />
      <Example example={toggleEx['toggle-indeterminate']} title="Not answered yet" description="null is indeterminate (aria-checked mixed). A required toggle must be answered, either way: null is empty, false is an answer." />
      <Example example={toggleEx['toggle-states']} title="Help text, validation, disabled and loading" description="The last switch has an error set from outside with validation." />
      <Example example={toggleEx['toggle-controlled']} title="Controlled" description="value and onValueChange keep the value in your state; it starts unanswered here." />

      <h2 id="toggle-group">Toggle group</h2>
      <p>
        A toggle group is a short row of toggle buttons: one pressed at most (a view, an alignment), or several with <code>isMultiple</code> (the days of a
        week). Options are <code>{'{ key, label, isDisabled? }'}</code>, unique by key. In single mode the value is the pressed key or <code>null</code>, and a
        press on the pressed button releases it; in multiple mode the value is the list of pressed keys, in the order of the options.
      </p>
      <p>
        The group is a fieldset named by its label; each button carries <code>aria-pressed</code>, is a tab stop, and answers to Space and Enter. For a choice
        among longer labels, use a radio group.
      </p>
      <Example example={toggleGroupEx['toggle-group-single']} title="One pressed" />
      <Example example={toggleGroupEx['toggle-group-multiple']} title="Several pressed" description="With isMultiple the value is a list; a disabled option can neither be pressed nor released." />
      <Example example={toggleGroupEx['toggle-group-states']} title="Required, disabled, small, loading" description="A required group shows “This field is required” once the focus leaves it empty; a loading group (isLoading) is busy and ignores presses." />
      <Example example={toggleGroupEx['toggle-group-controlled']} title="Controlled, saved" description="value and onValueChange keep the value in your state; while the change is being saved the group is busy (isLoading). This demo saves nothing: it answers after 3 seconds." />

      <h2 id="radio-group">Radio group</h2>
      <p>
        A radio group asks for one choice among a few options that people should see all at once (up to about five; with more, use a select). Options are{' '}
        <code>{'{ value, label, isDisabled? }'}</code>, unique by value; the group’s value is the checked option’s value, or <code>null</code> before a choice.
      </p>
      <p>
        They are native radios in a fieldset named by the label. Tab enters the group on the checked option (the first when none is), the arrow keys move to
        the next or previous enabled option and check it, wrapping around at the ends, and Tab leaves the group.
      </p>
      <Example example={radioEx['radio-basic']} title="Stacked" />
      <Example example={radioEx['radio-horizontal']} title="In a row" description="direction horizontal puts short options side by side; the row wraps on narrow screens. The arrow keys skip the disabled XL." />
      <Example example={radioEx['radio-states']} title="Required, validated, disabled, loading, small" description="The required group shows its error once the focus leaves it without a choice; the validator warns about one option. A loading group (isLoading) is busy; the last one is small." />
      <Example example={radioEx['radio-controlled']} title="Controlled" />
    </>
  )
}

/** Reference is the part of the page on accessibility, validation, props and the playground. */
function Reference() {
  return (
    <>
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
      <ul>
        <li>
          The calendar is a non-modal dialog (<code>aria-haspopup=&quot;dialog&quot;</code> on its button) holding one grid per month, with the weekdays as column
          headers and each day named in full (“Thursday, January 15, 2026”); today is marked <code>aria-current=&quot;date&quot;</code>.
        </li>
        <li>
          In the grid, one day is the tab stop. Arrow keys move by a day or a week, PageUp and PageDown by a month (with Shift, a year), Home and End to the start
          and end of the week; Enter or Space picks the day. Disabled days can be reached but not picked.
        </li>
        <li>Escape closes the picker and returns the focus to the input; so do picking a date and Done.</li>
        <li>
          The time lists are listboxes: arrows, PageUp, PageDown, Home and End choose an entry. Each list is at most 190 px high and scrolls.
        </li>
        <li>
          Month and weekday names follow the example language, and so does the first day of the week (Sunday in en-US and ja-JP, Monday in the others).
        </li>
        <li>
          Clicks on the label open and close the picker at most once in 200 ms, so a double click opens it once.
        </li>
        <li>
          Pickers are 400 × 470 px (date), 700 × 470 px (range), 400 × 550 px (date-time) and 700 × 550 px (date-time range). Below 840 px of window width a
          range picker is 400 px wide, its two months (and its start and end times) one above the other, and it scrolls inside when the window is too short.
        </li>
      </ul>

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
          { props: { label: 'Quantity', step: -1 } },
          { props: { label: 'Quantity', minimum: 10, maximum: 1 } },
          { props: { label: 'Weight', step: 0.25, decimalPlaces: 1 } },
        ]}
      />
      <Validation
        intro={false}
        name="CurrencyField"
        schema={currencyFieldSchema}
        cases={[
          { props: { label: 'Price', currency: 'EUR', value: '12,50' } },
          { props: { label: 'Price', currency: 'XYZ' } },
        ]}
      />
      <Validation intro={false} name="TextArea" schema={textAreaSchema} cases={[{ props: { label: 'Notes', rows: 0 } }]} />
      <h2 id="props">Props</h2>
      <PropsTable schema={textFieldSchema} name="TextField" />
      <PropsTable schema={textAreaSchema} name="TextArea" />
      <PropsTable schema={passwordFieldSchema} name="PasswordField" />
      <PropsTable schema={numberFieldSchema} name="NumberField" />
      <PropsTable schema={currencyFieldSchema} name="CurrencyField" />
      <PropsTable schema={singleSelectSchema} name="SingleSelect" />
      <PropsTable schema={multiSelectSchema} name="MultiSelect" />
      <PropsTable schema={dateFieldSchema} name="DateField" />
      <PropsTable schema={dateRangeFieldSchema} name="DateRangeField" />
      <PropsTable schema={dateTimeFieldSchema} name="DateTimeField" />
      <PropsTable schema={dateTimeRangeFieldSchema} name="DateTimeRangeField" />
      <PropsTable schema={toggleSchema} name="Toggle" />
      <PropsTable schema={toggleGroupSchema} name="ToggleGroup" />
      <PropsTable schema={radioGroupSchema} name="RadioGroup" />
      <h2 id="playground">Playground</h2>
      <FieldPlayground />
    </>
  )
}
