import { useState } from 'react'
import { Example } from '../../docs/kit/Example'
import { useToast } from '../toaster/Toaster'
import type { OptionValue } from './logic'
import { MultiSelect } from './MultiSelect'
import { SingleSelect } from './SingleSelect'

export { multiSelectSchema, singleSelectSchema } from './schema'

// Fields side by side where there is room, one under the other on narrow screens.
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 'var(--unit-4) var(--unit-6)', alignItems: 'start' } as const

const materials = [
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 'copper' },
  { label: 'Stainless steel', value: 'steel' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock until the next delivery' },
]

const materialsCode = `const materials = [
  { label: 'Aluminium', value: 'aluminium' },
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 'copper' },
  { label: 'Stainless steel', value: 'steel' },
  { label: 'Titanium', value: 'titanium', isDisabled: true, tooltip: 'Out of stock until the next delivery' },
]`

const packages = [
  { label: 'Box of 10', value: 'box-10' },
  { label: 'box of 2', value: 'box-2' },
  { label: 'Box of 1', value: 'box-1' },
  { label: 'Pallet', value: 'pallet' },
  { label: 'Box of 100', value: 'box-100' },
]

const priorities = [
  { label: 'Urgent', value: 1 },
  { label: 'High', value: 2 },
  { label: 'Normal', value: 3 },
  { label: 'Low', value: 4 },
]

const carriers = [
  { label: 'Standard parcel', value: 'parcel' },
  { label: 'Express parcel', value: 'express', isDisabled: true, tooltip: 'Not available for orders over 30 kg' },
  { label: 'Freight', value: 'freight' },
  { label: 'Pick-up at the warehouse', value: 'pickup', dataTest: 'carrier-pickup' },
]

const departments = [
  { label: 'Assembly', value: 'assembly' },
  { label: 'Finance', value: 'finance' },
  { label: 'Logistics', value: 'logistics' },
  { label: 'Purchasing', value: 'purchasing' },
  { label: 'Quality', value: 'quality' },
  { label: 'Sales', value: 'sales' },
]

/** ActionsExample shows the dropdown's actions; the one here tells with a toast what an app would do. */
function ActionsExample() {
  const toast = useToast()
  return (
    <SingleSelect
      label="Supplier"
      options={[
        { label: 'Northwind Metals', value: 'northwind' },
        { label: 'Harbour Castings', value: 'harbour' },
        { label: 'Elm Street Tools', value: 'elm' },
      ]}
      actions={[{ label: 'Add a supplier', icon: 'plus', onClick: () => toast({ type: 'info', text: 'Here the app opens its form for a new supplier.' }) }]}
    />
  )
}

/** ControlledExample keeps the value in the parent's state and shows it. */
function ControlledExample() {
  const [value, setValue] = useState<OptionValue[]>(['finance', 'sales'])
  return (
    <div style={grid}>
      <MultiSelect label="Notify departments" options={departments} value={value} onValueChange={setValue} />
      <p style={{ margin: 0 }}>
        value: <code>{JSON.stringify(value)}</code>
      </p>
    </div>
  )
}

/**
 * SelectExamples are the single and multi select's examples for the form
 * fields page, with the prose between them; the page puts them under its
 * own heading and adds the props tables from the schemas exported here.
 */
export function SelectExamples() {
  return (
    <>
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
      <Example
        id="select-single"
        title="Single select"
        description="A single select closes as soon as an option is picked, and shows its label in the field."
        code={`${materialsCode}

<SingleSelect label="Material" options={materials} />
<SingleSelect label="Material" options={materials} defaultValue="brass" />`}
      >
        <div style={grid}>
          <SingleSelect label="Material" options={materials} />
          <SingleSelect label="Material" options={materials} defaultValue="brass" />
        </div>
      </Example>
      <Example
        id="select-sorting"
        title="Sorted, or in your order"
        description={
          <>
            Options are sorted by label as people read them: numbers by their value (2 before 10) and without regard to case. <code>isUnsorted</code> keeps the
            order you give, for lists with an order of their own such as priorities.
          </>
        }
        code={`<SingleSelect
  label="Package"
  options={[
    { label: 'Box of 10', value: 'box-10' },
    { label: 'box of 2', value: 'box-2' },
    { label: 'Box of 1', value: 'box-1' },
    { label: 'Pallet', value: 'pallet' },
    { label: 'Box of 100', value: 'box-100' },
  ]}
/>
<SingleSelect
  label="Priority"
  isUnsorted
  options={[
    { label: 'Urgent', value: 1 },
    { label: 'High', value: 2 },
    { label: 'Normal', value: 3 },
    { label: 'Low', value: 4 },
  ]}
/>`}
      >
        <div style={grid}>
          <SingleSelect label="Package" options={packages} />
          <SingleSelect label="Priority" isUnsorted options={priorities} />
        </div>
      </Example>
      <Example
        id="select-disabled-options"
        title="Disabled options and tooltips"
        description={
          <>
            A disabled option stays in the list but cannot be picked, and the arrow keys skip it. Say why in its <code>tooltip</code>: it shows beside the
            option under the pointer or the highlight, and screen readers read it as the option’s description.
          </>
        }
        code={`<SingleSelect
  label="Carrier"
  isUnsorted
  options={[
    { label: 'Standard parcel', value: 'parcel' },
    { label: 'Express parcel', value: 'express', isDisabled: true, tooltip: 'Not available for orders over 30 kg' },
    { label: 'Freight', value: 'freight' },
    { label: 'Pick-up at the warehouse', value: 'pickup', dataTest: 'carrier-pickup' },
  ]}
/>`}
      >
        <div style={grid}>
          <SingleSelect label="Carrier" isUnsorted options={carriers} />
        </div>
      </Example>
      <Example
        id="select-multi"
        title="Multi select"
        description={
          <>
            A multi select stays open after each pick, so several options can be picked in a row; it closes on Escape, when the focus leaves, or when a pick
            reaches <code>maximumSelectable</code>. (So a multi select with <code>maximumSelectable={'{1}'}</code> closes after its single pick, like a single
            select.) Its value lists the picked values in the order they were picked; each tag has a remove button.
          </>
        }
        code={`<MultiSelect label="Materials" options={materials} defaultValue={['copper']} />`}
      >
        <div style={grid}>
          <MultiSelect label="Materials" options={materials} defaultValue={['copper']} />
        </div>
      </Example>
      <Example
        id="select-multi-max"
        title="At most a number of options"
        description="Once maximumSelectable options are picked, the others are disabled until one is removed."
        code={`<MultiSelect label="Compare up to two materials" options={materials} maximumSelectable={2} defaultValue={['aluminium']} />`}
      >
        <div style={grid}>
          <MultiSelect label="Compare up to two materials" options={materials} maximumSelectable={2} defaultValue={['aluminium']} />
        </div>
      </Example>
      <Example
        id="select-multi-collapse"
        title="Many tags"
        description={
          <>
            <code>collapseTagsAfter</code> shows that many tags and then “+k”, which lists the rest in a popover. <code>clearOnSelect</code> empties the typed
            text after each pick, so the whole list shows again.
          </>
        }
        code={`<MultiSelect
  label="Departments"
  options={departments}
  collapseTagsAfter={2}
  clearOnSelect
  defaultValue={['assembly', 'logistics', 'quality', 'sales']}
/>`}
      >
        <div style={grid}>
          <MultiSelect
            label="Departments"
            options={departments}
            collapseTagsAfter={2}
            clearOnSelect
            defaultValue={['assembly', 'logistics', 'quality', 'sales']}
          />
        </div>
      </Example>
      <Example
        id="select-actions"
        title="Actions in the dropdown"
        description="actions adds buttons at the bottom of the list, for what the options cannot do, such as adding a missing one. Tab reaches them from the open field; they close the list."
        code={`<SingleSelect
  label="Supplier"
  options={suppliers}
  actions={[{ label: 'Add a supplier', icon: 'plus', onClick: openSupplierForm }]}
/>`}
      >
        <div style={grid}>
          <ActionsExample />
        </div>
      </Example>
      <Example
        id="select-states"
        title="Required, help text, validation, disabled and loading"
        description="The selects share the label, help text, validation and states of every form field. A loading select says so and waits; its options may be empty until they arrive."
        code={`<SingleSelect label="Material" options={materials} isRequired helpText="Used for the price estimate" />
<MultiSelect
  label="Materials"
  options={materials}
  defaultValue={['brass']}
  validation={{ type: 'warning', text: 'Brass is on a long lead time' }}
/>
<SingleSelect label="Material" options={materials} defaultValue="copper" isDisabled />
<MultiSelect label="Materials" options={[]} isLoading />`}
      >
        <div style={grid}>
          <SingleSelect label="Material" options={materials} isRequired helpText="Used for the price estimate" />
          <MultiSelect label="Materials" options={materials} defaultValue={['brass']} validation={{ type: 'warning', text: 'Brass is on a long lead time' }} />
          <SingleSelect label="Material" options={materials} defaultValue="copper" isDisabled />
          <MultiSelect label="Materials" options={[]} isLoading />
        </div>
      </Example>
      <Example
        id="select-controlled"
        title="Controlled"
        description="With value and onValueChange the value lives in your state."
        code={`const [value, setValue] = useState(['finance', 'sales'])

<MultiSelect label="Notify departments" options={departments} value={value} onValueChange={setValue} />`}
      >
        <ControlledExample />
      </Example>
    </>
  )
}
