import { useState } from 'react'
import { Example } from '../../docs/kit/Example'
import { DateField } from './DateField'
import { DateRangeField } from './DateRangeField'
import { DateTimeField } from './DateTimeField'
import { DateTimeRangeField } from './DateTimeRangeField'
import type { DateRange } from './logic'
import { dateFieldSchema, dateRangeFieldSchema, dateTimeFieldSchema, dateTimeRangeFieldSchema } from './schema'

export { dateFieldSchema, dateRangeFieldSchema, dateTimeFieldSchema, dateTimeRangeFieldSchema } from './schema'

/**
 * The date fields' part of the form-fields page: live examples (ids prefixed
 * "date-"), the notes on keyboard use and narrow screens, and the schemas for
 * the props tables. Every example has a fixed value and nothing opens on
 * load; the shortcuts count from today only when clicked.
 */

/** DATE_FIELD_SCHEMAS are the four components' props schemas, for the page's props tables. */
export const DATE_FIELD_SCHEMAS = [
  { name: 'DateField', schema: dateFieldSchema },
  { name: 'DateRangeField', schema: dateRangeFieldSchema },
  { name: 'DateTimeField', schema: dateTimeFieldSchema },
  { name: 'DateTimeRangeField', schema: dateTimeRangeFieldSchema },
] as const

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))', gap: 'var(--unit-4) var(--unit-6)', alignItems: 'start' } as const
const wide = { ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' } as const

function ControlledRange() {
  const [value, setValue] = useState<DateRange | null>({ start: '2026-01-12', end: '2026-01-16' })
  return (
    <div style={wide}>
      <DateRangeField label="Stay" value={value} onValueChange={setValue} />
      <p style={{ margin: 0 }}>
        Value: <code>{JSON.stringify(value)}</code>
      </p>
    </div>
  )
}

/** DateFieldExamples are the live examples of the four date fields. */
export function DateFieldExamples() {
  return (
    <>
      <Example
        id="date-single"
        title="Date field"
        description="One day as YYYY-MM-DD. Type it, or open the calendar with the button, a click on the label or Alt+ArrowDown; picking a day closes the calendar."
        code={`<DateField label="Delivery date" defaultValue="2026-01-15" />
<DateField label="Contract start" helpText="For example 2026-02-01" />`}
      >
        <div style={grid}>
          <DateField label="Delivery date" defaultValue="2026-01-15" />
          <DateField label="Contract start" helpText="For example 2026-02-01" />
        </div>
      </Example>

      <Example
        id="date-range"
        title="Date range field"
        description="A start and an end ({ start, end }; either may be null). The calendar shows two months: the first click starts the range, the second ends it and closes the calendar. Clicking an end before the start swaps them."
        code={`<DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: '2026-01-16' }} />`}
      >
        <div style={wide}>
          <DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: '2026-01-16' }} />
        </div>
      </Example>

      <Example
        id="date-time"
        title="Date-time field"
        description="A day and a time as YYYY-MM-DD HH:mm:ss (typing may leave out the seconds). Hours, minutes and seconds are lists beside each other; the picker stays open until Done, Escape or a click outside."
        code={`<DateTimeField label="Pick-up" defaultValue="2026-01-15 09:30:00" />`}
      >
        <div style={grid}>
          <DateTimeField label="Pick-up" defaultValue="2026-01-15 09:30:00" />
        </div>
      </Example>

      <Example
        id="date-time-range"
        title="Date-time range field"
        description="A range of date-times. Picked days start at 00:00:00 and end at 23:59:59 until a start time and an end time are chosen."
        code={`<DateTimeRangeField
  label="Maintenance window"
  defaultValue={{ start: '2026-01-15 22:00:00', end: '2026-01-16 06:00:00' }}
/>`}
      >
        <div style={wide}>
          <DateTimeRangeField label="Maintenance window" defaultValue={{ start: '2026-01-15 22:00:00', end: '2026-01-16 06:00:00' }} />
        </div>
      </Example>

      <Example
        id="date-min-max"
        title="Earliest and latest dates"
        description="Days before minimumDate or after maximumDate are struck through and cannot be picked; a date typed outside them is an error that names the limit. Dates are compared by day: a time in the limit is ignored."
        code={`<DateField
  label="Appointment"
  defaultValue="2026-01-15"
  minimumDate="2026-01-12"
  maximumDate="2026-01-30"
  helpText="From 12 to 30 January"
/>
<DateRangeField label="Holiday" minimumDate="2026-01-15" />`}
      >
        <div style={wide}>
          <DateField label="Appointment" defaultValue="2026-01-15" minimumDate="2026-01-12" maximumDate="2026-01-30" helpText="From 12 to 30 January" />
          <DateRangeField label="Holiday" minimumDate="2026-01-15" />
        </div>
      </Example>

      <Example
        id="date-shortcuts"
        title="Shortcuts"
        description="Buttons under the calendar that set a value at once. The presets today, lastWeek, lastMonth and lastYear are ranges ending today, labelled in the reader’s language; on a single date a preset gives the range’s first day. Your own shortcuts have a label and a value. A shortcut closes the picker unless keepOpen."
        code={`<DateRangeField label="Period" shortcuts={['today', 'lastWeek', 'lastMonth', 'lastYear']} />
<DateField
  label="Due date"
  shortcuts={['today', { label: 'End of quarter', value: '2026-03-31', keepOpen: true }]}
/>
<DateTimeRangeField label="Log window" shortcuts={[{ preset: 'today', keepOpen: true }, 'lastWeek']} />`}
      >
        <div style={wide}>
          <DateRangeField label="Period" shortcuts={['today', 'lastWeek', 'lastMonth', 'lastYear']} />
          <DateField label="Due date" shortcuts={['today', { label: 'End of quarter', value: '2026-03-31', keepOpen: true }]} />
          <DateTimeRangeField label="Log window" shortcuts={[{ preset: 'today', keepOpen: true }, 'lastWeek']} />
        </div>
      </Example>

      <Example
        id="date-states"
        title="Required, optional, disabled, loading and validation"
        description="The shared field states. Text that is not a date shows an error once the field is left; an empty required field says “This field is required”."
        code={`<DateField label="Birthday" isRequired />
<DateField label="Wedding day" isOptional />
<DateField label="Created" defaultValue="2026-01-02" isDisabled />
<DateTimeField label="Last sync" isLoading />
<DateField
  label="Ship date"
  defaultValue="2026-01-17"
  validation={{ type: 'warning', text: 'A Saturday: the depot is closed' }}
/>
<DateRangeField
  label="Booking"
  defaultValue={{ start: '2026-01-20', end: '2026-01-22' }}
  validation={{ type: 'error', text: 'Already booked' }}
/>`}
      >
        <div style={grid}>
          <DateField label="Birthday" isRequired />
          <DateField label="Wedding day" isOptional />
          <DateField label="Created" defaultValue="2026-01-02" isDisabled />
          <DateTimeField label="Last sync" isLoading />
          <DateField label="Ship date" defaultValue="2026-01-17" validation={{ type: 'warning', text: 'A Saturday: the depot is closed' }} />
          <DateRangeField label="Booking" defaultValue={{ start: '2026-01-20', end: '2026-01-22' }} validation={{ type: 'error', text: 'Already booked' }} />
        </div>
      </Example>

      <Example
        id="date-sizes"
        title="Sizes"
        code={`<DateField label="Small" size="small" defaultValue="2026-01-15" />
<DateField label="Medium" defaultValue="2026-01-15" />
<DateField label="Large" size="large" defaultValue="2026-01-15" />`}
      >
        <div style={grid}>
          <DateField label="Small" size="small" defaultValue="2026-01-15" />
          <DateField label="Medium" defaultValue="2026-01-15" />
          <DateField label="Large" size="large" defaultValue="2026-01-15" />
        </div>
      </Example>

      <Example
        id="date-controlled"
        title="Controlled"
        description="value and onValueChange keep the value in your state; an emptied range is null."
        code={`const [value, setValue] = useState<DateRange | null>({ start: '2026-01-12', end: '2026-01-16' })

<DateRangeField label="Stay" value={value} onValueChange={setValue} />`}
      >
        <ControlledRange />
      </Example>
    </>
  )
}

/** DateFieldNotes says how the date fields work with the keyboard and on narrow screens, for the page's accessibility section. */
export function DateFieldNotes() {
  return (
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
  )
}
