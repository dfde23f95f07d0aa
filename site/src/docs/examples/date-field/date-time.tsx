import { DateTimeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDateTime' } } }, { waitFor: { role: 'dialog' } }] },
  {
    id: 'hover-time',
    steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDateTime' } } }, { waitFor: { role: 'dialog' } }, { hover: { role: 'option', name: '10' } }],
  },
  {
    id: 'focus-time',
    steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDateTime' } } }, { waitFor: { role: 'dialog' } }, { focus: { role: 'listbox', name: { label: 'date-field.hours' } } }],
  },
]

export default function DateTime() {
  return (
    <div className={demo.grid}>
      <DateTimeField label="Pick-up" defaultValue="2026-01-15 09:30:00" />
    </div>
  )
}
