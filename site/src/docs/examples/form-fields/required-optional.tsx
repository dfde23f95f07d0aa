import { TextField } from '@tessera-ds/library/text-field'
import demo from './demo.module.css'

export default function RequiredAndOptional() {
  return (
    <div className={demo.grid}>
      <TextField label="Last name" isRequired />
      <TextField label="Middle name" isOptional />
    </div>
  )
}
