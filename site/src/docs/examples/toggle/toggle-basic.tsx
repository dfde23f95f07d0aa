import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'on', steps: [{ click: { role: 'switch', name: 'Gift wrap' } }] },
  { id: 'focus', steps: [{ focus: { role: 'switch', name: 'Gift wrap' } }] },
  { id: 'hover', steps: [{ hover: { role: 'switch', name: 'Gift wrap' } }] },
]

export default function OffAndOn() {
  return (
    <div className={demo.grid}>
      <Toggle label="Gift wrap" />
      <Toggle label="Insure the parcel" defaultValue={true} />
    </div>
  )
}
