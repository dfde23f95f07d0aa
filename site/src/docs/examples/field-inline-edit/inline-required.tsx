import { FieldInlineEdit } from '@tessera-ds/library/field-inline-edit'
import demo from './demo.module.css'

export default function Required() {
  return (
    <div className={demo.stack}>
      <FieldInlineEdit label="Article number" defaultValue="A-10024" isRequired />
    </div>
  )
}
