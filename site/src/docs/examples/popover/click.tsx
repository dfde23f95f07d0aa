import { Button } from '@tessera-ds/library/button'
import { Popover } from '@tessera-ds/library/popover'
import demo from './demo.module.css'
import type { ExampleState } from '../../kit/states'

function ProfileCard() {
  return (
    <div>
      <strong>Robin Example</strong>
      <p className={demo.role}>Production planner, Berlin office. Usually answers within a day.</p>
    </div>
  )
}

/** states are what a reader reaches from this example (see kit/states.ts). */
export const states: ExampleState[] = [
  { id: 'open', steps: [{ click: { role: 'button', name: 'Robin Example' } }, { waitFor: { role: 'dialog', name: 'Profile' } }] },
  { id: 'open-keyboard', steps: [{ focus: { role: 'button', name: 'Robin Example' } }, { press: 'Enter' }, { waitFor: { role: 'dialog', name: 'Profile' } }] },
]

export default function Click() {
  return (
    <Popover content={<ProfileCard />} label="Profile">
      <Button label="Robin Example" />
    </Popover>
  )
}
