import { Popover } from '@tessera-ds/library/popover'
import demo from './demo.module.css'

function ProfileCard() {
  return (
    <div>
      <strong>Robin Example</strong>
      <p className={demo.role}>Production planner, Berlin office. Usually answers within a day.</p>
    </div>
  )
}

export default function Click() {
  return (
    <Popover content={<ProfileCard />} label="Profile">
      <button type="button" className={demo.button}>
        Robin Example
      </button>
    </Popover>
  )
}
