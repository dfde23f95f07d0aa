import { Toggle } from '@tessera-ds/library/toggle'
import demo from './demo.module.css'

export default function States() {
  return (
    <div className={demo.grid}>
      <Toggle label="Express delivery" helpText="Arrives the next working day" />
      <Toggle label="Saturday delivery" defaultValue={true} validation={{ type: 'warning', text: 'Costs 12 € more' }} />
      <Toggle label="Signature on delivery" defaultValue={true} isDisabled />
      <Toggle label="Track the parcel" isLoading />
      <Toggle label="Accept the delivery terms" validation={{ type: 'error', text: 'Accept the terms to place the order' }} />
    </div>
  )
}
