import { NumberField } from '@tessera-ds/library/number-field'
import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

export default function Sizes() {
  return (
    <div className={demo.sizes}>
      <TextField size="small" label="Small" defaultValue="Aluminium" />
      <TextField label="Medium" defaultValue="Aluminium" />
      <TextField size="large" label="Large" defaultValue="Aluminium" />
      <NumberField size="small" label="Small" defaultValue={4} />
      <NumberField label="Medium" defaultValue={4} />
      <NumberField size="large" label="Large" defaultValue={4} />
    </div>
  )
}
