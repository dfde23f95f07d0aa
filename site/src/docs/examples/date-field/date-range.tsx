import { DateRangeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { waitFor: { role: 'dialog' } }] },
]

export default function DateRange() {
  return (
    <div className={demo.wide}>
      <DateRangeField label="Stay" defaultValue={{ start: '2026-01-12', end: '2026-01-16' }} />
    </div>
  )
}
