import { useState } from 'react'
import { Example } from '../../docs/kit/Example'
import type { ToggleValue } from './logic'
import { Toggle } from './Toggle'

export { toggleSchema } from './schema'

// Fields side by side where there is room, one under the other on narrow screens.
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 'var(--unit-4) var(--unit-6)', alignItems: 'start' } as const

/** ControlledToggle keeps the value in the parent's state and shows it. */
function ControlledToggle() {
  const [value, setValue] = useState<ToggleValue>(null)
  return (
    <div style={grid}>
      <Toggle label="Send the invoice by email" value={value} onValueChange={setValue} />
      <output>value: {String(value)}</output>
    </div>
  )
}

/**
 * ToggleExamples are the toggle's examples for the form fields page, with
 * the prose between them; the page adds the props table from toggleSchema.
 */
export function ToggleExamples() {
  return (
    <>
      <p>
        A toggle is a switch for a yes-or-no setting that takes effect as a value of the form: “Gift wrap”, “Send a copy to me”. Its value is{' '}
        <code>true</code> or <code>false</code>, or <code>null</code> while nobody has answered yet: then the switch shows its thumb in the middle and screen
        readers hear it as “mixed”. A press turns it on unless it is on, so an unanswered toggle becomes on.
      </p>
      <p>
        It is a button with <code>role="switch"</code>, named by its label: Tab reaches it, Space and Enter press it, and a click on the label presses it too.
      </p>
      <Example
        id="toggle-basic"
        title="Off and on"
        description="A toggle starts off unless told otherwise."
        code={`<Toggle label="Gift wrap" />
<Toggle label="Insure the parcel" defaultValue={true} />`}
      >
        <div style={grid}>
          <Toggle label="Gift wrap" />
          <Toggle label="Insure the parcel" defaultValue={true} />
        </div>
      </Example>
      <Example
        id="toggle-indeterminate"
        title="Not answered yet"
        description="null is indeterminate (aria-checked mixed). A required toggle must be answered, either way: null is empty, false is an answer."
        code={`<Toggle label="Newsletter" defaultValue={null} />
<Toggle label="Photos may be published" defaultValue={null} isRequired />`}
      >
        <div style={grid}>
          <Toggle label="Newsletter" defaultValue={null} />
          <Toggle label="Photos may be published" defaultValue={null} isRequired />
        </div>
      </Example>
      <Example
        id="toggle-states"
        title="Help text, validation, disabled and loading"
        code={`<Toggle label="Express delivery" helpText="Arrives the next working day" />
<Toggle
  label="Saturday delivery"
  defaultValue={true}
  validation={{ type: 'warning', text: 'Costs 12 € more' }}
/>
<Toggle label="Signature on delivery" defaultValue={true} isDisabled />
<Toggle label="Track the parcel" isLoading />`}
      >
        <div style={grid}>
          <Toggle label="Express delivery" helpText="Arrives the next working day" />
          <Toggle label="Saturday delivery" defaultValue={true} validation={{ type: 'warning', text: 'Costs 12 € more' }} />
          <Toggle label="Signature on delivery" defaultValue={true} isDisabled />
          <Toggle label="Track the parcel" isLoading />
        </div>
      </Example>
      <Example
        id="toggle-controlled"
        title="Controlled"
        description="value and onValueChange keep the value in your state; it starts unanswered here."
        code={`const [value, setValue] = useState<boolean | null>(null)

<Toggle label="Send the invoice by email" value={value} onValueChange={setValue} />`}
      >
        <ControlledToggle />
      </Example>
    </>
  )
}
