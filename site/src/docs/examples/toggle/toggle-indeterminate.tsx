import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

export default function NotAnsweredYet() {
  return (
    <div className={demo.grid}>
      <Toggle label="Newsletter" defaultValue={null} />
      <Toggle label="Photos may be published" defaultValue={null} isRequired />
    </div>
  )
}
