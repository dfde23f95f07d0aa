import { useState } from 'react'
import { Example } from '../../docs/kit/Example'
import { RadioGroup } from './RadioGroup'

export { radioGroupSchema, radioOptionSchema } from './schema'

const payments = [
  { value: 'card', label: 'Credit card' },
  { value: 'invoice', label: 'Invoice (30 days)' },
  { value: 'transfer', label: 'Bank transfer in advance' },
]

const paymentsCode = `const payments = [
  { value: 'card', label: 'Credit card' },
  { value: 'invoice', label: 'Invoice (30 days)' },
  { value: 'transfer', label: 'Bank transfer in advance' },
]`

const sizes = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
  { value: 'xl', label: 'XL', isDisabled: true },
]

const stack = { display: 'flex', flexDirection: 'column', gap: 'var(--unit-6)' } as const

/** ControlledRadioGroup keeps the value in the parent's state and shows it. */
function ControlledRadioGroup() {
  const [value, setValue] = useState<string | null>('invoice')
  return (
    <div style={stack}>
      <RadioGroup label="Payment" options={payments} value={value} onValueChange={setValue} />
      <output>value: {JSON.stringify(value)}</output>
    </div>
  )
}

/**
 * RadioGroupExamples are the radio group's examples for the form fields
 * page, with the prose between them; the page adds the props tables from
 * radioGroupSchema and radioOptionSchema.
 */
export function RadioGroupExamples() {
  return (
    <>
      <p>
        A radio group asks for one choice among a few options that people should see all at once (up to about five; with more, use a select). Options are{' '}
        <code>{'{ value, label, isDisabled? }'}</code>, unique by value; the group’s value is the checked option’s value, or <code>null</code> before a choice.
      </p>
      <p>
        They are native radios in a fieldset named by the label. Tab enters the group on the checked option (the first when none is), the arrow keys move to
        the next or previous enabled option and check it, wrapping around at the ends, and Tab leaves the group.
      </p>
      <Example
        id="radio-basic"
        title="Stacked"
        code={`${paymentsCode}

<RadioGroup label="Payment" options={payments} defaultValue="card" />`}
      >
        <RadioGroup label="Payment" options={payments} defaultValue="card" />
      </Example>
      <Example
        id="radio-horizontal"
        title="In a row"
        description="direction horizontal puts short options side by side; the row wraps on narrow screens. The arrow keys skip the disabled XL."
        code={`<RadioGroup
  label="Size"
  direction="horizontal"
  options={[
    { value: 's', label: 'S' },
    { value: 'm', label: 'M' },
    { value: 'l', label: 'L' },
    { value: 'xl', label: 'XL', isDisabled: true },
  ]}
  defaultValue="m"
/>`}
      >
        <RadioGroup label="Size" direction="horizontal" options={sizes} defaultValue="m" />
      </Example>
      <Example
        id="radio-states"
        title="Required, validated, disabled"
        description="The required group shows its error once the focus leaves it without a choice; the validator warns about one option."
        code={`<RadioGroup label="Payment" options={payments} isRequired />
<RadioGroup
  label="Payment"
  options={payments}
  defaultValue="transfer"
  validators={[(v) => (v === 'transfer' ? { type: 'warning', text: 'Ships after the payment arrives' } : { type: 'empty' })]}
/>
<RadioGroup label="Payment" options={payments} defaultValue="card" isDisabled />`}
      >
        <div style={stack}>
          <RadioGroup label="Payment" options={payments} isRequired />
          <RadioGroup
            label="Payment"
            options={payments}
            defaultValue="transfer"
            validators={[(v: string | null) => (v === 'transfer' ? { type: 'warning', text: 'Ships after the payment arrives' } : { type: 'empty' })]}
          />
          <RadioGroup label="Payment" options={payments} defaultValue="card" isDisabled />
        </div>
      </Example>
      <Example
        id="radio-controlled"
        title="Controlled"
        code={`const [value, setValue] = useState<string | null>('invoice')

<RadioGroup label="Payment" options={payments} value={value} onValueChange={setValue} />`}
      >
        <ControlledRadioGroup />
      </Example>
    </>
  )
}
