import { useState } from 'react'
import { Example } from '../../docs/kit/Example'
import type { ToggleGroupValue } from './logic'
import { ToggleGroup } from './ToggleGroup'

export { toggleGroupOptionSchema, toggleGroupSchema } from './schema'

const views = [
  { key: 'list', label: 'List' },
  { key: 'board', label: 'Board' },
  { key: 'calendar', label: 'Calendar' },
]

const days = [
  { key: 'mon', label: 'Mon' },
  { key: 'tue', label: 'Tue' },
  { key: 'wed', label: 'Wed' },
  { key: 'thu', label: 'Thu' },
  { key: 'fri', label: 'Fri' },
  { key: 'sat', label: 'Sat' },
  { key: 'sun', label: 'Sun', isDisabled: true },
]

const daysCode = `const days = [
  { key: 'mon', label: 'Mon' },
  { key: 'tue', label: 'Tue' },
  { key: 'wed', label: 'Wed' },
  { key: 'thu', label: 'Thu' },
  { key: 'fri', label: 'Fri' },
  { key: 'sat', label: 'Sat' },
  { key: 'sun', label: 'Sun', isDisabled: true },
]`

const stack = { display: 'flex', flexDirection: 'column', gap: 'var(--unit-4)' } as const

/** ControlledToggleGroup keeps the value in the parent's state and shows it. */
function ControlledToggleGroup() {
  const [value, setValue] = useState<ToggleGroupValue>(['mon', 'wed'])
  return (
    <div style={stack}>
      <ToggleGroup label="Delivery days" options={days} isMultiple value={value} onValueChange={setValue} />
      <output>value: {JSON.stringify(value)}</output>
    </div>
  )
}

/**
 * ToggleGroupExamples are the toggle group's examples for the form fields
 * page, with the prose between them; the page adds the props tables from
 * toggleGroupSchema and toggleGroupOptionSchema.
 */
export function ToggleGroupExamples() {
  return (
    <>
      <p>
        A toggle group is a short row of toggle buttons: one pressed at most (a view, an alignment), or several with <code>isMultiple</code> (the days of a
        week). Options are <code>{'{ key, label, isDisabled? }'}</code>, unique by key. In single mode the value is the pressed key or <code>null</code>, and a
        press on the pressed button releases it; in multiple mode the value is the list of pressed keys, in the order of the options.
      </p>
      <p>
        The group is a fieldset named by its label; each button carries <code>aria-pressed</code>, is a tab stop, and answers to Space and Enter. For a choice
        among longer labels, use a radio group.
      </p>
      <Example
        id="toggle-group-single"
        title="One pressed"
        code={`<ToggleGroup
  label="View"
  options={[
    { key: 'list', label: 'List' },
    { key: 'board', label: 'Board' },
    { key: 'calendar', label: 'Calendar' },
  ]}
  defaultValue="board"
/>`}
      >
        <ToggleGroup label="View" options={views} defaultValue="board" />
      </Example>
      <Example
        id="toggle-group-multiple"
        title="Several pressed"
        description="With isMultiple the value is a list; a disabled option can neither be pressed nor released."
        code={`${daysCode}

<ToggleGroup label="Delivery days" options={days} isMultiple defaultValue={['mon', 'thu']} />`}
      >
        <ToggleGroup label="Delivery days" options={days} isMultiple defaultValue={['mon', 'thu']} />
      </Example>
      <Example
        id="toggle-group-states"
        title="Required, disabled, small"
        description="A required group shows “This field is required” once the focus leaves it empty."
        code={`<ToggleGroup label="Shift" options={shifts} isRequired helpText="The shift the machine runs in" />
<ToggleGroup label="View" options={views} defaultValue="list" isDisabled />
<ToggleGroup label="View" options={views} defaultValue="calendar" size="small" />`}
      >
        <div style={stack}>
          <ToggleGroup
            label="Shift"
            options={[
              { key: 'early', label: 'Early' },
              { key: 'late', label: 'Late' },
              { key: 'night', label: 'Night' },
            ]}
            isRequired
            helpText="The shift the machine runs in"
          />
          <ToggleGroup label="View" options={views} defaultValue="list" isDisabled />
          <ToggleGroup label="View" options={views} defaultValue="calendar" size="small" />
        </div>
      </Example>
      <Example
        id="toggle-group-controlled"
        title="Controlled"
        code={`const [value, setValue] = useState<string | string[] | null>(['mon', 'wed'])

<ToggleGroup label="Delivery days" options={days} isMultiple value={value} onValueChange={setValue} />`}
      >
        <ControlledToggleGroup />
      </Example>
    </>
  )
}
