import { Button } from '@tessera-ds/library/button'
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
      <Button label="Robin Example" />
    </Popover>
  )
}
