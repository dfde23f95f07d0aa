import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

export default function States() {
  return (
    <div className={demo.grid}>
      <TextField label="Order number" defaultValue="1024" validation={{ type: 'error', text: 'Order numbers look like O-1024' }} />
      <TextField label="Delivery street" defaultValue="Main St" validation={{ type: 'warning', text: 'Add the house number' }} />
      <TextField label="VAT number" defaultValue="DE123456788" validation={{ type: 'success', text: 'Found in the VAT register' }} />
      <TextField label="Reference" />
      <TextField label="Customer number" defaultValue="C-2071" isDisabled />
      <TextField label="Account manager" isLoading />
    </div>
  )
}
