import { DateField, DateRangeField, DateTimeRangeField } from '@tessera-ds/library/date-field'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: { label: 'date-field.chooseDate' } } }, { waitFor: { role: 'dialog' } }] },
]

export default function Shortcuts() {
  return (
    <div className={demo.wide}>
      <DateRangeField label="Period" shortcuts={['today', 'lastWeek', 'lastMonth', 'lastYear']} />
      <DateField label="Due date" shortcuts={['today', { label: 'End of quarter', value: '2026-03-31', keepOpen: true }]} />
      <DateTimeRangeField label="Log window" shortcuts={[{ preset: 'today', keepOpen: true }, 'lastWeek']} />
    </div>
  )
}
