import { DateField, DateRangeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { waitFor: { role: 'dialog' } }] },
  { id: 'hover-day', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { waitFor: { role: 'dialog' } }, { hover: { role: 'gridcell', name: 'Tuesday, January 20, 2026' } }] },
  { id: 'hover-disabled-day', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { waitFor: { role: 'dialog' } }, { hover: { role: 'gridcell', name: 'Saturday, January 31, 2026' } }] },
  { id: 'focus-button', steps: [{ focus: { role: 'button', name: { label: 'date-field.chooseDate' } } }] },
  { id: 'keyboard-open', steps: [{ focus: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { press: 'Enter' }, { waitFor: { role: 'dialog' } }] },
]

export default function EarliestAndLatest() {
  return (
    <div className={demo.wide}>
      <DateField label="Appointment" defaultValue="2026-01-15" minimumDate="2026-01-12" maximumDate="2026-01-30" helpText="From 12 to 30 January" />
      <DateRangeField label="Holiday" minimumDate="2026-01-15" />
    </div>
  )
}
