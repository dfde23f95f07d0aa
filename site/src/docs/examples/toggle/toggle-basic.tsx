import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

export default function OffAndOn() {
  return (
    <div className={demo.grid}>
      <Toggle label="Gift wrap" />
      <Toggle label="Insure the parcel" defaultValue={true} />
    </div>
  )
}
