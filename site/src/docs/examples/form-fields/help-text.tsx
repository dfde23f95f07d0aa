import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

export default function HelpText() {
  return (
    <div className={demo.column}>
      <TextField label="Purchase order" helpText="On the top right of the customer’s order, e.g. PO-88412" />
    </div>
  )
}
