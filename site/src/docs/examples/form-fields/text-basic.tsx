import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

export default function TextFields() {
  return (
    <div className={demo.grid}>
      <TextField label="Company" placeholder="Northwind Metals" />
      <TextField label="E-mail" type="email" defaultValue="orders@example.com" />
      <TextField label="Website" type="url" prefix="https://" suffix=".com" />
    </div>
  )
}
